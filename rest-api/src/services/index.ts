import { alertsModule } from './alerts/alerts.module';
import { auditModule } from './audit/audit.module';
import { assessmentModule } from './assessment/assessment.module';
import { cartModule } from './cart/cart.module';
import { chatModule } from './chat/chat.module';
import { catalogueModule } from './catalogue/catalogue.module';
import { catalogueAdminModule } from './catalogue-admin/catalogue-admin.module';
import { videosModule } from './videos/videos.module';
import { checkoutModule } from './checkout/checkout.module';
import { collegesModule } from './colleges/colleges.module';
import { consentModule } from './consent/consent.module';
import type { FeatureModule } from './feature-module';
import { documentsModule } from './documents/documents.module';
import { dashboardModule } from './dashboard/dashboard.module';
import { eventsModule } from './events/events.module';
import { educationLoanModule } from './education-loan/education-loan.module';
import { feedbackModule } from './feedback/feedback.module';
import { healthModule } from './health/health.module';
import { identityModule } from './identity/identity.module';
import { jobsModule } from './jobs/jobs.module';
import { learnerHeaderModule } from './learner-header/learner-header.module';
import { learningModule } from './learning/learning.module';
import { learningPathsModule } from './learning-paths/learning-paths.module';
import { messagingModule } from './messaging/messaging.module';
import { maintenanceModule } from './maintenance/maintenance.module';
import { ordersModule } from './orders/orders.module';
import { otpModule } from './otp/otp.module';
import { outboxModule } from './outbox/outbox.module';
import { passwordsModule } from './passwords/passwords.module';
import { profileModule } from './profile/profile.module';
import { registrationModule } from './registration/registration.module';
import { reportsModule } from './reports/reports.module';
import { sessionModule } from './session/session.module';
import { tourModule } from './tour/tour.module';
import { uploadsModule } from './uploads/uploads.module';
import { gdpiModule } from './gdpi/gdpi.module';
import { discountsModule } from './discounts/discounts.module';
import { studentsModule } from './students/students.module';
import { staffDashboardModule } from './staff-dashboard/staff-dashboard.module';
import { corporatesModule } from './corporates/corporates.module';
import { usersModule } from './users/users.module';
import { wishlistModule } from './wishlist/wishlist.module';

/**
 * Every feature of the REST tier, once. A new feature is a folder `services/<name>` with its
 * `<name>.module.ts`, and one line here. The order is the seed's: a feature whose demo rows reference
 * another's (a cart item its product, a college member its user) comes after it.
 */
export const FEATURE_MODULES = [
  healthModule,
  sessionModule,
  identityModule,
  maintenanceModule,
  registrationModule,
  otpModule,
  passwordsModule,
  consentModule,
  tourModule,
  feedbackModule,
  catalogueModule,
  cartModule,
  wishlistModule,
  learnerHeaderModule,
  alertsModule,
  checkoutModule,
  ordersModule,
  learningModule,
  learningPathsModule,
  educationLoanModule,
  documentsModule,
  studentsModule,
  assessmentModule,
  dashboardModule,
  profileModule,
  jobsModule,
  usersModule,
  eventsModule,
  collegesModule,
  discountsModule,
  staffDashboardModule,
  corporatesModule,
  auditModule,
  catalogueAdminModule,
  videosModule,
  messagingModule,
  uploadsModule,
  gdpiModule,
  reportsModule,
  chatModule,
  outboxModule,
] as const satisfies readonly FeatureModule[];

/** The features of the REST tier: the same names as `client/src/features` and `gateway-graphql/src/modules`. */
export type FeatureName = (typeof FEATURE_MODULES)[number]['name'];

export type { FeatureModule, Infrastructure } from './feature-module';
