import { defineModule } from '../module';
import { StaffEventsResolver } from './events.resolver';
import { EventsSource } from './events.source';

/** Staff events (issue 13 item 4): add, update, the RSVP report and the reminder mail. */
export const eventsModule = defineModule({
  name: 'events',
  resolvers: [StaffEventsResolver],
  // Keyed apart from the learner calendar's `events` source (dashboard), which the context also holds.
  createSources: (scope) => ({ staffEvents: new EventsSource(scope) }),
});
