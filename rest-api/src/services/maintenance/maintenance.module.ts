import { createAuditService } from '../audit/audit.module';
import { defineFeature, type Infrastructure } from '../feature-module';
import { MaintenanceRepository } from './maintenance.repository';
import { maintenanceRoutes } from './maintenance.routes';
import { MaintenanceService } from './maintenance.service';

/** The maintenance service; identity asks it whether sign-in is closed (SM_11). */
export const createMaintenanceService = ({
  db,
  transaction,
}: Pick<Infrastructure, 'db' | 'transaction'>): MaintenanceService =>
  new MaintenanceService(new MaintenanceRepository(db), transaction, createAuditService({ db }));

export const maintenanceModule = defineFeature({
  name: 'maintenance',
  register: async (app, infrastructure) => maintenanceRoutes(app, createMaintenanceService(infrastructure)),
});
