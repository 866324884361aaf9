import { defineFeature, type Infrastructure } from '../feature-module';
import { MaintenanceRepository } from './maintenance.repository';
import { maintenanceRoutes } from './maintenance.routes';
import { MaintenanceService } from './maintenance.service';

/** The maintenance service; identity asks it whether sign-in is closed (SM_11). */
export const createMaintenanceService = ({ db }: Pick<Infrastructure, 'db'>): MaintenanceService =>
  new MaintenanceService(new MaintenanceRepository(db));

export const maintenanceModule = defineFeature({
  name: 'maintenance',
  register: async (app, infrastructure) => maintenanceRoutes(app, createMaintenanceService(infrastructure)),
});
