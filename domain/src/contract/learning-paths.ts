import { defineFeatureContract, reasonsOf, type RestPathTable, withParam } from './feature-contract';
import { sharedContract } from './shared';

/**
 * Learning paths (issue 13 item 2, `001 §2` /learning-path, `001 §7` learning path): a named, ordered
 * sequence of courses. The spec shows no payloads; the fields are this system's, named as the catalogue
 * names products (productID, productName).
 */

/** One course of a path, at its place (1..). */
export interface LearningPathCourseRow {
  sequence: number;
  productID: number;
  productName: string;
}

/** A learning path with its courses in order. */
export interface LearningPathRow {
  pathId: number;
  name: string;
  description: string;
  active: boolean;
  courses: LearningPathCourseRow[];
  createdDate: string;
}

/** The body of POST (create, inactive until activated) and PUT ?pathId= (edit) of the path. */
export interface LearningPathSaveRequest {
  name: string;
  description: string;
  productIds: number[];
}

export interface LearningPathStatusRequest {
  pathId: number;
  active: boolean;
}

export const LEARNING_PATH_MAX_COURSES = 20;
export const LEARNING_PATH_MAX_PAGE_SIZE = 50;

/** A course that needs another which comes later in the path, or not at all before it. */
export interface LearningPathSequenceFault {
  /** The course's index in the path (0-based). */
  index: number;
  productId: number;
  prerequisiteId: number;
}

/**
 * The sequence check of a path (`001 §7` checkProductSequence applied to a path): every prerequisite of
 * a course in the path must appear earlier in the path. The first fault in path order, or null.
 * A prerequisite missing from the path entirely counts: the path would skip it.
 */
export const learningPathSequenceFault = (
  productIds: readonly number[],
  prerequisitesOf: ReadonlyMap<number, readonly number[]>,
): LearningPathSequenceFault | null => {
  const before = new Set<number>();
  for (const [index, productId] of productIds.entries()) {
    const missing = (prerequisitesOf.get(productId) ?? []).find((required) => !before.has(required));
    if (missing !== undefined) return { index, productId, prerequisiteId: missing };
    before.add(productId);
  }
  return null;
};

/** The refusal's text, naming both courses (the code's general message is in the domain map). */
export const learningPathSequenceText = (course: string, prerequisite: string): string =>
  `${course} needs ${prerequisite} earlier in the path.`;

// A learning path is an order the learner can follow: every course after its prerequisites.
const reasons = reasonsOf({
  LEARNING_PATH_SEQUENCE: 'A course in the path needs its prerequisites earlier in the path.',
  LEARNING_PATH_COURSE_UNKNOWN: 'Please select existing courses for the path.',
});
const C = { ...sharedContract.reasons.codes, ...reasons.codes };

/** Learning paths (issue 13 item 2): saving one and switching it on or off. */
export const LearningPathReasons = [
  C.NOT_FOUND,
  C.LEARNING_PATH_SEQUENCE,
  C.LEARNING_PATH_COURSE_UNKNOWN,
  C.VALIDATION_FAILED,
] as const;
export type LearningPathReason = (typeof LearningPathReasons)[number];

/** `001 §2` /learning-path (admin only): the list; add and edit are this system's paths under it. */
const clientPaths = {
  LEARNING_PATH: '/learning-path',
  ADD_LEARNING_PATH: '/learning-path/add',
  EDIT_LEARNING_PATH: '/learning-path/edit/:id',
} as const;

export const learningPathsContract = defineFeatureContract({
  feature: 'learning-paths',
  reasons,
  refusals: [LearningPathReasons],
  clientPaths,
  clientRoutes: {
    learningPaths: (): string => clientPaths.LEARNING_PATH,
    addLearningPath: (): string => clientPaths.ADD_LEARNING_PATH,
    editLearningPath: (pathId: number | string): string =>
      withParam(clientPaths.EDIT_LEARNING_PATH, 'id', pathId),
  },
});

export const learningPathsRestPaths = {
  feature: 'learning-paths',
  restPaths: {
    /** `001 §2` /learning-path (admin): the staff list, one path (GET ?pathId=, POST, PUT ?pathId=), status. */
    LEARNING_PATHS: '/finx-fc-product/api/v1/learningpath/all',
    LEARNING_PATH: '/finx-fc-product/api/v1/learningpath',
    LEARNING_PATH_STATUS: '/finx-fc-product/api/v1/learningpath/status',
    /** `001 §7` learning path (student dashboard data): the active paths, public like the catalogue. */
    ACTIVE_LEARNING_PATHS: '/finx-fc-student-dashboard/api/v1/studentDashboard/learningPath',
  },
} as const satisfies RestPathTable;
