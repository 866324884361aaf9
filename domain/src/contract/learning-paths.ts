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
