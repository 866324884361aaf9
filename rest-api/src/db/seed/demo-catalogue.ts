import { COURSE_ROWS } from './courses';
import { PROGRAMME_ROWS } from './programmes';
import { VIDEO_ROWS } from './videos';

/** Every demo product: the catalogue seeds them, and learning seeds their modules and lessons. */
export const DEMO_CATALOGUE = [...PROGRAMME_ROWS, ...COURSE_ROWS, ...VIDEO_ROWS];
