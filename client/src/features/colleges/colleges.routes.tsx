import { lazyPage } from '../../shared/lazy-page';
import { ClientPath } from '@finx/domain';
import { RoleSet, type FeatureRoute } from '../../shared/feature-route';

const CollegeProfilePage = lazyPage(() => import('./college-profile-page'));
const SpocPage = lazyPage(() => import('./spoc-page'));
const CollegeListPage = lazyPage(() => import('./college-list-page'));
const CollegeFormPage = lazyPage(() => import('./college-form-page'));

/**
 * The college officer's college (issue 13 item 1; its dashboard part sits on /collegeDashboard), SPOC, and
 * staff college management with members (item 4).
 */
export const collegesRoutes: readonly FeatureRoute[] = [
  {
    path: ClientPath.COLLEGE_PROFILE,
    frame: 'college',
    roles: RoleSet.COLLEGE,
    element: <CollegeProfilePage />,
    menu: {
      label: 'College Profile',
      icon: () => import('@mui/icons-material/AccountBalanceOutlined'),
      group: null,
      order: 40,
    },
  },
  {
    path: ClientPath.UPLOAD_SPOC,
    frame: 'staff',
    roles: RoleSet.ADMIN_OR_OPS,
    element: <SpocPage />,
    menu: {
      label: 'SPOC',
      icon: () => import('@mui/icons-material/SupportAgentOutlined'),
      group: 'masters',
      order: 110,
    },
  },
  // This system's college management (issue 13 item 4, docs/decisions/colleges-and-corporates.md).
  {
    path: ClientPath.COLLEGE_LIST,
    frame: 'staff',
    roles: RoleSet.ADMIN_OR_OPS,
    element: <CollegeListPage />,
    menu: {
      label: 'Colleges',
      icon: () => import('@mui/icons-material/ApartmentOutlined'),
      group: 'masters',
      order: 150,
    },
  },
  { path: ClientPath.ADD_COLLEGE, frame: 'staff', roles: RoleSet.ADMIN_OR_OPS, element: <CollegeFormPage /> },
  {
    path: ClientPath.EDIT_COLLEGE,
    frame: 'staff',
    roles: RoleSet.ADMIN_OR_OPS,
    element: <CollegeFormPage />,
  },
];
