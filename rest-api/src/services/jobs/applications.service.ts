import {
  type AppliedJob,
  checkJobAnswers,
  type JobAnswer,
  JobAnswerMessage,
  type JobOption,
  type JobQuestion,
  type JobsReason,
  JobsReasons,
  PRODUCT_NAME,
  ReasonCode,
} from '@finx/domain';
import type { RunInTransaction } from '../../db/database';
import { accept, type ExplainedRefusal, type Outcome, refusalsOf } from '../../outcome';
import type { Messenger } from '../../providers/messaging/messenger';
import type { ApplicationRow, ApplicationsRepository, HistoryRow, StageRow } from './applications.repository';
import { isOpen, type JobViewContext, todayOf, toJobQuestion, toJobSummary } from './jobs.mapper';
import type { JobRow, JobsRepository } from './jobs.repository';
import type { JobsService } from './jobs.service';

const { refuse, refuseAt } = refusalsOf(JobsReasons);

/**
 * The first answer the questionnaire refuses, in questionnaire order, then answers to questions the job
 * does not ask: on the path of its entry in the body's list (`answers.3`) with the rule's message, or,
 * for a required question without an entry, on the list as a whole. The message never names the
 * question, so nobody reads it back out of the text.
 */
const answerRefusal = (
  questions: readonly JobQuestion[],
  answers: readonly JobAnswer[],
): ExplainedRefusal<JobsReason> | null => {
  const errors = checkJobAnswers(questions, answers);
  const order = [...questions.map((question) => question.questionID), ...answers.map((a) => a.questionID)];
  const firstId = order.find((id) => errors[id] !== undefined);
  if (firstId === undefined) return null;
  const index = answers.findIndex((entry) => entry.questionID === firstId);
  return index < 0
    ? refuseAt(ReasonCode.JOB_ANSWER_INVALID, 'answers', JobAnswerMessage.UNANSWERED)
    : refuseAt(ReasonCode.JOB_ANSWER_INVALID, `answers.${index}`, errors[firstId]);
};

/** Stored answers: strings trimmed, MULTI_CHOICE lists as given; a blank optional answer is not kept. */
const storedAnswers = (answers: readonly JobAnswer[]): JobAnswer[] =>
  answers
    .map((entry) => ({
      questionID: entry.questionID,
      answer: Array.isArray(entry.answer) ? entry.answer : entry.answer.trim(),
    }))
    .filter((entry) => entry.answer.length > 0);

/**
 * Applying (`001 §7` jobs/apply), the learner's applications with their stage pipeline (applied,
 * rejection/reasons) and asking about a course (course/apply).
 */
