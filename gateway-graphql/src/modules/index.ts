import type { FastifyInstance } from 'fastify';
import type { ClassType, NonEmptyArray } from 'type-graphql';
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
import { uploadsModule } from './uploads/uploads.module';
import { consentModule } from './consent/consent.module';
import { documentsModule } from './documents/documents.module';
import { dashboardModule } from './dashboard/dashboard.module';
import { educationLoanModule } from './education-loan/education-loan.module';
import { eventsModule } from './events/events.module';
import { feedbackModule } from './feedback/feedback.module';
import { identityModule } from './identity/identity.module';
import { jobsModule } from './jobs/jobs.module';
import { learnerHeaderModule } from './learner-header/learner-header.module';
import { learningModule } from './learning/learning.module';
import { learningPathsModule } from './learning-paths/learning-paths.module';
import { maintenanceModule } from './maintenance/maintenance.module';
import type { ModuleInfrastructure, SourcesOf } from './module';
import { ordersModule } from './orders/orders.module';
import { passwordsModule } from './passwords/passwords.module';
import { profileModule } from './profile/profile.module';
import { registrationModule } from './registration/registration.module';
import { reportsModule } from './reports/reports.module';
import type { RequestScope } from './shared/request-scope';
import { studentsModule } from './students/students.module';
import { tourModule } from './tour/tour.module';
import { discountsModule } from './discounts/discounts.module';
import { staffDashboardModule } from './staff-dashboard/staff-dashboard.module';
import { corporatesModule } from './corporates/corporates.module';
import { gdpiModule } from './gdpi/gdpi.module';
import { usersModule } from './users/users.module';
import { messagingModule } from './messaging/messaging.module';
import { wishlistModule } from './wishlist/wishlist.module';

/**
 * Every feature of the gateway, listed once: the schema is built from their resolvers, each request gets
 * their sources, the app serves their HTTP routes, and `Sources` (the context's type) is derived from this
 * list. A new feature is a folder with its `<feature>.module.ts` and one line here.
 */
export const MODULES = [
  identityModule,
  maintenanceModule,
  registrationModule,
  passwordsModule,
  consentModule,
  tourModule,
  feedbackModule,
  catalogueModule,
  catalogueAdminModule,
  videosModule,
  cartModule,
  chatModule,
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
  reportsModule,
  discountsModule,
  staffDashboardModule,
  corporatesModule,
  auditModule,
  messagingModule,
  eventsModule,
  collegesModule,
  uploadsModule,
  gdpiModule,
] as const;

export type Sources = SourcesOf<typeof MODULES>;

const resolvers = (): NonEmptyArray<ClassType> => {
  const [first, ...rest] = MODULES.flatMap((module) => module.resolvers);
  if (!first) throw new Error('the gateway has no resolvers');
  return [first, ...rest];
};

/** Every module's resolvers, for the schema. */
export const RESOLVERS = resolvers();

/** This request's sources of every module. */
export const createSources = (scope: RequestScope): Sources =>
  Object.assign({}, ...MODULES.map((module) => module.createSources(scope))) as Sources;

/**
 * Every module's HTTP routes (uploads, exports, signed downloads, payment callbacks), so the app names no
 * feature. Their plugins load when the app is ready, after its error handler is set.
 */
export const registerModuleRoutes = (app: FastifyInstance, infrastructure: ModuleInfrastructure): void => {
  for (const module of MODULES) module.routes?.(app, infrastructure);
};

/** Two features may not share a name: a feature is found by its name in every tier. */
const assertDistinct = (): void => {
  const names = MODULES.map((module) => module.name);
  if (new Set(names).size !== names.length)
    throw new Error(`duplicate gateway module names: ${names.join(', ')}`);
};
assertDistinct();
