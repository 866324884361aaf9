import { FeedbackAfterSignOut } from '../feedback/feedback-after-sign-out-prompt';
import { IdleTimeoutGate } from './idle-timeout-gate';
import { MaintenanceGate } from '../maintenance/maintenance-gate';

/** What watches every screen (`000 §4`): maintenance, the idle time-out, and feedback after sign-out. */
export function SessionShell() {
  return (
    <>
      <MaintenanceGate />
      <IdleTimeoutGate />
      <FeedbackAfterSignOut />
    </>
  );
}
