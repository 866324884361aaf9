import DashboardIcon from '@mui/icons-material/SpaceDashboardOutlined';
import PasswordIcon from '@mui/icons-material/PasswordOutlined';
import CollegeIcon from '@mui/icons-material/AccountBalanceOutlined';
import { ClientRoute, RoleId } from '@finx/domain';
import type { ConsoleMenuEntry } from '../../shared/menu-entry';

/**
 * The college placement officer's menu (`001 §2`: /collegeDashboard and /collegeProfile). Only screens
 * the router has.
 */
export const COLLEGE_MENU: readonly ConsoleMenuEntry[] = [
  { label: 'Dashboard', to: '/collegeDashboard', icon: DashboardIcon, roles: [RoleId.COLLEGE], group: null },
  {
    label: 'College Profile',
    to: ClientRoute.collegeProfile(),
    icon: CollegeIcon,
    roles: [RoleId.COLLEGE],
    group: null,
  },
  {
    label: 'Change Password',
    to: '/changepassword',
    icon: PasswordIcon,
    roles: [RoleId.COLLEGE],
    group: 'security',
  },
];
