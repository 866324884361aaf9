import { lazyPage } from '../../shared/lazy-page';
import { ClientPath, RoleId } from '@finx/domain';
import type { FeatureRoute } from '../../shared/feature-route';

const ChangePasswordPage = lazyPage(() => import('./change-password-page'));
const ForgotPasswordPage = lazyPage(() => import('./forgot-password-page'));
const ResetPasswordPage = lazyPage(() => import('./reset-password-page'));

export const passwordsRoutes: readonly FeatureRoute[] = [
  // No roles: every signed-in role changes its own password here (`000 §2`); the staff and college
  // sidebars link it.
  {
    path: ClientPath.CHANGE_PASSWORD,
    frame: 'public',
    element: <ChangePasswordPage />,
    menu: {
      label: 'Change Password',
      icon: () => import('@mui/icons-material/PasswordOutlined'),
      group: 'security',
      order: 50,
      roles: [RoleId.ADMIN, RoleId.OPS, RoleId.SYSOPS_ADMIN, RoleId.COLLEGE],
    },
  },
  { path: ClientPath.FORGOT_PASSWORD, frame: 'public', element: <ForgotPasswordPage /> },
  { path: ClientPath.RESET_PASSWORD, frame: 'public', element: <ResetPasswordPage /> },
];
