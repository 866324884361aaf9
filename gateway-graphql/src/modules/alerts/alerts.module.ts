import { defineModule } from '../module';
import { AlertsResolver } from './alerts.resolver';
import { AlertsSource } from './alerts.source';

/** Alerts and messages: View All pages, mark as read, staff sending, and the live feed (`001 §2`, `§7`). */
export const alertsModule = defineModule({
  name: 'alerts',
  resolvers: [AlertsResolver],
  createSources: (scope) => ({ alerts: new AlertsSource(scope, scope.inboxEvents) }),
});
