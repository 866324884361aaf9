import { defineFeature } from '../feature-module';
import { StaffDashboardRepository } from './staff-dashboard.repository';
import { staffDashboardRoutes } from './staff-dashboard.routes';
import { StaffDashboardService } from './staff-dashboard.service';

/** The admin and ops dashboards' figures over a chosen period (issue 13 item 1). Read only: nothing to audit. */
export const staffDashboardModule = defineFeature({
  name: 'staff-dashboard',
  register: async (app, { db }) => {
    staffDashboardRoutes(app, new StaffDashboardService(new StaffDashboardRepository(db)));
  },
});
