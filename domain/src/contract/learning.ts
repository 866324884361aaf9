import type { ProductType } from './catalogue-product-type';
import {
  defineFeatureContract,
  reasonsOf,
  type RestPathTable,
  withParam,
  withQuery,
} from './feature-contract';
import { sharedContract } from './shared';

/**
 * What a lesson is (docs/decisions/course-lessons.md): a video played under the learner's watermark, a
 * document (a PDF), a link to another site, or the course's built-in test.
 */
export const LessonKind = { VIDEO: 'video', DOCUMENT: 'document', LINK: 'link', TEST: 'test' } as const;
export type LessonKind = (typeof LessonKind)[keyof typeof LessonKind];
export const LESSON_KINDS: readonly LessonKind[] = Object.values(LessonKind);
export const isLessonKind = (value: unknown): value is LessonKind =>
  typeof value === 'string' && (LESSON_KINDS as readonly string[]).includes(value);

/** One lesson of a product, with whether this learner has completed it. */
export interface CourseLesson {
  lessonID: number;
  sequence: number;
  kind: LessonKind;
  title: string;
  minutes: number;
  /**
   * Where the lesson is, by kind: a video's or a document's signed, expiring document-store link
   * (relative to the gateway's origin), a link's address, or the test's screen in this app.
   */
  url: string;
  completed: boolean;
}

/** A module of a product and its lessons, in order (`001` getModuleAgainstCourse). */
export interface CourseModule {
  moduleID: number;
  sequence: number;
  title: string;
  lessons: CourseLesson[];
}

/** How far a learner is through one product. */
export interface LessonProgress {
  productID: number;
  totalLessons: number;
  completedLessons: number;
  /** 0..100, rounded down. */
  percent: number;
}

/** An external learning provider that teaches a product instead of the built-in player. */
export interface ExternalProvider {
  providerName: string;
  /** Where the learner continues (opened by their browser; the platform never calls it). */
  launchUrl: string;
}

/** The learner's login at a product's external provider (`001` getCredentials). */
export interface ProviderCredentials extends ExternalProvider {
  productID: number;
  /** null until the provider's login has been issued to the learner. */
  loginID: string | null;
}

/** A product the learner holds, opened: its modules, lessons and progress. */
export interface CourseContent extends LessonProgress {
  /** Set when an external provider teaches the product: the modules are then empty. */
  externalProvider: ExternalProvider | null;
  productName: string;
  productType: ProductType;
  /** DD/MM/YYYY, or null when the access does not lapse. */
  validUntil: string | null;
  modules: CourseModule[];
}

/** A row of the dashboard's progress overview (`001` getProgressOverviewDetails). */
export interface ProgressOverviewRow extends LessonProgress {
  productName: string;
  productType: ProductType;
  validUntil: string | null;
  expired: boolean;
  /** An assessment's score once taken (FEAT); null for a course, or a test not taken yet. */
  score: number | null;
}

/** Marking a lesson complete: the learner and the lesson; repeating it changes nothing. */
export interface LessonCompleteRequest {
  partyID: number;
  lessonID: number;
}

/** A product registered to the learner (My Learning). */
export interface Enrolment {
  productID: number;
  productName: string;
  productType: ProductType;
  orderID: number | null;
  /** DD/MM/YYYY. */
  enrolledOn: string;
  validUntil: string | null;
  completed: boolean;
  score: number | null;
}

/**
 * `001 §5` prerequisite status words, and Enrolled: a held product that is learnt rather than scored
 * (CFX, a course), which has no score to await (issue 28 item 8).
 */
export const PrerequisiteStatus = {
  SCORE_AVAILABLE: 'Score Available',
  SCORE_AWAITED: 'Score Awaited',
  MAKE_PAYMENT: 'Make Payment',
  ENROLLED: 'Enrolled',
} as const;
export type PrerequisiteStatus = (typeof PrerequisiteStatus)[keyof typeof PrerequisiteStatus];

