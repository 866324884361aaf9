import { array, number, object, string } from 'yup';
import { LEARNING_PATH_MAX_COURSES } from '../contract/learning-paths';

export const LearningPathMessage = {
  NAME: 'Please enter a path name of 3 to 120 characters',
  DESCRIPTION: 'Please enter a description of at most 1000 characters',
  COURSES: `Please choose 1 to ${LEARNING_PATH_MAX_COURSES} different courses`,
} as const;
const M = LearningPathMessage;

/** /learning-path add and edit: the name, a short description and the courses in order. */
export const learningPathSchema = object({
  name: string().trim().required(M.NAME).min(3, M.NAME).max(120, M.NAME),
  description: string().trim().max(1000, M.DESCRIPTION).default(''),
  productIds: array(number().integer().positive().required())
    .required(M.COURSES)
    .min(1, M.COURSES)
    .max(LEARNING_PATH_MAX_COURSES, M.COURSES)
    .test('distinct', M.COURSES, (ids) => new Set(ids).size === ids.length),
});

export interface LearningPathValues {
  name: string;
  description: string;
  productIds: number[];
}
