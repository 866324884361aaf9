import { ClientRoute, RestPath, type UnsubscribeRequest } from '@finx/domain';
import type { RequestSession } from '../../session/request-session';
import type { RequestUpstream } from '../../upstream/upstream';
import type { ActionPayload } from '../shared/action-payload.types';
import { done, failed } from '../shared/user-errors';
import type { RequestScope } from '../shared/request-scope';
import { CONSENT_FIELDS } from './consent.errors';

/** Withdraw Consent and Unsubscribe Mails of the learner footer (`000 §2`). */
export class ConsentSource {
  private readonly upstream: RequestUpstream;
  private readonly session: RequestSession;

  constructor(scope: RequestScope) {
    this.upstream = scope.upstream;
    this.session = scope.session;
  }

  /** The unsubscribe page's path with the learner's sealed address (the footer's encrypted query). */
  async unsubscribeLink(): Promise<string> {
    const envelope = await this.upstream.request<{ path: string }>({
      method: 'GET',
      path: RestPath.UNSUBSCRIBE_LINK,
      auth: 'user',
    });
    return envelope.responseObject?.path ?? ClientRoute.unsubscribe();
  }

  /** Every session of the learner ends upstream; this one ends here too. */
  async withdraw(): Promise<ActionPayload> {
    const result = await this.upstream.call({
      method: 'POST',
      path: RestPath.WITHDRAW_CONSENT,
      body: {},
      auth: 'user',
      allowFailure: true,
    });
    if (!result.ok) return failed(result, CONSENT_FIELDS);
    await this.session.end();
    return done();
  }

  async unsubscribe(token: string, reason: string | null | undefined): Promise<ActionPayload> {
    const body: UnsubscribeRequest = {
      token: token.trim(),
      ...(reason?.trim() ? { reason: reason.trim() } : {}),
    };
    const result = await this.upstream.call({
      method: 'POST',
      path: RestPath.UNSUBSCRIBE,
      body,
      auth: 'anonymous',
      allowFailure: true,
    });
    return result.ok ? done() : failed(result, CONSENT_FIELDS);
  }
}
