import {
  type ApplicationRating,
  type CandidateMessage,
  type CandidateMessageRequest,
  type CandidateMessageSent,
  checkCandidateMessage,
  checkExternalComment,
  checkRating,
  checkReferralEmail,
  ClientRoute,
  type ExternalComment,
  type ExternalCommentRequest,
  type JobReferral,
  type JobReferralRequest,
  MessageChannel,
  PRODUCT_NAME,
  type RatingRequest,
  ReasonCode,
  StaffCandidateExtrasReasons,
} from '@finx/domain';
import type { RunInTransaction } from '../../db/database';
import { indiaDate } from '../../formats/india-time';
import { accept, type InvalidField, invalidField, type Outcome, refusalsOf } from '../../outcome';
import type { Messenger } from '../../providers/messaging/messenger';
import { type InboxWriter, PLATFORM_SENDER } from '../alerts/alerts.module';
import type { StaffCandidateExtrasRepository } from './staff-candidate-extras.repository';

const { refuse } = refusalsOf(StaffCandidateExtrasReasons);

type CommentRow = Awaited<ReturnType<StaffCandidateExtrasRepository['comments']>>[number];
type MessageRow = Awaited<ReturnType<StaffCandidateExtrasRepository['messages']>>[number];

/** YYYY-MM-DD of the India-time day: "not in the future" means so where the staff work. */
const indiaToday = (now: Date): string => indiaDate(now).split('/').reverse().join('-');

const toComment = (row: CommentRow): ExternalComment => ({
  commentID: row.commentId,
  applicationID: row.applicationId,
  interviewerName: row.interviewerName,
  comment: row.comment,
  commentedOn: row.commentedOn,
  recordedBy: row.recordedBy,
  recordedAt: row.recordedAt.toISOString(),
});

const toMessage = (row: MessageRow): CandidateMessage => ({
  messageID: row.messageId,
  applicationID: row.applicationId,
  channel: row.channel,
  recipient: row.recipient,
  subject: row.subject,
  body: row.body,
  sentBy: row.sentBy,
  sentAt: row.sentAt.toISOString(),
});

/**
 * The recruiter's notes and contacts around an application (`001 §7` save feedback, rating history,
 * feedback list, external comments, send SMS/e-mail to a candidate) and referring a job by e-mail.
 * Every change names the staff member from the token.
 */
