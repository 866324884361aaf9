/**
 * Product types of the catalogue. The spec's checkout record maps COURSES to COURSE, else VIDEO. A file of
 * its own because the learning contract reads it and the catalogue contract reads learning's refusals.
 */
export const ProductType = { COURSE: 'COURSE', VIDEO: 'VIDEO' } as const;
export type ProductType = (typeof ProductType)[keyof typeof ProductType];
