import { alerts, notifications } from '../../db/schema/alerts';
import type { FeatureSeed } from '../../db/seed/feature-seed';
import { alertRows, loadLearnerRows, notificationRows } from '../../db/seed/learner-activity';

/** The demo learners' alerts and notifications, then the load learners' copies (ids from the sequences). */
export const alertsSeed: FeatureSeed = {
  demo: async (tx, { now }) => {
    await tx.insert(alerts).values(alertRows(now)).onConflictDoNothing();
    await tx.insert(notifications).values(notificationRows(now)).onConflictDoNothing();
    const load = loadLearnerRows(now);
    await tx.insert(alerts).values(load.alerts);
    await tx.insert(notifications).values(load.notifications);
  },
};
