import {
  ApplicationAlert,
  ApplicationStatus,
  type Candidate,
  type CandidateActionResult,
  type CandidateQuery,
  type Placement,
  type PlacementRequest,
  ReasonCode,
  StaffAction,
  type StaffHistoryEntry,
  StageKind,
  JobsAdminReasons,
} from '@finx/domain';
import type { RunInTransaction, Transaction } from '../../db/database';
import type { InboxWriter } from '../alerts/alerts.module';
import type { AuditService, StaffActor } from '../audit/audit.module';
import { accept, type Outcome, refusalsOf } from '../../outcome';
import type { ApplicationsRepository } from './applications.repository';
import type { ApplicationLockRow, CandidatesRepository } from './candidates.repository';

const { refuse } = refusalsOf(JobsAdminReasons);

type StageRow = Awaited<ReturnType<CandidatesRepository['stages']>>[number];

/** Where a move goes: the target stage of the application's job, given its pipeline. */
type Target = (application: ApplicationLockRow, stages: StageRow[]) => Outcome<StageRow>;

/** The alert's words, given the job's title and corporate. */
type AlertText = (title: string, corporateName: string) => string;

/** An action that changed nothing the learner would want to hear about. */
const NOTHING_DELIVERED: CandidateActionResult = { delivered: [] };

const parsed = (json: string): string | string[] => JSON.parse(json) as string | string[];

/**
 * The recruiter's half of a job (`001 §7` candidateDetailsReport, applicationsHistory, updateStatus,
 * nextStageupdateStatus, reject, savePlacementBy, getAllPlacementByDetails). Every move locks the
 * application and writes its history row in the same transaction, so two staff cannot skip a stage.
 * Each move, rejection and placement also writes the learner an alert in that transaction (issue 28
 * item 6) and answers it, for the gateway to announce live.
 */
