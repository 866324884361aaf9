import DashboardIcon from '@mui/icons-material/SpaceDashboardOutlined';
import PasswordIcon from '@mui/icons-material/PasswordOutlined';
import { RoleId } from '@finx/domain';
import type { ConsoleMenuEntry } from './menu-entry';

/**
 * The college placement officer's menu (`001 §2`: /collegeDashboard and /collegeProfile). Only screens
 * the router has: /collegeProfile joins with its line once it is built.
 */
export const COLLEGE_MENU: readonly ConsoleMenuEntry[] = [
  { label: 'Dashboard', to: '/collegeDashboard', icon: DashboardIcon, roles: [RoleId.COLLEGE], group: null },
  {
    label: 'Change Password',
    to: '/changepassword',
    icon: PasswordIcon,
    roles: [RoleId.COLLEGE],
    group: 'security',
  },
];
