import { defineFeature } from '../feature-module';
import { DashboardRepository } from './dashboard.repository';
import { dashboardRoutes } from './dashboard.routes';
import { DashboardService } from './dashboard.service';
import { EventsRepository } from './events.repository';
import { eventsRoutes } from './events.routes';
import { EventsService } from './events.service';

/** The learner dashboard: events and RSVP, products of interest, admission letter, parents, referrals. */
export const dashboardModule = defineFeature({
  name: 'dashboard',
  register: async (app, { db, transaction, messenger, config }) => {
    eventsRoutes(app, new EventsService(new EventsRepository(db), transaction));
    dashboardRoutes(
      app,
      new DashboardService(new DashboardRepository(db), transaction, messenger),
      config.publicUrl,
    );
  },
});
