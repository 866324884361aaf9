import type { LearningPathReason } from '@finx/domain';
import { type FieldMap, inputPath } from '../shared/user-errors';
import type { LearningPathInput } from './learning-paths.types';

/** Saving a path: the sequence check is about the courses (its message names the course at fault). */
export const SAVE_FIELDS = {
  NOT_FOUND: 'pathId',
  LEARNING_PATH_SEQUENCE: inputPath<LearningPathInput>('productIds'),
  LEARNING_PATH_COURSE_UNKNOWN: inputPath<LearningPathInput>('productIds'),
  VALIDATION_FAILED: null,
} as const satisfies FieldMap<LearningPathReason>;

/** Activating or deactivating: only the path named can be at fault. */
export const STATUS_FIELDS = {
  NOT_FOUND: 'pathId',
  LEARNING_PATH_SEQUENCE: null,
  LEARNING_PATH_COURSE_UNKNOWN: null,
  VALIDATION_FAILED: 'pathId',
} as const satisfies FieldMap<LearningPathReason>;
