import { type InterviewInvitation as RestInvitation, RestPath } from '@finx/domain';
import type { RequestSession } from '../../session/request-session';
import type { RequestUpstream } from '../../upstream/upstream';
import { partyIdOf } from '../shared/caller';
import { listOf } from '../shared/envelope';
import type { RequestScope } from '../shared/request-scope';
import { refusalOf } from '../shared/user-errors';
import { RSVP_FIELDS } from './staff-candidate-extras.errors';
import { toInvitation } from './staff-candidate-extras.source';
import type {
  InterviewInvitation,
  InterviewInvitationPayload,
  RespondToInterviewInput,
} from './staff-candidate-extras.types';

/**
 * The learner's interview invitations and their answers (`001 §7` RSVP response): always the session's
 * own learner, so nobody reads or answers another's.
 */
export class InterviewsSource {
  private readonly upstream: RequestUpstream;
  private readonly session: RequestSession;

  constructor(scope: RequestScope) {
    this.upstream = scope.upstream;
    this.session = scope.session;
  }

  async mine(): Promise<InterviewInvitation[]> {
    const envelope = await this.upstream.request<never, RestInvitation>({
      method: 'GET',
      path: RestPath.JOB_INTERVIEWS,
      query: { studentPartyID: partyIdOf(this.session) },
      auth: 'user',
    });
    return listOf(envelope).map(toInvitation);
  }

  async respond(input: RespondToInterviewInput): Promise<InterviewInvitationPayload> {
    const result = await this.upstream.call<RestInvitation>({
      method: 'POST',
      path: RestPath.JOB_INTERVIEW_RSVP,
      body: {
        studentPartyID: partyIdOf(this.session),
        invitationID: input.invitationId,
        response: input.response,
      },
      auth: 'user',
      allowFailure: true,
    });
    if (!result.ok) return { invitation: null, userErrors: [refusalOf(RSVP_FIELDS, result)] };
    const invitation = result.envelope.responseObject;
    return { invitation: invitation ? toInvitation(invitation) : null, userErrors: [] };
  }
}
