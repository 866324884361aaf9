import { alertsRoutes } from '../features/alerts/alerts.routes';
import { auditRoutes } from '../features/audit/audit.routes';
import { assessmentRoutes } from '../features/assessment/assessment.routes';
import { cartRoutes } from '../features/cart/cart.routes';
import { chatRoutes } from '../features/chat/chat.routes';
import { catalogueRoutes } from '../features/catalogue/catalogue.routes';
import { catalogueAdminRoutes } from '../features/catalogue-admin/catalogue-admin.routes';
import { videosRoutes } from '../features/videos/videos.routes';
import { collegesRoutes } from '../features/colleges/colleges.routes';
import { checkoutRoutes } from '../features/checkout/checkout.routes';
import { consentRoutes } from '../features/consent/consent.routes';
import { corporatesRoutes } from '../features/corporates/corporates.routes';
import { discountsRoutes } from '../features/discounts/discounts.routes';
import { dashboardRoutes } from '../features/dashboard/dashboard.routes';
import { documentsRoutes } from '../features/documents/documents.routes';
import { educationLoanRoutes } from '../features/education-loan/education-loan.routes';
import { eventsRoutes } from '../features/events/events.routes';
import { faqRoutes } from '../features/faq/faq.routes';
import { framesRoutes } from '../features/frames/frames.routes';
import { consoleMenuOf } from '../features/frames/console-menu';
import { identityRoutes } from '../features/identity/identity.routes';
import { jobsRoutes } from '../features/jobs/jobs.routes';
import { landingRoutes } from '../features/landing/landing.routes';
import { messagingRoutes } from '../features/messaging/messaging.routes';
import { learningRoutes } from '../features/learning/learning.routes';
import { learningPathsRoutes } from '../features/learning-paths/learning-paths.routes';
import { ordersRoutes } from '../features/orders/orders.routes';
import { passwordsRoutes } from '../features/passwords/passwords.routes';
import { policiesRoutes } from '../features/policies/policies.routes';
import { profileRoutes } from '../features/profile/profile.routes';
import { registrationRoutes } from '../features/registration/registration.routes';
import { reportsRoutes } from '../features/reports/reports.routes';
import { roadmapRoutes } from '../features/roadmap/roadmap.routes';
import { studentsRoutes } from '../features/students/students.routes';
import { tourRoutes } from '../features/tour/tour.routes';
import { uploadsRoutes } from '../features/uploads/uploads.routes';
import { gdpiRoutes } from '../features/gdpi/gdpi.routes';
import { usersRoutes } from '../features/users/users.routes';
import { wishlistRoutes } from '../features/wishlist/wishlist.routes';
import { createElement } from 'react';
import { Navigate } from 'react-router-dom';
import { addressWithoutId, isScreen, type FeatureRoute, type ScreenRoute } from '../shared/feature-route';
import { rolesLookupOf, type RouteTable } from '../shared/route-table';

/**
 * Every screen of every feature, listed once per feature: a new feature adds its `<feature>.routes.tsx`
 * and one line here, and nothing else (feature-routes.test.tsx checks it). Each route declares its path,
 * frame, roles and sidebar entry; the router, the role table and the sidebars below are made from this
 * list. Each screen stays its own chunk (the routes files load their pages lazily).
 */
export const FEATURE_ROUTES: readonly FeatureRoute[] = [
  ...identityRoutes,
  ...registrationRoutes,
  ...passwordsRoutes,
  ...consentRoutes,
  ...tourRoutes,
  ...policiesRoutes,
  ...faqRoutes,
  ...roadmapRoutes,
  ...dashboardRoutes,
  ...catalogueRoutes,
  ...cartRoutes,
  ...wishlistRoutes,
  ...checkoutRoutes,
  ...learningRoutes,
  ...learningPathsRoutes,
  ...assessmentRoutes,
  ...ordersRoutes,
  ...landingRoutes,
  ...educationLoanRoutes,
  ...documentsRoutes,
  ...studentsRoutes,
  ...alertsRoutes,
  ...usersRoutes,
  ...catalogueAdminRoutes,
  ...videosRoutes,
  ...discountsRoutes,
  ...corporatesRoutes,
  ...auditRoutes,
  ...messagingRoutes,
  ...uploadsRoutes,
  ...gdpiRoutes,
  ...profileRoutes,
  ...jobsRoutes,
  ...reportsRoutes,
  ...eventsRoutes,
  ...collegesRoutes,
  ...chatRoutes,
  ...framesRoutes,
];

/** A screen's address without its id, sending its roles on to the list it names. */
const withoutIdOf = (screen: ScreenRoute, list: string): ScreenRoute => ({
  path: addressWithoutId(screen.path),
  frame: screen.frame,
  roles: screen.roles,
  element: createElement(Navigate, { to: list, replace: true }),
});

/**
 * The screens the router draws (the list without the sidebar's Coming Soon entries), and for each screen
 * opened by an id its address without one, which leads to its list.
 */
export const SCREEN_ROUTES: readonly ScreenRoute[] = FEATURE_ROUTES.filter(isScreen).flatMap((screen) =>
  screen.withoutId === undefined ? [screen] : [screen, withoutIdOf(screen, screen.withoutId)],
);

/** The role table and the staff and college sidebar, as the shell provides them to the floors below. */
export const ROUTE_TABLE: RouteTable = {
  rolesFor: rolesLookupOf(SCREEN_ROUTES),
  consoleMenu: consoleMenuOf(FEATURE_ROUTES),
};
