import { createAuditService } from '../audit/audit.module';
import { defineFeature } from '../feature-module';
import { StaffEventsRepository } from './events.repository';
import { eventsRoutes } from './events.routes';
import { EventsService } from './events.service';
import { eventsSeed } from './events.seed';

/** Staff events (issue 13 item 4): add, update, the RSVP report and the reminder mail. */
export const eventsModule = defineFeature({
  name: 'events',
  seed: eventsSeed,
  register: async (app, infrastructure) => {
    const { db, messenger, transaction } = infrastructure;
    eventsRoutes(
      app,
      new EventsService({
        events: new StaffEventsRepository(db),
        audit: createAuditService(infrastructure),
        messenger,
        transaction,
      }),
    );
  },
});
