import type { Database } from '../../db/database';
import { defineFeature } from '../feature-module';
import { AlertsRepository } from './alerts.repository';
import { alertsRoutes } from './alerts.routes';
import { AlertsService } from './alerts.service';
import { alertsSeed } from './alerts.seed';

/** The learner's alerts and messages beyond the header: View All pages, mark as read, staff sending. */
export const alertsModule = defineFeature({
  name: 'alerts',
  seed: alertsSeed,
  register: async (app, { db }) => alertsRoutes(app, new AlertsService(new AlertsRepository(db))),
});

/** Writes learners' inbox items for other features (staff messaging), with the rules of this one. */
export const createInboxWriter = (db: Database): Pick<AlertsRepository, 'addAlert' | 'addNotification'> =>
  new AlertsRepository(db);
