import { mixed, number, object, string } from 'yup';
import { COURSE_TYPES, PRODUCT_LEVELS } from '../contract/catalogue';
import {
  LESSON_MINUTES_MAX,
  LESSON_TITLE_MAX,
  LESSON_URL_MAX,
  LESSON_VIDEO_MAX_SECONDS,
} from '../contract/catalogue-admin';
import { LESSON_KINDS, LessonKind } from '../contract/learning';

export const PRODUCT_PRICE_MAX_RUPEES = 1_000_000;
export const PRODUCT_VALIDITY_MAX_DAYS = 3650;

/** The messages of the course and module forms; the gateway and the REST tier apply the same rules. */
export const CatalogueAdminMessage = {
  NAME: 'Please enter a product name of 3 to 200 characters',
  TYPE: 'Please select a product type',
  DESCRIPTION: 'Please enter a description of 10 to 2000 characters',
  CATEGORY: 'Please select a category',
  SUBJECT_AREA: 'Please enter a subject area of at most 100 characters',
  LEVEL: 'Please select a level',
  DURATION: 'Please enter a duration from 1 to 100000 minutes',
  PRICE: `Please enter a price from 0 to ${PRODUCT_PRICE_MAX_RUPEES} rupees, in whole paise`,
  COURSE_TYPE: 'Please select a valid course type',
  VALIDITY: `Please enter a validity from 1 to ${PRODUCT_VALIDITY_MAX_DAYS} days, or leave it empty`,
  PARENT: 'Please select a valid parent course',
  PRODUCT: 'Please select a product',
  MODULE_TITLE: 'Please enter a module title of 2 to 200 characters',
  LESSON_TITLE: `Please enter a lesson title of 2 to ${LESSON_TITLE_MAX} characters`,
  LESSON_KIND: 'Please choose what the lesson is: a video, a document, a link or the test',
  LESSON_MINUTES: `Please enter how long the lesson takes, from 1 to ${LESSON_MINUTES_MAX} minutes`,
  LESSON_URL: `Please enter the link as a web address that starts with https:// or http:// (at most ${LESSON_URL_MAX} characters)`,
  LESSON_VIDEO_FILE: 'Please choose the lesson’s video (MP4 or WebM)',
  LESSON_DOCUMENT_FILE: 'Please choose the lesson’s document (PDF)',
  LESSON_DURATION:
    'The video’s length could not be read. Please choose an MP4 or WebM video that plays in this browser.',
} as const;

const M = CatalogueAdminMessage;

// Form fields arrive as '' when left empty: that means "none", not zero.
const emptyAsNull = (value: unknown, original: unknown) => (original === '' ? null : value);

const validityDaysRule = () =>
  number()
    .typeError(M.VALIDITY)
    .nullable()
    .default(null)
    .transform(emptyAsNull)
    .integer(M.VALIDITY)
    .min(1, M.VALIDITY)
    .max(PRODUCT_VALIDITY_MAX_DAYS, M.VALIDITY);

/** /add-course, /edit-course, /add-video: the fields of a product. */
export const productSchema = object({
  productName: string().trim().required(M.NAME).min(3, M.NAME).max(200, M.NAME),
  productType: mixed<'COURSE' | 'VIDEO'>().required(M.TYPE).oneOf(['COURSE', 'VIDEO'], M.TYPE),
  description: string().trim().required(M.DESCRIPTION).min(10, M.DESCRIPTION).max(2000, M.DESCRIPTION),
  categoryId: number().typeError(M.CATEGORY).required(M.CATEGORY).integer(M.CATEGORY).positive(M.CATEGORY),
  subjectArea: string().trim().required(M.SUBJECT_AREA).max(100, M.SUBJECT_AREA),
  level: string()
    .required(M.LEVEL)
    .oneOf([...PRODUCT_LEVELS], M.LEVEL),
  durationMinutes: number()
    .typeError(M.DURATION)
    .required(M.DURATION)
    .integer(M.DURATION)
    .min(1, M.DURATION)
    .max(100_000, M.DURATION),
  productPrice: number()
    .typeError(M.PRICE)
    .required(M.PRICE)
    .min(0, M.PRICE)
    .max(PRODUCT_PRICE_MAX_RUPEES, M.PRICE)
    // Money is stored in paise: a third decimal cannot be kept.
    .test(
      'paise',
      M.PRICE,
      (value) => value === undefined || Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    ),
  courseType: string()
    .nullable()
    .default(null)
    .transform(emptyAsNull)
    .oneOf([...COURSE_TYPES, null], M.COURSE_TYPE),
  validityDays: validityDaysRule(),
  parentProductId: number()
    .typeError(M.PARENT)
    .nullable()
    .default(null)
    .transform(emptyAsNull)
    .integer(M.PARENT)
    .positive(M.PARENT),
});

