import type { CourseLessonsReason } from '@finx/domain';
import { type FieldMap, inputPath } from '../shared/user-errors';
import type { LessonInput } from './course-lessons.types';

/**
 * Saving a lesson. The form's fields are checked here first (`lessonSchema`), so what REST still refuses
 * as VALIDATION_FAILED is about the file: none chosen, or a video whose length could not be read.
 */
export const LESSON_SAVE_FIELDS = {
  NOT_FOUND: null,
  LESSON_HAS_PROGRESS: null,
  LESSON_LAST_ON_SALE: null,
  LESSON_NO_ASSESSMENT: inputPath<LessonInput>('kind'),
  VIDEO_INVALID_FORMAT: 'input.file',
  VIDEO_TOO_LARGE: 'input.file',
  LESSON_DOCUMENT_INVALID: 'input.file',
  LESSON_DOCUMENT_TOO_LARGE: 'input.file',
  VALIDATION_FAILED: 'input.file',
} as const satisfies FieldMap<CourseLessonsReason>;

/** Reading a module's lessons. */
export const MODULE_LESSONS_FIELDS = {
  NOT_FOUND: 'moduleId',
  LESSON_HAS_PROGRESS: null,
  LESSON_LAST_ON_SALE: null,
  LESSON_NO_ASSESSMENT: null,
  VIDEO_INVALID_FORMAT: null,
  VIDEO_TOO_LARGE: null,
  LESSON_DOCUMENT_INVALID: null,
  LESSON_DOCUMENT_TOO_LARGE: null,
  VALIDATION_FAILED: 'moduleId',
} as const satisfies FieldMap<CourseLessonsReason>;

/** Moving or removing a lesson: the lesson named, or the module as a whole. */
export const LESSON_ACTION_FIELDS = {
  ...MODULE_LESSONS_FIELDS,
  NOT_FOUND: 'lessonId',
  VALIDATION_FAILED: 'lessonId',
} as const satisfies FieldMap<CourseLessonsReason>;