export class ApplicationsService {
  constructor(
    private readonly applications: ApplicationsRepository,
    private readonly jobs: JobsRepository,
    private readonly views: JobsService,
    private readonly transaction: RunInTransaction,
    private readonly messenger: Messenger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * One application per learner and job, to an open job, with answers the job's questionnaire accepts
   * (`checkJobAnswers`, the client's rules too). The application, its answers and its first history
   * row are written in one transaction, so a refusal leaves nothing behind.
   */
  async apply(
    partyId: number,
    jobId: number,
    answers: readonly JobAnswer[],
  ): Promise<Outcome<AppliedJob, JobsReason> | ExplainedRefusal<JobsReason>> {
    const at = this.now();
    const outcome = await this.transaction(
      async (tx): Promise<Outcome<number, JobsReason> | ExplainedRefusal<JobsReason>> => {
        const job = await this.jobs.find(partyId, jobId, tx);
        if (!job) return refuse(ReasonCode.NOT_FOUND);
        if (!isOpen(job, todayOf(at))) return refuse(ReasonCode.JOB_NOT_OPEN);
        if (job.applicationStatus) return refuse(ReasonCode.JOB_ALREADY_APPLIED);
        const questions = (await this.jobs.questions(jobId, tx)).map(toJobQuestion);
        const refused = answerRefusal(questions, answers);
        if (refused) return refused;
        const stage = await this.applications.firstStage(tx, jobId);
        if (!stage) return refuse(ReasonCode.JOB_NOT_OPEN);
        const applicationId = await this.applications.apply(
          tx,
          { jobId, partyId, stageId: stage.stageId, at },
          storedAnswers(answers),
        );
        return applicationId === null ? refuse(ReasonCode.JOB_ALREADY_APPLIED) : accept(applicationId);
      },
    );
    if (!outcome.ok) return outcome;
    const application = await this.applications.find(partyId, outcome.value);
    if (!application) return refuse(ReasonCode.NOT_FOUND);
    const [applied] = await this.toApplied(partyId, [application]);
    return applied ? accept(applied) : refuse(ReasonCode.NOT_FOUND);
  }

  /** One page of the learner's applications, newest first, each with its pipeline and history. */
  async applied(
    partyId: number,
    query: { page: number; limit: number },
  ): Promise<{ rows: AppliedJob[]; total: number }> {
    const { rows, total } = await this.applications.page(partyId, {
      offset: (query.page - 1) * query.limit,
      limit: query.limit,
    });
    return { rows: await this.toApplied(partyId, rows), total };
  }

  rejectionReasons(): Promise<JobOption[]> {
    return this.applications.rejectionReasons();
  }

  /** The learner asks a counsellor about a course, once per course; the mail confirms it. */
  async applyForCourse(partyId: number, productId: number): Promise<Outcome<undefined, JobsReason>> {
    const productName = await this.applications.productName(productId);
    if (!productName) return refuse(ReasonCode.NOT_FOUND);
    if (!(await this.applications.applyForCourse(partyId, productId, this.now()))) {
      return refuse(ReasonCode.COURSE_ALREADY_APPLIED);
    }
    const learner = await this.applications.learner(partyId);
    if (learner) {
      await this.messenger.send({
        channel: 'EMAIL',
        recipient: learner.email,
        subject: `Your enquiry about ${productName}`,
        body: [
          `Dear ${learner.firstName},`,
          '',
          `Thank you for your interest in ${productName}. A ${PRODUCT_NAME} counsellor will call you`,
          'within two working days to talk about the course and how it fits the jobs you are looking at.',
        ].join('\n'),
      });
    }
    return accept();
  }

  private async toApplied(partyId: number, rows: ApplicationRow[]): Promise<AppliedJob[]> {
    const jobIds = [...new Set(rows.map((row) => row.jobId))];
    const [jobRows, stages, history, reasons, context] = await Promise.all([
      this.jobs.findMany(partyId, jobIds),
      this.applications.stages(jobIds),
      this.applications.history(rows.map((row) => row.applicationId)),
      this.applications.rejectionReasons(),
      this.views.context(partyId),
    ]);
    const jobsById = new Map(jobRows.map((job) => [job.jobId, job]));
    const reasonText = new Map(reasons.map((reason) => [reason.id, reason.name]));
    return rows.flatMap((row) => {
      const job = jobsById.get(row.jobId);
      if (!job) return [];
      return [
        this.toOne(
          row,
          job,
          stages.filter((stage) => stage.jobId === row.jobId),
          history.filter((entry) => entry.applicationId === row.applicationId),
          reasonText,
          context,
        ),
      ];
    });
  }

  private toOne(
    row: ApplicationRow,
    job: JobRow,
    stages: StageRow[],
    history: HistoryRow[],
    reasonText: Map<number, string>,
    context: JobViewContext,
  ): AppliedJob {
    const stageName = new Map(stages.map((stage) => [stage.stageId, stage.name]));
    const reason = (id: number | null) => (id === null ? null : (reasonText.get(id) ?? null));
    return {
      applicationID: row.applicationId,
      job: toJobSummary(job, context),
      appliedOn: row.appliedAt.toISOString(),
      status: row.status,
      currentStage: stageName.get(row.stageId) ?? '',
      // History is oldest first, so the first entry of a stage is when the application reached it.
      stages: stages.map((stage) => ({
        name: stage.name,
        kind: stage.kind,
        reachedOn: history.find((entry) => entry.stageId === stage.stageId)?.at.toISOString() ?? null,
      })),
      history: history.map((entry) => ({
        at: entry.at.toISOString(),
        stageName: stageName.get(entry.stageId) ?? '',
        status: entry.status,
        reason: reason(entry.rejectionReasonId),
      })),
      rejectionReason: reason(row.rejectionReasonId),
    };
  }
}