export class StaffCandidateExtrasService {
  constructor(
    private readonly repository: StaffCandidateExtrasRepository,
    private readonly messenger: Messenger,
    private readonly inbox: InboxWriter,
    private readonly transaction: RunInTransaction,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * saveFeedback: a rating at a stage of the application's own job that the candidate has reached
   * (rating a stage they never stood at would judge an interview that did not happen). A rejected or
   * placed candidate may still be rated: the feedback explains the outcome.
   */
  async rate(request: RatingRequest, by: number): Promise<Outcome<ApplicationRating[]> | InvalidField> {
    const message = checkRating(request.rating, request.feedback);
    if (message) return invalidField(message);
    const application = await this.repository.application(request.applicationID);
    const stage = await this.repository.stage(request.stageID);
    if (!application || !stage || stage.jobId !== application.jobId) return refuse(ReasonCode.NOT_FOUND);
    if (!(await this.repository.reached(application.applicationId, stage.stageId))) {
      return refuse(ReasonCode.STAGE_NOT_REACHED);
    }
    await this.repository.rate({
      applicationId: application.applicationId,
      stageId: stage.stageId,
      rating: request.rating,
      feedback: request.feedback.trim(),
      byPartyId: by,
      ratedAt: this.now(),
    });
    return this.ratings(application.applicationId);
  }

  /** ratingHistory (the feedback list): the application's ratings, in pipeline order. */
  async ratings(applicationId: number): Promise<Outcome<ApplicationRating[]>> {
    if (!(await this.repository.application(applicationId))) return refuse(ReasonCode.NOT_FOUND);
    const rows = await this.repository.ratings(applicationId);
    return accept(
      rows.map((row) => ({
        ratingID: row.ratingId,
        applicationID: row.applicationId,
        stageID: row.stageId,
        stageName: row.stageName,
        rating: row.rating,
        feedback: row.feedback,
        byPartyID: row.byPartyId,
        byName: `${row.byFirstName} ${row.byLastName}`.trim(),
        ratedAt: row.ratedAt.toISOString(),
      })),
    );
  }

  /** saveExternalComment: an interviewer's words as staff heard them, dated the day they were said. */
  async addComment(
    request: ExternalCommentRequest,
    by: number,
  ): Promise<Outcome<ExternalComment> | InvalidField> {
    const at = this.now();
    const message = checkExternalComment(request, indiaToday(at));
    if (message) return invalidField(message);
    if (!(await this.repository.application(request.applicationID))) return refuse(ReasonCode.NOT_FOUND);
    const row = await this.repository.addComment({
      applicationId: request.applicationID,
      interviewerName: request.interviewerName.trim(),
      comment: request.comment.trim(),
      commentedOn: request.commentedOn,
      recordedBy: by,
      recordedAt: at,
    });
    return accept(toComment(row));
  }

  async comments(applicationId: number): Promise<Outcome<ExternalComment[]>> {
    if (!(await this.repository.application(applicationId))) return refuse(ReasonCode.NOT_FOUND);
    return accept((await this.repository.comments(applicationId)).map(toComment));
  }

  /**
   * sendMessage: an e-mail or SMS to the applicant through the outbox, kept on the application, and a
   * copy in the learner's Messages from the staff member (issue 28 item 6): the e-mail's subject, or the
   * SMS's text. A learner who withdrew consent to messages is not written to (SM-14), whatever the
   * staff's reason.
   */
  async message(
    request: CandidateMessageRequest,
    by: number,
  ): Promise<Outcome<CandidateMessageSent> | InvalidField> {
    const problem = checkCandidateMessage(request);
    if (problem) return invalidField(problem);
    const application = await this.repository.application(request.applicationID);
    if (!application) return refuse(ReasonCode.NOT_FOUND);
    if (application.consentWithdrawnAt) return refuse(ReasonCode.CONSENT_WITHDRAWN);
    const sms = request.channel === MessageChannel.SMS;
    const recipient = sms ? application.mobile : application.email;
    if (!recipient) return refuse(ReasonCode.CANDIDATE_NO_MOBILE);
    const subject = sms ? null : (request.subject ?? '').trim();
    const body = request.body.trim();
    const from = (await this.repository.emailOf(by)) ?? PLATFORM_SENDER;
    const sent = await this.transaction(async (tx) => {
      const row = await this.repository.recordMessage(
        {
          applicationId: application.applicationId,
          channel: request.channel,
          recipient,
          subject,
          body,
          sentBy: by,
          sentAt: this.now(),
        },
        tx,
      );
      const notification = await this.inbox.addNotification(application.partyId, subject || body, from, tx);
      return { ...toMessage(row), delivered: [{ partyId: application.partyId, alert: null, notification }] };
    });
    // Kept and copied to the inbox before it leaves, as staff messaging does: a retry never sends twice.
    await this.messenger.send({
      channel: request.channel,
      recipient,
      body,
      ...(subject === null ? {} : { subject }),
    });
    return accept(sent);
  }

  async messages(applicationId: number): Promise<Outcome<CandidateMessage[]>> {
    if (!(await this.repository.application(applicationId))) return refuse(ReasonCode.NOT_FOUND);
    return accept((await this.repository.messages(applicationId)).map(toMessage));
  }

  /**
   * referByEmail: the job's page mailed to an address, once per address and job. Only an open job is
   * referred: a link to a job that takes no applications would only disappoint.
   */
  async refer(
    request: JobReferralRequest,
    by: number,
    origin: string,
  ): Promise<Outcome<JobReferral> | InvalidField> {
    const problem = checkReferralEmail(request.email);
    if (problem) return invalidField(problem);
    const email = request.email.trim().toLowerCase();
    const job = await this.repository.job(request.jobID);
    if (!job) return refuse(ReasonCode.NOT_FOUND);
    const at = this.now();
    if (job.status !== 'OPEN' || job.closesOn < at.toISOString().slice(0, 10)) {
      return refuse(ReasonCode.JOB_NOT_OPEN);
    }
    const referral = await this.repository.refer({ jobId: job.jobId, email, referredBy: by, sentAt: at });
    if (!referral) return refuse(ReasonCode.JOB_ALREADY_REFERRED);
    await this.messenger.send({
      channel: MessageChannel.EMAIL,
      recipient: email,
      subject: `A job for you on ${PRODUCT_NAME}: ${job.title}`,
      body: [
        'Hello,',
        '',
        `The ${PRODUCT_NAME} placement team thinks this opening may suit you: ${job.title}.`,
        `Applications close on ${job.closesOn}.`,
        '',
        `See the job and apply here: ${origin}${ClientRoute.job(job.jobId)}`,
      ].join('\n'),
    });
    return accept({ jobID: job.jobId, email, referredBy: by, sentAt: at.toISOString() });
  }
}
