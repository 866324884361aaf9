import { mixed, number, object, string } from 'yup';
import { COURSE_TYPES, PRODUCT_LEVELS } from '../contract/catalogue';

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
