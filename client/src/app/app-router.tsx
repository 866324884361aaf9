import { lazy, Suspense, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { RequireRole } from '../features/identity/require-role';
import { FAQ_ROUTE, PolicyAliasRoute, PolicyRoute } from '../shared/site-links';
import { ROADMAP_ROUTE } from '../features/roadmap/roadmap-route';
import { FullScreenLoader } from './full-screen-loader';
import { ViewerLayout } from './layouts/viewer-layout';

// Every screen is its own chunk: the first load carries only the shell and the screen opened.
const HomePage = lazy(() => import('../features/identity/home-page'));
const StaffLoginPage = lazy(() => import('../features/identity/staff-login-page'));
const StaffLayout = lazy(() => import('../features/identity/staff-layout'));
const CollegeLayout = lazy(() => import('../features/identity/college-layout'));
const StaffDashboardPage = lazy(() => import('../features/identity/staff-dashboard-page'));
const LearnerLayout = lazy(() => import('../features/learner-header/learner-layout'));
const DashboardPage = lazy(() => import('../features/dashboard/dashboard-page'));
const CataloguePage = lazy(() => import('../features/catalogue/catalogue-page'));
const ProductDetailsPage = lazy(() => import('../features/catalogue/product-details-page'));
const CartPage = lazy(() => import('../features/cart/cart-page'));
const WishlistPage = lazy(() => import('../features/wishlist/wishlist-page'));
const CheckoutPage = lazy(() => import('../features/checkout/checkout-page'));
const WalletPage = lazy(() => import('../features/checkout/wallet-page'));
const ThankYouPage = lazy(() => import('../features/checkout/thank-you-page'));
const PaymentErrorPage = lazy(() => import('../features/checkout/payment-error-page'));
const MyOrdersRoute = lazy(() => import('../features/orders/my-orders-route'));
const PrerequisitesPage = lazy(() => import('../features/learning/prerequisites-page'));
const StaffRegisterPage = lazy(() => import('../features/registration/staff-register-page'));
const RegisterSuccessPage = lazy(() => import('../features/registration/register-success-page'));
const EmailVerificationPage = lazy(() => import('../features/registration/email-verification-page'));
const DevOutboxPage = lazy(() => import('../features/registration/dev-outbox-page'));
const ChangePasswordPage = lazy(() => import('../features/passwords/change-password-page'));
const ForgotPasswordPage = lazy(() => import('../features/passwords/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('../features/passwords/reset-password-page'));
const TourPage = lazy(() => import('../features/tour/tour-page'));
const WithdrawConsentPage = lazy(() => import('../features/consent/withdraw-consent-page'));
const UnsubscribePage = lazy(() => import('../features/consent/unsubscribe-page'));
const PrivacyPolicyPage = lazy(() => import('../features/policies/privacy-policy-page'));
const DisclaimerPage = lazy(() => import('../features/policies/disclaimer-page'));
const CookiesPolicyPage = lazy(() => import('../features/policies/cookies-policy-page'));
const FaqPage = lazy(() => import('../features/faq/faq-page'));
const RoadmapPage = lazy(() => import('../features/roadmap/roadmap-page'));
const AccessDeniedPage = lazy(() => import('./access-denied-page'));
const NotFoundPage = lazy(() => import('./not-found-page'));

/** Private areas: the guard checks the route's roles against the server's viewer. */
const guarded = (element: ReactNode) => <RequireRole>{element}</RequireRole>;

/**
 * Routes of `000 §2` and `001 §2` built so far. Paths match case-insensitively (React Router's default),
 * as the spec asks for the college and ops/admin screens.
 */
export function AppRoutes() {
  return (
    <Suspense fallback={<FullScreenLoader />}>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/login" element={<HomePage initialTab="login" />} />
        <Route path="/register" element={<HomePage initialTab="register" />} />
        <Route path="/opsAdminLogin" element={<StaffLoginPage audience="staff" />} />
        <Route path="/collegeLogin" element={<StaffLoginPage audience="college" />} />
        <Route path="/changepassword" element={<ChangePasswordPage />} />
        <Route path="/forgotpassword" element={<ForgotPasswordPage />} />
        <Route path="/forgotpasswordnext" element={<ResetPasswordPage />} />
        <Route path="/my-tour" element={<TourPage />} />
        <Route path="/unsubscribe-page" element={<UnsubscribePage />} />
        <Route path="/withdraw-consent" element={guarded(<WithdrawConsentPage />)} />
        <Route path="/collegeRegister" element={<StaffRegisterPage audience="college" />} />
        <Route path="/opsAdminRegister" element={<StaffRegisterPage audience="staff" />} />
        <Route path="/registerSuccess" element={<RegisterSuccessPage />} />
        <Route path="/emailVerification/:eid" element={<EmailVerificationPage />} />
        <Route path="/dev/outbox" element={<DevOutboxPage />} />
        <Route path={PolicyRoute.PRIVACY} element={<PrivacyPolicyPage />} />
        <Route path={PolicyAliasRoute.PRIVACY} element={<PrivacyPolicyPage />} />
        <Route path={PolicyRoute.DISCLAIMER} element={<DisclaimerPage />} />
        <Route path={PolicyAliasRoute.DISCLAIMER} element={<DisclaimerPage />} />
        <Route path={PolicyRoute.COOKIES} element={<CookiesPolicyPage />} />
        <Route path={PolicyAliasRoute.COOKIES} element={<CookiesPolicyPage />} />
        <Route path={FAQ_ROUTE} element={<FaqPage />} />
        <Route path={ROADMAP_ROUTE} element={<RoadmapPage />} />

        <Route element={guarded(<LearnerLayout />)}>
          <Route path="/studentDashboard" element={<DashboardPage />} />
          <Route path="/courses" element={<CataloguePage type="COURSE" />} />
          <Route path="/courses/:id" element={<ProductDetailsPage type="COURSE" />} />
          <Route path="/videos" element={<CataloguePage type="VIDEO" />} />
          <Route path="/videos/:id" element={<ProductDetailsPage type="VIDEO" />} />
          <Route path="/mycart" element={<CartPage />} />
          <Route path="/mywishlist" element={<WishlistPage />} />
          {/* Open to any signed-in user in the spec's route table; the data behind them is the
              learner's own, so they sit in the learner frame and the server refuses anyone else. */}
          <Route path="/checkout" element={<CheckoutPage />} />
          <Route path="/checkout-paytm" element={<WalletPage />} />
          <Route path="/thankyou" element={<ThankYouPage />} />
          <Route path="/error" element={<PaymentErrorPage />} />
          <Route path="/my-Subcription-list" element={<PrerequisitesPage />} />
        </Route>

        <Route element={guarded(<StaffLayout />)}>
          <Route path="/admin-dashboard" element={<StaffDashboardPage route="/admin-dashboard" />} />
          <Route path="/ops-dashboard" element={<StaffDashboardPage route="/ops-dashboard" />} />
        </Route>

        <Route element={guarded(<CollegeLayout />)}>
          <Route path="/collegeDashboard" element={<StaffDashboardPage route="/collegeDashboard" />} />
        </Route>

        {/* Learners' My Payment or staff's payment report, each in its own frame (decided by the viewer). */}
        <Route path="/my-orders" element={guarded(<MyOrdersRoute />)} />

        {/* Inside the signed-in layout of the viewer's role, or the public one for visitors. */}
        <Route element={<ViewerLayout />}>
          <Route path="/access-denied" element={<AccessDeniedPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </Suspense>
  );
}

export function AppRouter({ children }: { children?: ReactNode }) {
  return (
    <BrowserRouter>
      {children}
      <AppRoutes />
    </BrowserRouter>
  );
}