export interface ProductFormValues {
  productName: string;
  productType: 'COURSE' | 'VIDEO';
  description: string;
  categoryId: number | '';
  subjectArea: string;
  level: string;
  durationMinutes: number | '';
  productPrice: number | '';
  courseType: string;
  validityDays: number | '';
  parentProductId: number | '';
}

/** A module of a product. */
export const moduleSchema = object({
  title: string().trim().required(M.MODULE_TITLE).min(2, M.MODULE_TITLE).max(200, M.MODULE_TITLE),
});

/** /add-product-validity: a product and its days of access; empty means access never ends. */
export const productValiditySchema = object({
  productId: number().typeError(M.PRODUCT).required(M.PRODUCT).integer(M.PRODUCT).positive(M.PRODUCT),
  validityDays: validityDaysRule(),
});

/** Whether a text is a web address a learner's browser may open in a new tab (http or https only). */
export const isWebAddress = (value: string): boolean => {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.length > 0;
  } catch {
    return false;
  }
};

/** A document's and a link's minutes are entered by staff; a video's come from its file, a test's are fixed. */
const minutesEntered = (kind: unknown): boolean => kind === LessonKind.DOCUMENT || kind === LessonKind.LINK;

/**
 * A lesson's fields (/course-lessons/:moduleId), checked by the form, the gateway and REST. A video's or
 * document's file, and a video's length read from it, are checked beside this (`checkLessonDuration`).
 */
export const lessonSchema = object({
  kind: mixed<LessonKind>()
    .required(M.LESSON_KIND)
    .oneOf([...LESSON_KINDS], M.LESSON_KIND),
  title: string()
    .trim()
    .required(M.LESSON_TITLE)
    .min(2, M.LESSON_TITLE)
    .max(LESSON_TITLE_MAX, M.LESSON_TITLE),
  minutes: number()
    .typeError(M.LESSON_MINUTES)
    .nullable()
    .default(null)
    .transform(emptyAsNull)
    .when('kind', {
      is: minutesEntered,
      then: (rule) =>
        rule
          .required(M.LESSON_MINUTES)
          .integer(M.LESSON_MINUTES)
          .min(1, M.LESSON_MINUTES)
          .max(LESSON_MINUTES_MAX, M.LESSON_MINUTES),
    }),
  url: string()
    .nullable()
    .default(null)
    .transform((value: unknown, original: unknown) =>
      typeof original === 'string' && original.trim() === '' ? null : value,
    )
    .when('kind', {
      is: LessonKind.LINK,
      then: (rule) =>
        rule
          .trim()
          .required(M.LESSON_URL)
          .max(LESSON_URL_MAX, M.LESSON_URL)
          .test(
            'web-address',
            M.LESSON_URL,
            (value) => value === null || value === undefined || isWebAddress(value),
          ),
    }),
});

export interface LessonFormValues {
  kind: LessonKind;
  title: string;
  minutes: number | '';
  url: string;
}

/** The message for a video's length in seconds as the browser read it, or null when it is one. */
export const checkLessonDuration = (seconds: unknown): string | null =>
  typeof seconds === 'number' &&
  Number.isFinite(seconds) &&
  seconds > 0 &&
  seconds <= LESSON_VIDEO_MAX_SECONDS
    ? null
    : M.LESSON_DURATION;
