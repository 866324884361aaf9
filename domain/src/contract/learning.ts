import type { ProductType } from './catalogue';

/** One lesson of a product, with whether this learner has completed it. */
export interface CourseLesson {
  lessonID: number;
  sequence: number;
  title: string;
  minutes: number;
  /** A signed, expiring document-store link to the lesson's video (relative to the gateway's origin). */
  videoUrl: string;
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
}

/** Marking a lesson complete: the learner and the lesson; repeating it changes nothing. */
export interface LessonCompleteRequest {
  partyID: number;
  lessonID: number;
}
