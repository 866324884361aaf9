import { defineFeatureContract, type RestPathTable } from './feature-contract';

/** The maintenance state of `000 §3` as the deployment-flag call answers it. */
export interface MaintenanceStateResponse {
  deploymentFlag: 0 | 1;
  notificationFlag: 0 | 1;
  startDate: string | null;
  toDate: string | null;
  loginDisabled: 0 | 1;
  upgradeNotice: string | null;
}

export type MaintenanceUpdateRequest = MaintenanceStateResponse;

export const maintenanceContract = defineFeatureContract({
  feature: 'maintenance',
});

export const maintenanceRestPaths = {
  feature: 'maintenance',
  restPaths: {
    DEPLOYMENT_FLAG: '/finx-thor-authentication/api/v1/deploymentFlag',
  },
} as const satisfies RestPathTable;
