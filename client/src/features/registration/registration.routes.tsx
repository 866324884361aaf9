import { lazyPage } from '../../shared/lazy-page';
import { ClientPath } from '@finx/domain';
import type { FeatureRoute } from '../../shared/feature-route';

const StaffRegisterPage = lazyPage(() => import('./staff-register-page'));
const RegisterSuccessPage = lazyPage(() => import('./register-success-page'));
const EmailVerificationPage = lazyPage(() => import('./email-verification-page'));
const DevOutboxPage = lazyPage(() => import('./dev-outbox-page'));

export const registrationRoutes: readonly FeatureRoute[] = [
  { path: ClientPath.COLLEGE_REGISTER, frame: 'public', element: <StaffRegisterPage audience="college" /> },
  { path: ClientPath.STAFF_REGISTER, frame: 'public', element: <StaffRegisterPage audience="staff" /> },
  { path: ClientPath.REGISTER_SUCCESS, frame: 'public', element: <RegisterSuccessPage /> },
  { path: ClientPath.EMAIL_VERIFICATION, frame: 'public', element: <EmailVerificationPage /> },
  // The development mailbox; in production the gateway has no outbox to show.
  { path: ClientPath.DEV_OUTBOX, frame: 'public', element: <DevOutboxPage /> },
];