export class CandidatesService {
  constructor(
    private readonly candidates: CandidatesRepository,
    private readonly applications: ApplicationsRepository,
    private readonly transaction: RunInTransaction,
    private readonly audit: AuditService,
    private readonly inbox: InboxWriter,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async list(
    query: CandidateQuery,
    collegeId?: number,
  ): Promise<Outcome<{ rows: Candidate[]; total: number }>> {
    if (query.jobID !== undefined && (await this.candidates.stages(query.jobID)).length === 0) {
      return refuse(ReasonCode.NOT_FOUND);
    }
    const { rows, total } = await this.candidates.page(query, collegeId);
    const [answers, certificates, reasons] = await Promise.all([
      this.candidates.answers(rows.map((row) => row.applicationId)),
      this.candidates.certificates([...new Set(rows.map((row) => row.partyId))]),
      this.applications.rejectionReasons(),
    ]);
    const reasonText = new Map(reasons.map((reason) => [reason.id, reason.name]));
    return accept({
      total,
      rows: rows.map((row) => ({
        applicationID: row.applicationId,
        jobID: row.jobId,
        jobTitle: row.jobTitle,
        partyID: row.partyId,
        fullName: `${row.firstName} ${row.lastName}`.trim(),
        email: row.email,
        mobile: row.mobile ?? '',
        appliedOn: row.appliedAt.toISOString(),
        stageName: row.stageName,
        stageKind: row.stageKind,
        status: row.status,
        rejectionReason:
          row.rejectionReasonId === null ? null : (reasonText.get(row.rejectionReasonId) ?? null),
        featScore: row.featScore,
        cfxProgress: row.cfxProgress,
        employabilityScore: row.employabilityScore,
        placement:
          row.joiningDate === null || row.ctc === null
            ? null
            : { joiningDate: row.joiningDate, ctc: row.ctc },
        certificates: certificates
          .filter((entry) => entry.partyId === row.partyId)
          .map((entry) => entry.name),
        answers: answers
          .filter((entry) => entry.applicationId === row.applicationId)
          .map((entry) => ({
            questionID: entry.questionId,
            question: entry.question,
            answer: parsed(entry.json),
          })),
      })),
    });
  }

  /**
   * collegeCandidates: a college officer's view, the applicants of their own college only, of one job or
   * all. An officer of no college sees nobody: being a college officer is not yet belonging to one.
   */
  async forCollege(
    officerPartyId: number,
    query: CandidateQuery,
  ): Promise<Outcome<{ rows: Candidate[]; total: number }>> {
    const collegeId = await this.candidates.collegeOf(officerPartyId);
    if (collegeId === null) return accept({ rows: [], total: 0 });
    return this.list(query, collegeId);
  }

  /** Whether the officer may read the application: its learner belongs to the officer's college. */
  async collegeMayRead(officerPartyId: number, applicationId: number): Promise<boolean> {
    const [officerCollege, applicant] = await Promise.all([
      this.candidates.collegeOf(officerPartyId),
      this.candidates.applicant(applicationId),
    ]);
    if (officerCollege === null || applicant === null) return false;
    return (await this.candidates.collegeOf(applicant)) === officerCollege;
  }

  async history(applicationId: number): Promise<Outcome<StaffHistoryEntry[]>> {
    const [rows, reasons] = await Promise.all([
      this.candidates.history(applicationId),
      this.applications.rejectionReasons(),
    ]);
    if (rows.length === 0) return refuse(ReasonCode.NOT_FOUND);
    const reasonText = new Map(reasons.map((reason) => [reason.id, reason.name]));
    return accept(
      rows.map((row) => ({
        at: row.at.toISOString(),
        stageName: row.stageName,
        status: row.status,
        reason: row.rejectionReasonId === null ? null : (reasonText.get(row.rejectionReasonId) ?? null),
        byPartyID: row.byPartyId,
        byName: row.byFirstName === null ? null : `${row.byFirstName} ${row.byLastName ?? ''}`.trim(),
      })),
    );
  }

  /** updateStatus: to any stage of the application's job; to the Placed stage places it. */
  moveTo(applicationId: number, stageId: number, actor: StaffActor): Promise<Outcome<CandidateActionResult>> {
    return this.move(applicationId, actor, (_application, stages) => {
      const stage = stages.find((candidate) => candidate.stageId === stageId);
      return stage ? accept(stage) : refuse(ReasonCode.NOT_FOUND);
    });
  }

  /** nextStageupdateStatus: one stage on; past the last is refused. */
  nextStage(applicationId: number, actor: StaffActor): Promise<Outcome<CandidateActionResult>> {
    return this.move(applicationId, actor, (application, stages) => {
      const index = stages.findIndex((stage) => stage.stageId === application.stageId);
      const next = stages[index + 1];
      return next ? accept(next) : refuse(ReasonCode.JOB_STAGE_LAST);
    });
  }

  /** reject: the application stays at its stage, out of the pipeline, with the reason the learner sees. */
  async reject(
    applicationId: number,
    reasonId: number,
    actor: StaffActor,
  ): Promise<Outcome<CandidateActionResult>> {
    return this.transaction(async (tx) => {
      const application = await this.openApplication(tx, applicationId);
      if (!application.ok) return application;
      if (!(await this.candidates.reasonExists(reasonId, tx))) return refuse(ReasonCode.NOT_FOUND);
      await this.candidates.move(tx, {
        applicationId,
        stageId: application.value.stageId,
        status: ApplicationStatus.REJECTED,
        rejectionReasonId: reasonId,
        by: actor.partyId,
        at: this.now(),
      });
      await this.audit.record(tx, actor, {
        action: StaffAction.APPLICATION_REJECT,
        entityType: 'application',
        entityId: applicationId,
        before: { stageId: application.value.stageId, status: application.value.status },
        after: { stageId: application.value.stageId, status: ApplicationStatus.REJECTED, reasonId },
      });
      return accept(await this.tell(tx, application.value, ApplicationAlert.rejected));
    });
  }

  /**
   * savePlacementBy: the joining date and CTC of a placed application; an application still in progress
   * is moved to the Placed stage first, in the same transaction. A second save corrects the first, and
   * the learner, congratulated once when placed, hears nothing more.
   */
  async savePlacement(request: PlacementRequest, actor: StaffActor): Promise<Outcome<CandidateActionResult>> {
    const by = actor.partyId;
    return this.transaction(async (tx) => {
      const application = await this.candidates.lock(tx, request.applicationID);
      if (!application) return refuse(ReasonCode.NOT_FOUND);
      if (application.status === ApplicationStatus.REJECTED) return refuse(ReasonCode.JOB_APPLICATION_CLOSED);
      const at = this.now();
      if (application.status === ApplicationStatus.IN_PROGRESS) {
        const placed = (await this.candidates.stages(application.jobId, tx)).at(-1);
        if (!placed || placed.kind !== StageKind.PLACED) return refuse(ReasonCode.JOB_PIPELINE_INVALID);
        await this.candidates.move(tx, {
          applicationId: application.applicationId,
          stageId: placed.stageId,
          status: ApplicationStatus.PLACED,
          rejectionReasonId: null,
          by,
          at,
        });
      }
      await this.candidates.savePlacement(tx, {
        applicationId: application.applicationId,
        joiningDate: request.joiningDate,
        ctc: request.ctc,
        recordedBy: by,
        recordedAt: at,
      });
      await this.audit.record(tx, actor, {
        action: StaffAction.APPLICATION_PLACEMENT,
        entityType: 'application',
        entityId: application.applicationId,
        before: { stageId: application.stageId, status: application.status },
        after: { status: ApplicationStatus.PLACED, joiningDate: request.joiningDate, ctc: request.ctc },
      });
      return accept(
        application.status === ApplicationStatus.IN_PROGRESS
          ? await this.tell(tx, application, ApplicationAlert.placed)
          : NOTHING_DELIVERED,
      );
    });
  }

  async placements(jobId?: number): Promise<Placement[]> {
    const rows = await this.candidates.placements(jobId);
    return rows.map((row) => ({
      applicationID: row.applicationId,
      joiningDate: row.joiningDate,
      ctc: row.ctc,
      jobID: row.jobId,
      jobTitle: row.jobTitle,
      corporateName: row.corporateName,
      partyID: row.partyId,
      fullName: `${row.firstName} ${row.lastName}`.trim(),
      recordedBy: row.recordedBy,
      recordedAt: row.recordedAt.toISOString(),
    }));
  }

  private async openApplication(
    tx: Transaction,
    applicationId: number,
  ): Promise<Outcome<ApplicationLockRow>> {
    const application = await this.candidates.lock(tx, applicationId);
    if (!application) return refuse(ReasonCode.NOT_FOUND);
    if (application.status !== ApplicationStatus.IN_PROGRESS)
      return refuse(ReasonCode.JOB_APPLICATION_CLOSED);
    return accept(application);
  }

  /** Writes the learner's alert about their application, inside the action's transaction. */
  private async tell(
    tx: Transaction,
    application: ApplicationLockRow,
    text: AlertText,
  ): Promise<CandidateActionResult> {
    const job = await this.candidates.heading(application.jobId, tx);
    if (!job) return NOTHING_DELIVERED;
    const alert = await this.inbox.addAlert(application.partyId, text(job.title, job.corporateName), tx);
    return { delivered: [{ partyId: application.partyId, alert, notification: null }] };
  }

  private move(
    applicationId: number,
    actor: StaffActor,
    target: Target,
  ): Promise<Outcome<CandidateActionResult>> {
    return this.transaction(async (tx) => {
      const application = await this.openApplication(tx, applicationId);
      if (!application.ok) return application;
      const stage = target(application.value, await this.candidates.stages(application.value.jobId, tx));
      if (!stage.ok) return stage;
      const status =
        stage.value.kind === StageKind.PLACED ? ApplicationStatus.PLACED : ApplicationStatus.IN_PROGRESS;
      await this.candidates.move(tx, {
        applicationId,
        stageId: stage.value.stageId,
        status,
        rejectionReasonId: null,
        by: actor.partyId,
        at: this.now(),
      });
      await this.audit.record(tx, actor, {
        action: StaffAction.APPLICATION_MOVE,
        entityType: 'application',
        entityId: applicationId,
        before: { stageId: application.value.stageId, status: application.value.status },
        after: { stageId: stage.value.stageId, status },
      });
      // A move to the stage the application is at already changes nothing for the learner.
      if (stage.value.stageId === application.value.stageId) return accept(NOTHING_DELIVERED);
      const { name } = stage.value;
      const text: AlertText =
        status === ApplicationStatus.PLACED
          ? ApplicationAlert.placed
          : (title, corporateName) => ApplicationAlert.moved(title, corporateName, name);
      return accept(await this.tell(tx, application.value, text));
    });
  }
}
