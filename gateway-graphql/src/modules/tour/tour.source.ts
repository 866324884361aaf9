import { type PersonnelDataRequest, type PersonnelDataResponse, RestPath } from '@finx/domain';
import type { RequestSession } from '../../session/request-session';
import type { RequestUpstream } from '../../upstream/upstream';
import type { ActionPayload } from '../shared/action-payload.types';
import { done, failed } from '../shared/user-errors';
import { callerOf } from '../shared/caller';
import type { RequestScope } from '../shared/request-scope';
import { TOUR_FIELDS } from './tour.errors';

/** The tour flag in personnel data (`000 §3`). */
export class TourSource {
  private readonly upstream: RequestUpstream;
  private readonly session: RequestSession;

  constructor(scope: RequestScope) {
    this.upstream = scope.upstream;
    this.session = scope.session;
  }

  async isTourCompleted(): Promise<boolean> {
    const envelope = await this.upstream.request<PersonnelDataResponse>({
      method: 'GET',
      path: RestPath.PERSONNEL_DATA,
      query: { studentID: callerOf(this.session).userId },
      auth: 'user',
    });
    return envelope.responseObject?.isTourCompleted === 1;
  }

  async complete(): Promise<ActionPayload> {
    const body: PersonnelDataRequest = { studentID: callerOf(this.session).userId, isTourCompleted: 1 };
    const result = await this.upstream.call({
      method: 'PUT',
      path: RestPath.PERSONNEL_DATA,
      body,
      auth: 'user',
      allowFailure: true,
    });
    return result.ok ? done() : failed(result, TOUR_FIELDS);
  }
}
