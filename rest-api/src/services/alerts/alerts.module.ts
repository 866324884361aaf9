import type { Database } from '../../db/database';
import { defineFeature } from '../feature-module';
import { AlertsRepository } from './alerts.repository';

export { PLATFORM_SENDER } from './alerts.repository';
import { alertsRoutes } from './alerts.routes';
import { AlertsService } from './alerts.service';
import { alertsSeed } from './alerts.seed';

/** The learner's alerts and messages beyond the header: View All pages, mark as read, staff sending. */
export const alertsModule = defineFeature({
  name: 'alerts',
  seed: alertsSeed,
  register: async (app, { db }) => alertsRoutes(app, new AlertsService(new AlertsRepository(db))),
});

/** What other features may do to a learner's inbox: add an alert or a message, in their transaction. */
export type InboxWriter = Pick<AlertsRepository, 'addAlert' | 'addNotification'>;

/** Writes learners' inbox items for other features (staff messaging, job moves), with the rules of this one. */
export const createInboxWriter = (db: Database): InboxWriter => new AlertsRepository(db);
