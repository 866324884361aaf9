import { type FeedbackRequest, RestPath } from '@finx/domain';
import type { GatewayContext } from '../../context';
import type { UpstreamClient } from '../../upstream/upstream.client';
import { type ActionPayload, done, failed } from '../shared/action-payload.types';
import type { FeedbackInput } from './feedback.types';

/** PostFeedback (`000 §7`). Signed in, the session names the author; after sign-out the input does. */
export class FeedbackSource {
  constructor(private readonly upstream: UpstreamClient) {}

  async submit(ctx: GatewayContext, input: FeedbackInput): Promise<ActionPayload> {
    const viewer = ctx.session.viewer;
    const body: FeedbackRequest = {
      partyId: viewer?.partyId ?? input.partyId ?? 0,
      emailId: viewer?.email ?? input.emailId ?? '',
      rank: input.rank,
      feedback_msg: input.feedbackMsg ?? '',
      concernID: input.concernId ?? null,
    };
    const result = await this.upstream.call(ctx.session, {
      method: 'POST',
      path: RestPath.FEEDBACK,
      body,
      auth: viewer ? 'user' : 'anonymous',
      allowFailure: true,
    });
    return result.ok ? done() : failed(result);
  }
}
