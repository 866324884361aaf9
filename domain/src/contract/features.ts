/**
 * Every feature's contract, listed once. A feature is one file in this folder, named after the feature
 * (the folder name it has in every tier), that calls `defineFeatureContract`; here it is imported, its
 * exports become part of `@finx/domain` (`export *`), and its contract joins FEATURE_CONTRACTS, from which
 * RestPath, ClientPath, ClientRoute, ReasonCode, ReasonMessage and FeatureReasons are merged.
 * features.test.ts fails when a file of this folder is missing here or a name is declared twice.
 *
 * The list names each contract rather than reading this module's namespace: a namespace read as a whole
 * would keep every export of every feature in the client's first load.
 */
import { alertsContract } from './alerts';
import { assessmentContract } from './assessment';
import { auditContract } from './audit';
import { cartContract } from './cart';
import { chatContract } from './chat';
import { catalogueContract } from './catalogue';
import { catalogueAdminContract } from './catalogue-admin';
import { checkoutContract } from './checkout';
import { collegesContract } from './colleges';
import { consentContract } from './consent';
import { corporatesContract } from './corporates';
import { dashboardContract } from './dashboard';
import { discountsContract } from './discounts';
import { documentsContract } from './documents';
import { educationLoanContract } from './education-loan';
import { eventsContract } from './events';
import { faqContract } from './faq';
import type { FeatureContract } from './feature-contract';
import { feedbackContract } from './feedback';
import { gdpiContract } from './gdpi';
import { healthContract } from './health';
import { identityContract } from './identity';
import { jobsContract } from './jobs';
import { landingContract } from './landing';
import { learnerHeaderContract } from './learner-header';
import { learningContract } from './learning';
import { learningPathsContract } from './learning-paths';
import { maintenanceContract } from './maintenance';
import { messagingContract } from './messaging';
import { ordersContract } from './orders';
import { otpContract } from './otp';
import { outboxContract } from './outbox';
import { passwordsContract } from './passwords';
import { profileContract } from './profile';
import { registrationContract } from './registration';
import { reportsContract } from './reports';
import { roadmapContract } from './roadmap';
import { sessionContract } from './session';
import { sharedContract } from './shared';
import { staffDashboardContract } from './staff-dashboard';
import { studentsContract } from './students';
import { tourContract } from './tour';
import { uploadsContract } from './uploads';
import { usersContract } from './users';
import { videosContract } from './videos';
import { wishlistContract } from './wishlist';

export * from './alerts';
export * from './assessment';
export * from './audit';
export * from './cart';
export * from './chat';
export * from './catalogue';
export * from './catalogue-admin';
export * from './checkout';
export * from './colleges';
export * from './consent';
export * from './corporates';
export * from './dashboard';
export * from './discounts';
export * from './documents';
export * from './education-loan';
export * from './events';
export * from './faq';
export * from './feedback';
export * from './gdpi';
export * from './health';
export * from './identity';
export * from './jobs';
export * from './landing';
export * from './learner-header';
export * from './learning';
export * from './learning-paths';
export * from './maintenance';
export * from './messaging';
export * from './orders';
export * from './otp';
export * from './outbox';
export * from './passwords';
export * from './profile';
export * from './registration';
export * from './reports';
export * from './roadmap';
export * from './session';
export * from './shared';
export * from './staff-dashboard';
export * from './students';
export * from './tour';
export * from './uploads';
export * from './users';
export * from './videos';
export * from './wishlist';

export const FEATURE_CONTRACTS = [
  sharedContract,
  identityContract,
  sessionContract,
  maintenanceContract,
  registrationContract,
  otpContract,
  passwordsContract,
  consentContract,
  tourContract,
  feedbackContract,
  catalogueContract,
  catalogueAdminContract,
  videosContract,
  cartContract,
  chatContract,
  wishlistContract,
  learnerHeaderContract,
  alertsContract,
  checkoutContract,
  ordersContract,
  learningContract,
  learningPathsContract,
  educationLoanContract,
  documentsContract,
  studentsContract,
  assessmentContract,
  dashboardContract,
  profileContract,
  jobsContract,
  usersContract,
  auditContract,
  reportsContract,
  discountsContract,
  staffDashboardContract,
  corporatesContract,
  messagingContract,
  eventsContract,
  collegesContract,
  gdpiContract,
  uploadsContract,
  outboxContract,
  healthContract,
  landingContract,
  faqContract,
  roadmapContract,
] as const satisfies readonly FeatureContract[];

/** The features' contracts, one member each. */
export type FeatureContracts = (typeof FEATURE_CONTRACTS)[number];
