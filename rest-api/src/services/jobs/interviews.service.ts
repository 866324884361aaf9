import {
  ApplicationStatus,
  checkInterviewInvite,
  ClientRoute,
  type InterviewInvitation,
  type InterviewInviteRequest,
  MessageChannel,
  ReasonCode,
  type RsvpResponse,
  StageKind,
  StaffCandidateExtrasReasons,
  InterviewRsvpReasons,
} from '@finx/domain';
import type { RunInTransaction } from '../../db/database';
import { indiaDateTime } from '../../formats/india-time';
import { accept, type InvalidField, invalidField, type Outcome, refusalsOf } from '../../outcome';
import type { Messenger } from '../../providers/messaging/messenger';
import type { StaffCandidateExtrasRepository } from './staff-candidate-extras.repository';
import type { InterviewsRepository, InvitationRow } from './interviews.repository';

/** Staff invite (StaffCandidateExtras) and the learner answers (InterviewRsvp): both calls' codes. */
const { refuse } = refusalsOf([...StaffCandidateExtrasReasons, ...InterviewRsvpReasons]);

const toInvitation = (row: InvitationRow): InterviewInvitation => ({
  invitationID: row.invitationId,
  applicationID: row.applicationId,
  jobID: row.jobId,
  jobTitle: row.jobTitle,
  corporateName: row.corporateName,
  stageID: row.stageId,
  stageName: row.stageName,
  scheduledAt: row.scheduledAt.toISOString(),
  details: row.details,
  response: row.response,
  respondedAt: row.respondedAt?.toISOString() ?? null,
});

/**
 * Interview invitations (`001 §7` RSVP response): staff invite an applicant in progress to an interview
 * stage of their job, the learner accepts or declines from their applied list until the interview begins.
 */
export class InterviewsService {
  constructor(
    private readonly interviews: InterviewsRepository,
    private readonly applications: StaffCandidateExtrasRepository,
    private readonly transaction: RunInTransaction,
    private readonly messenger: Messenger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * interviewInvite: the stage must be an INTERVIEW stage of the application's job (a screening call is
   * not an interview the learner answers); inviting to the same stage again reschedules it and asks for
   * a new answer. The learner hears of it by e-mail, with the way to answer.
   */
  async invite(
    request: InterviewInviteRequest,
    by: number,
    origin: string,
  ): Promise<Outcome<InterviewInvitation> | InvalidField> {
    const at = this.now();
    const problem = checkInterviewInvite(request.scheduledAt, request.details, at);
    if (problem) return invalidField(problem);
    const application = await this.applications.application(request.applicationID);
    const stage = await this.applications.stage(request.stageID);
    if (!application || !stage || stage.jobId !== application.jobId) return refuse(ReasonCode.NOT_FOUND);
    if (application.status !== ApplicationStatus.IN_PROGRESS)
      return refuse(ReasonCode.JOB_APPLICATION_CLOSED);
    if (stage.kind !== StageKind.INTERVIEW) return refuse(ReasonCode.INTERVIEW_STAGE_INVALID);
    const scheduledAt = new Date(request.scheduledAt);
    const details = request.details.trim();
    const invitationId = await this.interviews.invite({
      applicationId: application.applicationId,
      stageId: stage.stageId,
      scheduledAt,
      details,
      invitedBy: by,
      invitedAt: at,
    });
    await this.messenger.send({
      channel: MessageChannel.EMAIL,
      recipient: application.email,
      subject: `Interview invitation: ${application.jobTitle}`,
      body: [
        `Dear ${application.firstName},`,
        '',
        `You are invited to ${stage.name} for ${application.jobTitle} on ${indiaDateTime(scheduledAt)} (India time).`,
        details,
        '',
        `Please accept or decline under Applied jobs: ${origin}${ClientRoute.appliedJobs()}`,
      ].join('\n'),
    });
    const saved = await this.interviews.one(invitationId);
    return saved ? accept(toInvitation(saved)) : refuse(ReasonCode.NOT_FOUND);
  }

  /** interviewInvitations: an application's invitations for staff; NOT_FOUND for an unknown application. */
  async forApplication(applicationId: number): Promise<Outcome<InterviewInvitation[]>> {
    if (!(await this.applications.application(applicationId))) return refuse(ReasonCode.NOT_FOUND);
    return accept((await this.interviews.byApplication(applicationId)).map(toInvitation));
  }

  /** The learner's own invitations, soonest first. */
  async mine(partyId: number): Promise<InterviewInvitation[]> {
    return (await this.interviews.byParty(partyId)).map(toInvitation);
  }

  /**
   * rsvp: the learner's answer to their own invitation; another's reads as NOT_FOUND so its existence is
   * not told. The answer may change until the interview begins, not after, nor once the application closed.
   */
  async respond(
    partyId: number,
    invitationId: number,
    response: RsvpResponse,
  ): Promise<Outcome<InterviewInvitation>> {
    return this.transaction(async (tx) => {
      await this.interviews.lock(tx, invitationId);
      const invitation = await this.interviews.one(invitationId, tx);
      if (!invitation || invitation.partyId !== partyId) return refuse(ReasonCode.NOT_FOUND);
      const at = this.now();
      if (invitation.scheduledAt.getTime() <= at.getTime()) return refuse(ReasonCode.INTERVIEW_IS_PAST);
      if (invitation.applicationStatus !== ApplicationStatus.IN_PROGRESS) {
        return refuse(ReasonCode.JOB_APPLICATION_CLOSED);
      }
      await this.interviews.respond(tx, invitationId, response, at);
      return accept(toInvitation({ ...invitation, response, respondedAt: at }));
    });
  }
}
