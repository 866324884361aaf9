import { eventRsvps, events } from '../../db/schema/events';
import { eventRows, eventRsvpRows } from '../../db/seed/events';
import type { FeatureSeed } from '../../db/seed/feature-seed';

/** The demo calendar (DEMO_EVENTS) and the learners' RSVPs to it. */
export const eventsSeed: FeatureSeed = {
  demo: async (tx, { now }) => {
    await tx.insert(events).values(eventRows(now)).onConflictDoNothing();
    await tx.insert(eventRsvps).values(eventRsvpRows(now)).onConflictDoNothing();
  },
};
