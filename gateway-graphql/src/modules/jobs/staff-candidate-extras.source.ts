import {
  type ApplicationRating as RestRating,
  type Candidate as RestCandidate,
  type CandidateMessage as RestMessage,
  type CandidateMessageSent,
  checkCandidateMessage,
  checkExternalComment,
  checkInterviewInvite,
  checkRating,
  checkReferralEmail,
  type ExportLink as RestExportLink,
  type ExternalComment as RestComment,
  type InterviewInvitation as RestInvitation,
  StaffCandidateExtrasMessage,
  MAX_JOB_PAGE_SIZE,
  RestPath,
} from '@finx/domain';
import { badUserInput } from '../../errors/gateway-error';
import { announceDelivered } from '../../inbox/inbox-events';
import type { RequestUpstream } from '../../upstream/upstream';
import type { UpstreamResult } from '../../upstream/upstream-errors';
import { listOf, listOrNull } from '../shared/envelope';
import type { RequestScope } from '../shared/request-scope';
import type { UserError } from '../shared/user-error.types';
import { type FieldMap, inputPath, refusalOf, ruleError } from '../shared/user-errors';
import {
  COMMENT_FIELDS,
  INVITE_FIELDS,
  MESSAGE_FIELDS,
  RATE_FIELDS,
  REFER_FIELDS,
} from './staff-candidate-extras.errors';
import type {
  CandidateMessage,
  CandidateMessagePayload,
  CandidateRating,
  CandidateRatingsPayload,
  ExportLink,
  ExternalComment,
  ExternalCommentInput,
  ExternalCommentPayload,
  InterviewInvitation,
  InterviewInvitationPayload,
  InterviewInviteInput,
  MessageCandidateInput,
  RateCandidateInput,
  ReferJobInput,
} from './staff-candidate-extras.types';
import type { ActionPayload } from '../shared/action-payload.types';
import { toCandidate, toHistory } from './staff-jobs.source';
import type { CandidatePage, StaffHistoryEntry } from './staff-jobs.types';

const toRating = (rating: RestRating): CandidateRating => ({
  id: `CandidateRating:${rating.ratingID}`,
  applicationId: rating.applicationID,
  stageId: rating.stageID,
  stageName: rating.stageName,
  rating: rating.rating,
  feedback: rating.feedback,
  byPartyId: rating.byPartyID,
  byName: rating.byName,
  ratedAt: rating.ratedAt,
});

const toComment = (comment: RestComment): ExternalComment => ({
  id: `ExternalComment:${comment.commentID}`,
  applicationId: comment.applicationID,
  interviewerName: comment.interviewerName,
  comment: comment.comment,
  commentedOn: comment.commentedOn,
  recordedBy: comment.recordedBy,
  recordedAt: comment.recordedAt,
});

const toMessage = (message: RestMessage): CandidateMessage => ({
  id: `CandidateMessage:${message.messageID}`,
  applicationId: message.applicationID,
  channel: message.channel,
  recipient: message.recipient,
  subject: message.subject,
  body: message.body,
  sentBy: message.sentBy,
  sentAt: message.sentAt,
});

export const toInvitation = (invitation: RestInvitation): InterviewInvitation => ({
  id: `InterviewInvitation:${invitation.invitationID}`,
  invitationId: invitation.invitationID,
  applicationId: invitation.applicationID,
  jobId: invitation.jobID,
  jobTitle: invitation.jobTitle,
  corporateName: invitation.corporateName,
  stageId: invitation.stageID,
  stageName: invitation.stageName,
  scheduledAt: invitation.scheduledAt,
  details: invitation.details,
  response: invitation.response,
  respondedAt: invitation.respondedAt,
});

/** Today in India (YYYY-MM-DD): India keeps +05:30 all year, as REST's check of the comment's date. */
const indiaToday = (): string => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

