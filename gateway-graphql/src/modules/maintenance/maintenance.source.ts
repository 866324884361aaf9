import { type MaintenanceStateResponse, type MaintenanceUpdateRequest, RestPath } from '@finx/domain';
import type { RequestUpstream } from '../../upstream/upstream';
import type { RequestScope } from '../shared/request-scope';
import type { Maintenance, MaintenanceInput } from './maintenance.types';

const toMaintenance = (state: MaintenanceStateResponse | null): Maintenance => ({
  // One state for the whole platform: a fixed id lets the cache replace it in place after a switch.
  id: 'maintenance',
  deploymentFlag: state?.deploymentFlag === 1,
  notificationFlag: state?.notificationFlag === 1,
  startDate: state?.startDate ? new Date(state.startDate) : null,
  toDate: state?.toDate ? new Date(state.toDate) : null,
  loginDisabled: state?.loginDisabled === 1,
  upgradeNotice: state?.upgradeNotice ?? null,
});

const flag = (on: boolean): 0 | 1 => (on ? 1 : 0);

/** The deployment flag (`000 §4`, maintenance): read by everyone at start, switched by staff. */
export class MaintenanceSource {
  private readonly upstream: RequestUpstream;

  constructor(scope: RequestScope) {
    this.upstream = scope.upstream;
  }

  async maintenance(): Promise<Maintenance> {
    const envelope = await this.upstream.request<MaintenanceStateResponse>({
      method: 'GET',
      path: RestPath.DEPLOYMENT_FLAG,
      auth: 'anonymous',
    });
    return toMaintenance(envelope.responseObject);
  }

  async setMaintenance(input: MaintenanceInput): Promise<Maintenance> {
    const body: MaintenanceUpdateRequest = {
      deploymentFlag: flag(input.deploymentFlag),
      notificationFlag: flag(input.notificationFlag),
      startDate: input.startDate?.toISOString() ?? null,
      toDate: input.toDate?.toISOString() ?? null,
      loginDisabled: flag(input.loginDisabled),
      upgradeNotice: input.upgradeNotice?.trim() || null,
    };
    const envelope = await this.upstream.request<MaintenanceStateResponse>({
      method: 'PUT',
      path: RestPath.DEPLOYMENT_FLAG,
      body,
      auth: 'user',
    });
    return toMaintenance(envelope.responseObject);
  }
}
