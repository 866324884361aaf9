import { defineModule } from '../module';
import { MaintenanceResolver } from './maintenance.resolver';
import { MaintenanceSource } from './maintenance.source';

/** The maintenance state (`000 §4`): read by everyone at start, switched by staff. */
export const maintenanceModule = defineModule({
  name: 'maintenance',
  resolvers: [MaintenanceResolver],
  createSources: (scope) => ({ maintenance: new MaintenanceSource(scope) }),
});