/** The input field a domain rule's message is about (the rules' messages are distinct). */
const FIELD_OF_MESSAGE: Readonly<Record<string, string>> = {
  [StaffCandidateExtrasMessage.RATING]: inputPath<RateCandidateInput>('rating'),
  [StaffCandidateExtrasMessage.FEEDBACK]: inputPath<RateCandidateInput>('feedback'),
  [StaffCandidateExtrasMessage.INTERVIEWER_NAME]: inputPath<ExternalCommentInput>('interviewerName'),
  [StaffCandidateExtrasMessage.COMMENT]: inputPath<ExternalCommentInput>('comment'),
  [StaffCandidateExtrasMessage.COMMENT_DATE]: inputPath<ExternalCommentInput>('commentedOn'),
  [StaffCandidateExtrasMessage.EMAIL]: inputPath<ReferJobInput>('email'),
  [StaffCandidateExtrasMessage.SUBJECT]: inputPath<MessageCandidateInput>('subject'),
  [StaffCandidateExtrasMessage.SMS_SUBJECT]: inputPath<MessageCandidateInput>('subject'),
  [StaffCandidateExtrasMessage.EMAIL_BODY]: inputPath<MessageCandidateInput>('body'),
  [StaffCandidateExtrasMessage.SMS_BODY]: inputPath<MessageCandidateInput>('body'),
  [StaffCandidateExtrasMessage.INTERVIEW_TIME]: inputPath<InterviewInviteInput>('scheduledAt'),
  [StaffCandidateExtrasMessage.INTERVIEW_DETAILS]: inputPath<InterviewInviteInput>('details'),
};

/** A broken domain rule as a userError on its field; null when the input stands. */
const ruleOf = (message: string | null): UserError | null =>
  message === null ? null : ruleError(FIELD_OF_MESSAGE[message] ?? 'input', message);

/**
 * The staff's further job calls (`001 §7`): ratings, interviewers' comments, referrals, messages and
 * interview invitations for ADMIN and OPS, the export's link, and the college officer's view of their
 * own college's applicants. The domain's rules are checked here first so a refusal lands on its field.
 */
export class StaffCandidateExtrasSource {
  private readonly upstream: RequestUpstream;

  constructor(private readonly scope: RequestScope) {
    this.upstream = scope.upstream;
  }

  /** A list about one application; null for an unknown application. */
  private listFor<TRest, TItem>(
    path: RestPath,
    applicationId: number,
    map: (row: TRest) => TItem,
  ): Promise<TItem[] | null> {
    return listOrNull(this.upstream, path, { applicationID: applicationId }, map);
  }

  ratings(applicationId: number): Promise<CandidateRating[] | null> {
    return this.listFor(RestPath.STAFF_JOB_RATING_HISTORY, applicationId, toRating);
  }

  comments(applicationId: number): Promise<ExternalComment[] | null> {
    return this.listFor(RestPath.STAFF_JOB_EXTERNAL_COMMENTS, applicationId, toComment);
  }

  messages(applicationId: number): Promise<CandidateMessage[] | null> {
    return this.listFor(RestPath.STAFF_JOB_MESSAGES, applicationId, toMessage);
  }

  invitations(applicationId: number): Promise<InterviewInvitation[] | null> {
    return this.listFor(RestPath.STAFF_JOB_INTERVIEW_INVITATIONS, applicationId, toInvitation);
  }

  /** The college officer's applicants: their own college's, of one job or all. */
  async collegeCandidates(jobId: number | null, page: number, pageSize: number): Promise<CandidatePage> {
    if (page < 1) throw badUserInput('page', 'Pages count from 1.');
    if (pageSize < 1 || pageSize > MAX_JOB_PAGE_SIZE) {
      throw badUserInput('pageSize', `A page holds 1 to ${MAX_JOB_PAGE_SIZE} rows.`);
    }
    const envelope = await this.upstream.request<never, RestCandidate>({
      method: 'GET',
      path: RestPath.STAFF_JOB_COLLEGE_CANDIDATES,
      query: { jobID: jobId ?? undefined, page, limit: pageSize },
      auth: 'user',
    });
    return { items: listOf(envelope).map(toCandidate), total: envelope.totalRecords ?? 0 };
  }

  /** An application's moves as the college officer may see them; null unless their college's. */
  async collegeHistory(applicationId: number): Promise<StaffHistoryEntry[] | null> {
    return this.listFor(RestPath.STAFF_JOB_COLLEGE_HISTORY, applicationId, toHistory);
  }

  /** A download of one job's applicants or all; null for an unknown job. */
  async exportLink(jobId: number | null): Promise<ExportLink | null> {
    const result = await this.upstream.call<RestExportLink>({
      method: 'GET',
      path: RestPath.STAFF_JOB_EXPORT_LINK,
      query: { jobID: jobId ?? undefined },
      auth: 'user',
      allowFailure: true,
    });
    const link = result.ok ? result.envelope.responseObject : null;
    return link ? { url: link.url, expiresAt: link.expiresAt } : null;
  }

