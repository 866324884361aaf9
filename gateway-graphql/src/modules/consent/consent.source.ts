import { RestPath, type UnsubscribeRequest } from '@finx/domain';
import type { GatewayContext } from '../../context';
import type { UpstreamClient } from '../../upstream/upstream.client';
import { type ActionPayload, done, failed } from '../shared/action-payload.types';

/** Withdraw Consent and Unsubscribe Mails of the learner footer (`000 §2`). */
export class ConsentSource {
  constructor(private readonly upstream: UpstreamClient) {}

  /** The unsubscribe page's path with the learner's sealed address (the footer's encrypted query). */
  async unsubscribeLink(ctx: GatewayContext): Promise<string> {
    const envelope = await this.upstream.request<{ path: string }>(ctx.session, {
      method: 'GET',
      path: RestPath.UNSUBSCRIBE_LINK,
      auth: 'user',
    });
    return envelope.responseObject?.path ?? '/unsubscribe-page';
  }

  /** Every session of the learner ends upstream; this one ends here too. */
  async withdraw(ctx: GatewayContext): Promise<ActionPayload> {
    const result = await this.upstream.call(ctx.session, {
      method: 'POST',
      path: RestPath.WITHDRAW_CONSENT,
      body: {},
      auth: 'user',
      allowFailure: true,
    });
    if (!result.ok) return failed(result);
    await ctx.session.end();
    return done();
  }

  async unsubscribe(
    ctx: GatewayContext,
    token: string,
    reason: string | null | undefined,
  ): Promise<ActionPayload> {
    const body: UnsubscribeRequest = {
      token: token.trim(),
      ...(reason?.trim() ? { reason: reason.trim() } : {}),
    };
    const result = await this.upstream.call(ctx.session, {
      method: 'POST',
      path: RestPath.UNSUBSCRIBE,
      body,
      auth: 'anonymous',
      allowFailure: true,
    });
    return result.ok ? done() : failed(result);
  }
}
