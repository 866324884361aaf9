import { lazyPage } from '../../shared/lazy-page';
import { Navigate } from 'react-router-dom';
import { ClientPath } from '@finx/domain';
import { RoleSet, type FeatureRoute, type ScreenData } from '../../shared/feature-route';

const HomePage = lazyPage(() => import('./home-page'));
const StaffLoginPage = lazyPage(() => import('./staff-login-page'));
const StaffDashboardPage = lazyPage(() => import('./staff-dashboard-page'));
// The college officer's applicants sit on their dashboard: `001 §2` gives them two routes only.
const CollegeApplicants = lazyPage(() =>
  import('../jobs/college-applicants/college-applicants').then((module) => ({
    default: module.CollegeApplicants,
  })),
);
// Their college's figures and students (issue 13 item 1), above the applicants.
const CollegeOverview = lazyPage(() =>
  import('../colleges/college-overview').then((module) => ({ default: module.CollegeOverview })),
);

/** The admin and ops dashboards' figures, asked with the page's code (app/route-preload.ts). */
const staffDashboardData: ScreenData = async (client, _params, search) =>
  (await import('../staff-dashboard/staff-dashboard.data')).staffDashboardData(client, search);

/** Sign-in screens (`000 §2`) and the staff and college landing pages. */
export const identityRoutes: readonly FeatureRoute[] = [
  { path: ClientPath.HOME, frame: 'public', element: <HomePage /> },
  { path: ClientPath.LOGIN, frame: 'public', element: <HomePage initialTab="login" /> },
  { path: ClientPath.REGISTER, frame: 'public', element: <HomePage initialTab="register" /> },
  { path: ClientPath.STAFF_LOGIN, frame: 'public', element: <StaffLoginPage audience="staff" /> },
  { path: ClientPath.COLLEGE_LOGIN, frame: 'public', element: <StaffLoginPage audience="college" /> },
  {
    path: ClientPath.ADMIN_DASHBOARD,
    frame: 'staff',
    // SYSOPSADMIN lands here too: `000 §2` sends every role but learner, ops and TPO to it.
    roles: RoleSet.ADMIN_OR_SYSOPS,
    element: <StaffDashboardPage route={ClientPath.ADMIN_DASHBOARD} />,
    data: staffDashboardData,
    menu: {
      label: 'Dashboard',
      icon: () => import('@mui/icons-material/SpaceDashboardOutlined'),
      group: null,
      order: 10,
    },
  },
  {
    path: ClientPath.OPS_DASHBOARD,
    frame: 'staff',
    roles: RoleSet.OPS,
    element: <StaffDashboardPage route={ClientPath.OPS_DASHBOARD} />,
    data: staffDashboardData,
    menu: {
      label: 'Dashboard',
      icon: () => import('@mui/icons-material/SpaceDashboardOutlined'),
      group: null,
      order: 20,
    },
  },
  {
    path: ClientPath.COLLEGE_DASHBOARD,
    frame: 'college',
    roles: RoleSet.COLLEGE,
    element: (
      <StaffDashboardPage route={ClientPath.COLLEGE_DASHBOARD}>
        <CollegeOverview />
        <CollegeApplicants />
      </StaffDashboardPage>
    ),
    menu: {
      label: 'Dashboard',
      icon: () => import('@mui/icons-material/SpaceDashboardOutlined'),
      group: null,
      order: 30,
    },
  },
  // `001 §2`'s header routes: each header is part of its layout, so its route opens the dashboard.
  {
    path: ClientPath.ADMIN_HEADER,
    frame: 'staff',
    roles: RoleSet.ADMIN_OR_SYSOPS,
    element: <Navigate to={ClientPath.ADMIN_DASHBOARD} replace />,
  },
  {
    path: ClientPath.OPS_HEADER,
    frame: 'staff',
    roles: RoleSet.OPS,
    element: <Navigate to={ClientPath.OPS_DASHBOARD} replace />,
  },
];