  async rate(input: RateCandidateInput): Promise<CandidateRatingsPayload> {
    const rule = ruleOf(checkRating(input.rating, input.feedback));
    if (rule) return { ratings: [], userErrors: [rule] };
    const body = {
      applicationID: input.applicationId,
      stageID: input.stageId,
      rating: input.rating,
      feedback: input.feedback,
    };
    const result = await this.post<RestRating[]>(RestPath.STAFF_JOB_SAVE_FEEDBACK, body);
    if (!result.ok) return { ratings: [], userErrors: [refusalOf(RATE_FIELDS, result)] };
    return { ratings: (result.envelope.responseObject ?? []).map(toRating), userErrors: [] };
  }

  async addComment(input: ExternalCommentInput): Promise<ExternalCommentPayload> {
    const rule = ruleOf(checkExternalComment(input, indiaToday()));
    if (rule) return { comment: null, userErrors: [rule] };
    const body = {
      applicationID: input.applicationId,
      interviewerName: input.interviewerName,
      comment: input.comment,
      commentedOn: input.commentedOn,
    };
    const { value, userErrors } = await this.entity(
      RestPath.STAFF_JOB_SAVE_EXTERNAL_COMMENT,
      body,
      COMMENT_FIELDS,
      toComment,
    );
    return { comment: value, userErrors };
  }

  async refer(input: ReferJobInput): Promise<ActionPayload> {
    const rule = ruleOf(checkReferralEmail(input.email));
    if (rule) return { ok: false, userErrors: [rule] };
    const result = await this.post(RestPath.STAFF_JOB_REFER, { jobID: input.jobId, email: input.email });
    return result.ok
      ? { ok: true, userErrors: [] }
      : { ok: false, userErrors: [refusalOf(REFER_FIELDS, result)] };
  }

  async message(input: MessageCandidateInput): Promise<CandidateMessagePayload> {
    const request = { channel: input.channel, subject: input.subject ?? null, body: input.body };
    const rule = ruleOf(checkCandidateMessage(request));
    if (rule) return { message: null, userErrors: [rule] };
    const result = await this.post<CandidateMessageSent>(RestPath.STAFF_JOB_SEND_MESSAGE, {
      applicationID: input.applicationId,
      ...request,
    });
    if (!result.ok) return { message: null, userErrors: [refusalOf(MESSAGE_FIELDS, result)] };
    const sent = result.envelope.responseObject;
    // The copy in the learner's Messages is in REST already; their open browser hears it now.
    await announceDelivered(this.scope.inboxEvents, sent?.delivered, this.scope.log);
    return { message: sent ? toMessage(sent) : null, userErrors: [] };
  }

  async invite(input: InterviewInviteInput): Promise<InterviewInvitationPayload> {
    const rule = ruleOf(checkInterviewInvite(input.scheduledAt, input.details, new Date()));
    if (rule) return { invitation: null, userErrors: [rule] };
    const body = {
      applicationID: input.applicationId,
      stageID: input.stageId,
      scheduledAt: input.scheduledAt,
      details: input.details,
    };
    const { value, userErrors } = await this.entity(
      RestPath.STAFF_JOB_INTERVIEW_INVITE,
      body,
      INVITE_FIELDS,
      toInvitation,
    );
    return { invitation: value, userErrors };
  }

  private post<TObject = unknown>(path: RestPath, body: object): Promise<UpstreamResult<TObject, never>> {
    return this.upstream.call<TObject, never>({
      method: 'POST',
      path,
      body,
      auth: 'user',
      allowFailure: true,
    });
  }

  /** A write answering one entity: the entity, or null with the refusal on its field. */
  private async entity<TRest, TEntity, TReason extends string>(
    path: RestPath,
    body: object,
    fields: FieldMap<TReason>,
    map: (row: TRest) => TEntity,
  ): Promise<{ value: TEntity | null; userErrors: UserError[] }> {
    const result = await this.post<TRest>(path, body);
    if (!result.ok) return { value: null, userErrors: [refusalOf(fields, result)] };
    const row = result.envelope.responseObject;
    return { value: row ? map(row) : null, userErrors: [] };
  }
}
