import { type FeedbackRequest, RestPath } from '@finx/domain';
import type { RequestSession } from '../../session/request-session';
import type { RequestUpstream } from '../../upstream/upstream';
import type { ActionPayload } from '../shared/action-payload.types';
import { done, failed } from '../shared/user-errors';
import type { RequestScope } from '../shared/request-scope';
import { FEEDBACK_FIELDS } from './feedback.errors';
import type { FeedbackInput } from './feedback.types';

/** PostFeedback (`000 §7`). Signed in, the session names the author; after sign-out the input does. */
export class FeedbackSource {
  private readonly upstream: RequestUpstream;
  private readonly session: RequestSession;

  constructor(scope: RequestScope) {
    this.upstream = scope.upstream;
    this.session = scope.session;
  }

  async submit(input: FeedbackInput): Promise<ActionPayload> {
    const viewer = this.session.viewer;
    const body: FeedbackRequest = {
      partyId: viewer?.partyId ?? input.partyId ?? 0,
      emailId: viewer?.email ?? input.emailId ?? '',
      rank: input.rank,
      feedback_msg: input.feedbackMsg ?? '',
      concernID: input.concernId ?? null,
    };
    const result = await this.upstream.call({
      method: 'POST',
      path: RestPath.FEEDBACK,
      body,
      auth: viewer ? 'user' : 'anonymous',
      allowFailure: true,
    });
    return result.ok ? done() : failed(result, FEEDBACK_FIELDS);
  }
}
