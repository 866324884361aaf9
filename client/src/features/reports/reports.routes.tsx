import { lazy } from 'react';
import { ClientPath } from '@finx/domain';
import type { FeatureRoute } from '../../shared/feature-route';

const pages = () => import('./report-pages');
const EnrolmentReportPage = lazy(() => pages().then((m) => ({ default: m.EnrolmentReportPage })));
const UserActivityReportPage = lazy(() => pages().then((m) => ({ default: m.UserActivityReportPage })));
const AssessmentReportPage = lazy(() => pages().then((m) => ({ default: m.AssessmentReportPage })));
const UnassignedUsersReportPage = lazy(() => pages().then((m) => ({ default: m.UnassignedUsersReportPage })));
const CfxProgressReportPage = lazy(() => pages().then((m) => ({ default: m.CfxProgressReportPage })));
const DataDumpPage = lazy(() => pages().then((m) => ({ default: m.DataDumpPage })));

/** Staff reports (issue 14 item 4). */
export const reportsRoutes: readonly FeatureRoute[] = [
  { path: ClientPath.REPORT_ENROLLMENT, frame: 'staff', element: <EnrolmentReportPage /> },
  { path: ClientPath.USER_ACTIVITY, frame: 'staff', element: <UserActivityReportPage /> },
  { path: ClientPath.USER_ACTIVITY_REPORT, frame: 'staff', element: <UserActivityReportPage /> },
  { path: ClientPath.ASSESSMENT_REPORT, frame: 'staff', element: <AssessmentReportPage /> },
  { path: ClientPath.UNASSIGNED_USERS_REPORT, frame: 'staff', element: <UnassignedUsersReportPage /> },
  { path: ClientPath.CFX_PROGRESS_REPORT, frame: 'staff', element: <CfxProgressReportPage /> },
  { path: ClientPath.DATA_DUMP_REPORT, frame: 'staff', element: <DataDumpPage /> },
];
