import { lazyPage } from '../../shared/lazy-page';
import { ClientPath } from '@finx/domain';
import { RoleSet, type FeatureRoute } from '../../shared/feature-route';

const pages = () => import('./report-pages');
const EnrolmentReportPage = lazyPage(() => pages().then((m) => ({ default: m.EnrolmentReportPage })));
const UserActivityReportPage = lazyPage(() => pages().then((m) => ({ default: m.UserActivityReportPage })));
const AssessmentReportPage = lazyPage(() => pages().then((m) => ({ default: m.AssessmentReportPage })));
const UnassignedUsersReportPage = lazyPage(() =>
  pages().then((m) => ({ default: m.UnassignedUsersReportPage })),
);
const CfxProgressReportPage = lazyPage(() => pages().then((m) => ({ default: m.CfxProgressReportPage })));
const DataDumpPage = lazyPage(() => pages().then((m) => ({ default: m.DataDumpPage })));
const callPages = () => import('./call-report-pages');
const VideoReportPage = lazyPage(() => callPages().then((m) => ({ default: m.VideoReportPage })));
const SessionReportPage = lazyPage(() => callPages().then((m) => ({ default: m.SessionReportPage })));
const CourseReportPage = lazyPage(() =>
  import('./course-report-page').then((m) => ({ default: m.CourseReportPage })),
);
const CourseEnquiriesPage = lazyPage(() =>
  import('./course-enquiries-page').then((m) => ({ default: m.CourseEnquiriesPage })),
);

const reportIcon = () => import('@mui/icons-material/AssessmentOutlined');

/** Staff reports (issue 14 item 4). */
export const reportsRoutes: readonly FeatureRoute[] = [
  {
    path: ClientPath.REPORT_ENROLLMENT,
    frame: 'staff',
    roles: RoleSet.ADMIN_OR_SYSOPS,
    element: <EnrolmentReportPage />,
    menu: { label: 'Enrolment Report', icon: reportIcon, group: 'reports', order: 20 },
  },
  {
    path: ClientPath.USER_ACTIVITY,
    frame: 'staff',
    roles: RoleSet.ADMIN_OR_SYSOPS,
    element: <UserActivityReportPage />,
    menu: { label: 'User Activity', icon: reportIcon, group: 'reports', order: 30 },
  },
  {
    path: ClientPath.USER_ACTIVITY_REPORT,
    frame: 'staff',
    roles: RoleSet.ADMIN_OR_SYSOPS,
    element: <UserActivityReportPage />,
  },
  {
    path: ClientPath.ASSESSMENT_REPORT,
    frame: 'staff',
    roles: RoleSet.ADMIN_OR_SYSOPS,
    element: <AssessmentReportPage />,
    menu: { label: 'Assessment Report', icon: reportIcon, group: 'reports', order: 40 },
  },
  {
    path: ClientPath.UNASSIGNED_USERS_REPORT,
    frame: 'staff',
    roles: RoleSet.ADMIN_OR_SYSOPS,
    element: <UnassignedUsersReportPage />,
    menu: { label: 'Unassigned Users', icon: reportIcon, group: 'reports', order: 50 },
  },
  // The staff CFX progress report (studentcfxreport/getstudentprogress; not a spec route,
  // docs/decisions/reports.md).
  {
    path: ClientPath.CFX_PROGRESS_REPORT,
    frame: 'staff',
    roles: RoleSet.STAFF_AND_SYSOPS,
    element: <CfxProgressReportPage />,
    menu: { label: 'CFX Progress Report', icon: reportIcon, group: 'reports', order: 70 },
  },
  {
    path: ClientPath.DATA_DUMP_REPORT,
    frame: 'staff',
    roles: RoleSet.STAFF_AND_SYSOPS,
    element: <DataDumpPage />,
    menu: { label: 'Data Dump Report', icon: reportIcon, group: 'reports', order: 80 },
  },
  // The reports single REST calls serve (not spec routes; docs/decisions/rest-contract.md), each for the
  // roles its call admits.
  {
    path: ClientPath.COURSE_REPORT,
    frame: 'staff',
    roles: RoleSet.ADMIN_OR_SYSOPS,
    element: <CourseReportPage />,
    menu: { label: 'Course Report', icon: reportIcon, group: 'reports', order: 25 },
  },
  {
    path: ClientPath.SESSION_REPORT,
    frame: 'staff',
    roles: RoleSet.ADMIN_OR_OPS,
    element: <SessionReportPage />,
    menu: { label: 'Session Report', icon: reportIcon, group: 'reports', order: 35 },
  },
  {
    path: ClientPath.VIDEO_REPORT,
    frame: 'staff',
    roles: RoleSet.ADMIN_OR_OPS,
    element: <VideoReportPage />,
    menu: { label: 'Video Report', icon: reportIcon, group: 'reports', order: 55 },
  },
  {
    path: ClientPath.COURSE_ENQUIRIES,
    frame: 'staff',
    roles: RoleSet.ADMIN_OR_OPS,
    element: <CourseEnquiriesPage />,
    menu: { label: 'Course Enquiries', icon: reportIcon, group: 'reports', order: 57 },
  },
];