/** A row of the prerequisite table (/my-Subcription-list): sequence, product, completed, status. */
export interface PrerequisiteRow {
  sequence: number;
  productID: number;
  productName: string;
  productPrice: number;
  /** 'Completed' when scored or completed, 'In-Complete' when enrolled without either, null when not enrolled. */
  completed: 'Completed' | 'In-Complete' | null;
  /**
   * Make Payment when not held; for a held assessment (FEAT) Score Available or Score Awaited; for any
   * other held product Enrolled, which the learner opens to learn.
   */
  status: PrerequisiteStatus;
  score: number | null;
  /** Why Make Payment would be refused now (the server's gate, e.g. CFX before FEAT is attempted). */
  unavailableReason: LearningReason | null;
}

export interface PrerequisiteTable {
  productID: number;
  productName: string;
  rows: PrerequisiteRow[];
}

/** The purchase gate (docs/decisions/purchase-gate.md): the cart, order creation and this table ask it. */
const reasons = reasonsOf({
  CFX_NEEDS_FEAT:
    'The Chartered Financial Expert (CFX) programme needs the FEAT assessment first. Please buy and attempt FEAT before registering for CFX.',
  ALREADY_ENROLLED:
    'You have already purchased this product. You can find it in My Learning on your dashboard.',
  NOT_ENROLLED: 'You have not purchased this product. Please buy it from the catalogue to open its lessons.',
  ACCESS_EXPIRED: 'Your access to this product has expired. Please purchase it again to continue learning.',
});
const C = { ...sharedContract.reasons.codes, ...reasons.codes };

/** Why a row of the prerequisite table cannot be paid now (`unavailableReason`). */
export const LearningReasons = [C.CFX_NEEDS_FEAT] as const;
export type LearningReason = (typeof LearningReasons)[number];

/** Opening a product the learner holds and recording lesson progress (issue 11). */
export const CourseContentReasons = [
  C.NOT_FOUND,
  C.NOT_ENROLLED,
  C.ACCESS_EXPIRED,
  C.VALIDATION_FAILED,
] as const;
export type CourseContentReason = (typeof CourseContentReasons)[number];

const clientPaths = {
  PREREQUISITES: '/my-Subcription-list',
  /** Not named by the spec: a product of My Learning, opened (issue 11). */
  LEARN: '/my-learning/:productId',
} as const;

export const learningContract = defineFeatureContract({
  feature: 'learning',
  reasons,
  refusals: [LearningReasons, CourseContentReasons],
  clientPaths,
  clientRoutes: {
    /** The prerequisite table of one programme (`001 §2` screen 4). */
    prerequisites: (productId: number | string): string =>
      withQuery(clientPaths.PREREQUISITES, { productId }),
    /** A product of My Learning, opened: its modules, lessons and player. */
    learn: (productId: number | string): string => withParam(clientPaths.LEARN, 'productId', productId),
  },
});

export const learningRestPaths = {
  feature: 'learning',
  restPaths: {
    ENROLMENTS: '/finx-fc-student-dashboard/api/v1/studentDashboard/myLearning',
    PREREQUISITES: '/finx-fc-product/api/v1/getProductPreRequisite',
    COURSE_MODULES: '/finx-fc-student-dashboard/api/v1/studentDashboard/getModuleAgainstCourse',
    PROGRESS_OVERVIEW: '/finx-fc-student-dashboard/api/v1/studentDashboard/getProgressOverviewDetails',
    /** Not in the spec by name: marks one lesson complete (the spec's dashboard reads the progress it makes). */
    LESSON_COMPLETE: '/finx-fc-student-dashboard/api/v1/studentDashboard/lessonComplete',
    PROVIDER_CREDENTIALS: '/finx-fc-student/api/v1/studentprovidercredetails/getCredentials',
    /** The document store: a stored asset by its id, behind a signed, expiring link (getDocumentUrl's answer). */
    DOCUMENT: '/finx-documents/api/v1/document',
  },
} as const satisfies RestPathTable;
