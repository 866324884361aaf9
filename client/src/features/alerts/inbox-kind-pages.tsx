import InboxPage from './inbox-page';
import { ALERTS, MESSAGES } from './inbox-kinds';

// The two kinds' screens as components of their own, so the route list (in every page's entry) names
// them without importing the kinds, whose queries and mark-read mutations then load with the screen.

/** `/myalerts[/:id]`: the learner's alerts. */
export function AlertsPage() {
  return <InboxPage kind={ALERTS} />;
}

/** `/notification[/:id]`: the learner's messages. */
export function MessagesPage() {
  return <InboxPage kind={MESSAGES} />;
}
