import { ReasonCode, messageFor } from '@finx/domain';
import { MessagePage } from './message-page';

/** `/access-denied`: a role check failed (`000 §4`); shown inside the viewer's own layout. */
export default function AccessDeniedPage() {
  return (
    <MessagePage title="Access denied" testId="access-denied">
      {messageFor(ReasonCode.FORBIDDEN)}
    </MessagePage>
  );
}
