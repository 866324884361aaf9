import { ReportKind } from '@finx/domain';
import { ReportPage } from './report-page';

/** /report-enrollment (admin). */
export const EnrolmentReportPage = () => <ReportPage kind={ReportKind.ENROLLMENT} />;
/** /user-activity and /user-activity-report (admin): the spec names the one report twice. */
export const UserActivityReportPage = () => <ReportPage kind={ReportKind.USER_ACTIVITY} />;
/** /assessment-report (admin). */
export const AssessmentReportPage = () => <ReportPage kind={ReportKind.ASSESSMENT} />;
/** /unassigned-users-report (admin). */
export const UnassignedUsersReportPage = () => <ReportPage kind={ReportKind.UNASSIGNED_USERS} />;
/** The staff CFX progress report (studentcfxreport/getstudentprogress and downloadcfxreport). */
export const CfxProgressReportPage = () => <ReportPage kind={ReportKind.CFX_PROGRESS} />;
export { DataDumpPage } from './data-dump-page';
