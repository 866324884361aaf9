import { lazy } from 'react';
import { RoleId } from '@finx/domain';
import { FullScreenLoader } from '../../shared/full-screen-loader';
import { useViewerQuery } from '../../graphql/generated/hooks';

const LearnerLayout = lazy(() => import('../learner-header/learner-layout'));
const StaffLayout = lazy(() => import('../identity/staff-layout'));
const MyOrdersPage = lazy(() => import('./my-orders-page'));
const PaymentReportPage = lazy(() => import('./payment-report-page'));

const STAFF_REPORT_ROLES: readonly number[] = [RoleId.ADMIN, RoleId.OPS];

/**
 * /my-orders is two screens in the spec (`001 §2`): My Payment for learners and the admin sidebar's
 * payment report for admin and ops. The server's viewer picks the screen and its frame; anyone else
 * gets the learner's screen, whose data the server only gives to a learner.
 */
export default function MyOrdersRoute() {
  const { data, loading } = useViewerQuery();
  if (loading && !data) return <FullScreenLoader />;
  const roleId = data?.viewer?.roleId;
  if (roleId !== undefined && STAFF_REPORT_ROLES.includes(roleId)) {
    return (
      <StaffLayout>
        <PaymentReportPage />
      </StaffLayout>
    );
  }
  return (
    <LearnerLayout>
      <MyOrdersPage />
    </LearnerLayout>
  );
}
