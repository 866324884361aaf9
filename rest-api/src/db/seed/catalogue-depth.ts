import { CourseType, ProductId } from '@finx/domain';
import type { ProductRow } from './product-row';

/**
 * What the demo catalogue says beyond name and price: course types, validity, 'looking for' tags,
 * add-on courses and prerequisite chains. Kept apart from the product lists so ids, names and prices
 * (which tests and other services rely on) stay where they were.
 */

/** Days of access: short explainers are a quarter, courses half a year, deeper work a year. */
export const VALIDITY_DAYS = { VIDEO: 90, COURSE: 180, LONG_COURSE: 365, ASSESSMENT: 90 } as const;

const CERTIFICATION_PREP = [3004, 3017, 3019];
const INSTRUCTOR_LED = [3002, 3006, 3008, 3018, 3020];

const courseTypeOf = (row: ProductRow): CourseType => {
  if (row.productId === ProductId.FEAT) return CourseType.ASSESSMENT;
  if (row.productId === ProductId.CFX || CERTIFICATION_PREP.includes(row.productId)) {
    return CourseType.CERTIFICATION;
  }
  if (INSTRUCTOR_LED.includes(row.productId)) return CourseType.INSTRUCTOR_LED;
  return CourseType.SELF_PACED;
};

const validityOf = (row: ProductRow, courseType: CourseType): number => {
  if (row.type === 'VIDEO') return VALIDITY_DAYS.VIDEO;
  if (courseType === CourseType.ASSESSMENT) return VALIDITY_DAYS.ASSESSMENT;
  if (courseType === CourseType.SELF_PACED) return VALIDITY_DAYS.COURSE;
  return VALIDITY_DAYS.LONG_COURSE;
};

/** Add-on course id → its parent course. An add-on never costs more than its parent. */
export const ADD_ON_PARENTS: Readonly<Record<number, number>> = {
  3014: 3007, // FEMA Basics with Trade Finance: LCs and BGs
  3012: 3002, // Priority Sector Lending with Credit Appraisal for MSME Loans
  3019: 3018, // NISM VIII Equity Derivatives with Equity Research and Valuation
  3024: 3011, // Microfinance with Retail Loan Processing
};

/** Adds the course type, validity and add-on parent to a product row. */
export const withDepth = (row: ProductRow): ProductRow => {
  const courseType = courseTypeOf(row);
  return {
    ...row,
    courseType,
    validityDays: validityOf(row, courseType),
    parentProductId: ADD_ON_PARENTS[row.productId] ?? null,
  };
};

export const LookingForId = {
  JOB_IN_A_BANK: 1,
  UPSKILLING: 2,
  CERTIFICATION: 3,
  CAREER_SWITCH: 4,
  INTERVIEW_PREPARATION: 5,
} as const;

export const LOOKING_FOR_ROWS = [
  { lookingForId: LookingForId.JOB_IN_A_BANK, name: 'Job in a bank' },
  { lookingForId: LookingForId.UPSKILLING, name: 'Upskilling' },
  { lookingForId: LookingForId.CERTIFICATION, name: 'Certification' },
  { lookingForId: LookingForId.CAREER_SWITCH, name: 'Career switch' },
  { lookingForId: LookingForId.INTERVIEW_PREPARATION, name: 'Interview preparation' },
];

const { CFX, FEAT } = ProductId;
const TAGGED: Record<number, readonly number[]> = {
  [LookingForId.JOB_IN_A_BANK]: [CFX, FEAT, 3001, 3003, 3010, 3011, 3015, 3022, 3023, 4001, 4002, 4021],
  [LookingForId.UPSKILLING]: [
    3002, 3005, 3006, 3007, 3008, 3009, 3012, 3013, 3014, 3016, 3020, 3021, 3024, 3025, 4004, 4006, 4011,
    4013, 4015, 4017, 4018, 4020, 4023, 4024,
  ],
  [LookingForId.CERTIFICATION]: [CFX, FEAT, 3004, 3017, 3019],
  [LookingForId.CAREER_SWITCH]: [CFX, 3004, 3008, 3010, 3017, 3018, 4005, 4008, 4012],
  [LookingForId.INTERVIEW_PREPARATION]: [FEAT, 3010, 3023, 4005, 4012, 4019, 4021],
};

export const PRODUCT_LOOKING_FOR_ROWS = Object.entries(TAGGED).flatMap(([tag, productIds]) =>
  productIds.map((productId) => ({ productId, lookingForId: Number(tag) })),
);

/**
 * Prerequisites in sequence. `001 §1`: FEAT is attempted before CFX. The others are the order the
 * catalogue recommends: a credit-risk course builds on retail and MSME lending, and so on.
 */
export const PREREQUISITE_ROWS = [
  { productId: CFX, prerequisiteId: FEAT, sequence: 1 },
  { productId: 3020, prerequisiteId: 3011, sequence: 1 },
  { productId: 3020, prerequisiteId: 3002, sequence: 2 },
  { productId: 3013, prerequisiteId: 3011, sequence: 1 },
  { productId: 3018, prerequisiteId: 3008, sequence: 1 },
];

/** A demo learning path, active: the credit chain above in the order its prerequisites require. */
export const LEARNING_PATH_ROWS = [
  {
    pathId: 1,
    name: 'From retail lending to credit risk',
    description: 'Retail loans, then MSME credit appraisal, then credit risk under Basel III.',
    active: true,
  },
];
export const LEARNING_PATH_COURSE_ROWS = [3011, 3002, 3020].map((productId, index) => ({
  pathId: 1,
  productId,
  sequence: index + 1,
}));
