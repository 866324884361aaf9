import { ReasonCode, messageFor } from '@finx/domain';
import { MessagePage } from './message-page';

/** `/access-denied`: a role check failed (`000 §4`). */
export default function AccessDeniedPage() {
  return <MessagePage title="Access denied">{messageFor(ReasonCode.FORBIDDEN)}</MessagePage>;
}
