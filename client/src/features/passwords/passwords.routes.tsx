import { lazy } from 'react';
import { ClientPath } from '@finx/domain';
import type { FeatureRoute } from '../../shared/feature-route';

const ChangePasswordPage = lazy(() => import('./change-password-page'));
const ForgotPasswordPage = lazy(() => import('./forgot-password-page'));
const ResetPasswordPage = lazy(() => import('./reset-password-page'));

export const passwordsRoutes: readonly FeatureRoute[] = [
  { path: ClientPath.CHANGE_PASSWORD, frame: 'public', element: <ChangePasswordPage /> },
  { path: ClientPath.FORGOT_PASSWORD, frame: 'public', element: <ForgotPasswordPage /> },
  { path: ClientPath.RESET_PASSWORD, frame: 'public', element: <ResetPasswordPage /> },
];
