import { type PersonnelDataRequest, type PersonnelDataResponse, RestPath } from '@finx/domain';
import type { GatewayContext } from '../../context';
import { GatewayErrorCode, gatewayError } from '../../errors/gateway-error';
import type { UpstreamClient } from '../../upstream/upstream.client';
import { type ActionPayload, done, failed } from '../shared/action-payload.types';

/** The tour flag in personnel data (`000 §3`). */
export class TourSource {
  constructor(private readonly upstream: UpstreamClient) {}

  async isTourCompleted(ctx: GatewayContext): Promise<boolean> {
    const viewer = ctx.session.viewer;
    if (!viewer) throw gatewayError(GatewayErrorCode.UNAUTHENTICATED, 'SESSION_EXPIRED');
    const envelope = await this.upstream.request<PersonnelDataResponse>(ctx.session, {
      method: 'GET',
      path: RestPath.PERSONNEL_DATA,
      query: { studentID: viewer.userId },
      auth: 'user',
    });
    return envelope.responseObject?.isTourCompleted === 1;
  }

  async complete(ctx: GatewayContext): Promise<ActionPayload> {
    const viewer = ctx.session.viewer;
    if (!viewer) throw gatewayError(GatewayErrorCode.UNAUTHENTICATED, 'SESSION_EXPIRED');
    const body: PersonnelDataRequest = { studentID: viewer.userId, isTourCompleted: 1 };
    const result = await this.upstream.call(ctx.session, {
      method: 'PUT',
      path: RestPath.PERSONNEL_DATA,
      body,
      auth: 'user',
      allowFailure: true,
    });
    return result.ok ? done() : failed(result);
  }
}
