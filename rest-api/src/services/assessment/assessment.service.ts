import {
  ASSESSMENT_MINUTES,
  type AssessmentAttempt,
  type AssessmentReason,
  AssessmentReasons,
  AttemptStatus,
  ReasonCode,
} from '@finx/domain';
import type { RunInTransaction, Transaction } from '../../db/database';
import { accept, type InvalidField, invalidField, type Outcome, refusalsOf } from '../../outcome';
import type {
  AnswerRow,
  AssessmentRepository,
  AttemptRow,
  HeldEnrolment,
  QuestionRow,
} from './assessment.repository';

const { refuse } = refusalsOf(AssessmentReasons);

const MINUTE = 60_000;

/** Why an answer is not one of the test's: the question is not in it, or the option is not one of its own. */
export const ANSWER_INVALID = 'Please choose one of the options of a question of this test.';

/** Percent correct, rounded to the nearest whole number; an unanswered question counts as wrong. */
export const scoreAttempt = (
  questions: readonly Pick<QuestionRow, 'questionId' | 'correctOption'>[],
  answers: readonly AnswerRow[],
): { correctCount: number; score: number } => {
  const chosen = new Map(answers.map((answer) => [answer.questionId, answer.selectedOption]));
  const correctCount = questions.filter((q) => chosen.get(q.questionId) === q.correctOption).length;
  const score = questions.length === 0 ? 0 : Math.round((correctCount * 100) / questions.length);
  return { correctCount, score };
};

/**
 * A timed assessment of a bought product (FEAT, `001 §1`): one attempt per purchase, started by the
 * learner who bought it, answers saved one by one, the deadline kept by the server. An attempt past its
 * deadline is closed with the answers saved before it, whichever call touches it next.
 */
export class AssessmentService {
  constructor(
    private readonly repo: AssessmentRepository,
    private readonly transaction: RunInTransaction,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The learner's attempt, or null before they start it. */
  async attempt(
    partyId: number,
    productId: number,
  ): Promise<Outcome<AssessmentAttempt | null, AssessmentReason>> {
    const gate = await this.gate(partyId, productId);
    if (!gate.ok) return gate;
    return this.transaction(async (tx) => {
      const row = await this.repo.attempt(partyId, productId, tx, { lock: true });
      if (!row) return gate.value.score === null ? accept(null) : refuse(ReasonCode.ASSESSMENT_SUBMITTED);
      return accept(
        await this.view(tx, await this.closeIfOverdue(tx, row, gate.value.questions), gate.value),
      );
    });
  }

  /** Starts the attempt, or resumes the one already started (a reload, another tab). */
  async start(partyId: number, productId: number): Promise<Outcome<AssessmentAttempt, AssessmentReason>> {
    const gate = await this.gate(partyId, productId);
    if (!gate.ok) return gate;
    return this.transaction(async (tx): Promise<Outcome<AssessmentAttempt, AssessmentReason>> => {
      // A score recorded without an attempt (before the online test existed) is the purchase's one attempt.
      const existing = await this.repo.attempt(partyId, productId, tx);
      if (!existing && gate.value.score !== null) return refuse(ReasonCode.ASSESSMENT_SUBMITTED);
      const startedAt = this.now();
      await this.repo.start(tx, {
        enrolmentId: gate.value.enrolmentId,
        partyId,
        productId,
        startedAt,
        deadlineAt: new Date(startedAt.getTime() + ASSESSMENT_MINUTES * MINUTE),
      });
      const row = await this.repo.attempt(partyId, productId, tx, { lock: true });
      if (!row) throw new Error('assessment attempt missing right after it was started');
      return accept(
        await this.view(tx, await this.closeIfOverdue(tx, row, gate.value.questions), gate.value),
      );
    });
  }

  /** Saves one answer; after the deadline the attempt is closed instead and the answer refused. */
  async answer(
    partyId: number,
    productId: number,
    questionId: number,
    optionId: number,
  ): Promise<Outcome<AssessmentAttempt, AssessmentReason> | InvalidField> {
    const gate = await this.gate(partyId, productId);
    if (!gate.ok) return gate;
    const question = gate.value.questions.find((q) => q.questionId === questionId);
    if (!question || !Number.isInteger(optionId) || optionId < 1 || optionId > question.options.length) {
      return invalidField(ANSWER_INVALID);
    }
    return this.transaction(async (tx): Promise<Outcome<AssessmentAttempt, AssessmentReason>> => {
      const row = await this.repo.attempt(partyId, productId, tx, { lock: true });
      if (!row) return refuse(ReasonCode.ASSESSMENT_NOT_STARTED);
      if (row.submittedAt) return refuse(ReasonCode.ASSESSMENT_SUBMITTED);
      const closed = await this.closeIfOverdue(tx, row, gate.value.questions);
      // Committing the close is the point: the refusal is an answer, not a rollback.
      if (closed.submittedAt) return refuse(ReasonCode.ASSESSMENT_TIME_UP);
      await this.repo.saveAnswer(tx, {
        attemptId: row.attemptId,
        questionId,
        selectedOption: optionId,
        at: this.now(),
      });
      return accept(await this.view(tx, row, gate.value));
    });
  }

  /** `001 §7` scoreupdate: submits the attempt and records its score; submitting again answers the same. */
  async submit(partyId: number, productId: number): Promise<Outcome<AssessmentAttempt, AssessmentReason>> {
    const gate = await this.gate(partyId, productId);
    if (!gate.ok) return gate;
    return this.transaction(async (tx): Promise<Outcome<AssessmentAttempt, AssessmentReason>> => {
      const row = await this.repo.attempt(partyId, productId, tx, { lock: true });
      if (!row) return refuse(ReasonCode.ASSESSMENT_NOT_STARTED);
      const overdue = await this.closeIfOverdue(tx, row, gate.value.questions);
      const closed = overdue.submittedAt
        ? overdue
        : await this.close(tx, row, gate.value.questions, 'LEARNER');
      return accept(await this.view(tx, closed, gate.value));
    });
  }

  /** Only a learner who bought the product may take it, and only a product with a question bank. */
  private async gate(
    partyId: number,
    productId: number,
  ): Promise<Outcome<HeldEnrolment & { questions: QuestionRow[] }, AssessmentReason>> {
    const [enrolment, questions] = await Promise.all([
      this.repo.enrolment(partyId, productId),
      this.repo.questions(productId),
    ]);
    if (questions.length === 0) return refuse(ReasonCode.NOT_FOUND);
    if (!enrolment) return refuse(ReasonCode.NOT_ENROLLED);
    return accept({ ...enrolment, questions });
  }

  private async closeIfOverdue(
    tx: Transaction,
    row: AttemptRow,
    questions: QuestionRow[],
  ): Promise<AttemptRow> {
    if (row.submittedAt || this.now().getTime() < row.deadlineAt.getTime()) return row;
    return this.close(tx, row, questions, 'DEADLINE');
  }

  private async close(
    tx: Transaction,
    row: AttemptRow,
    questions: QuestionRow[],
    closedBy: 'LEARNER' | 'DEADLINE',
  ): Promise<AttemptRow> {
    const { correctCount, score } = scoreAttempt(questions, await this.repo.answers(row.attemptId, tx));
    // A deadline close is dated at the deadline: nothing after it counted.
    const at = closedBy === 'DEADLINE' ? row.deadlineAt : this.now();
    await this.repo.close(tx, {
      attemptId: row.attemptId,
      partyId: row.partyId,
      productId: row.productId,
      at,
      closedBy,
      correctCount,
      score,
    });
    return { ...row, submittedAt: at, closedBy, correctCount, score };
  }

  private async view(
    tx: Transaction,
    row: AttemptRow,
    context: { productName: string; questions: QuestionRow[] },
  ): Promise<AssessmentAttempt> {
    const answers = await this.repo.answers(row.attemptId, tx);
    return {
      attemptID: row.attemptId,
      productID: row.productId,
      productName: context.productName,
      status: row.submittedAt ? AttemptStatus.SUBMITTED : AttemptStatus.IN_PROGRESS,
      startedOn: row.startedAt.toISOString(),
      deadline: row.deadlineAt.toISOString(),
      serverNow: this.now().toISOString(),
      submittedOn: row.submittedAt?.toISOString() ?? null,
      closedBy: row.closedBy,
      totalQuestions: context.questions.length,
      answeredCount: answers.length,
      score: row.score,
      correctCount: row.correctCount,
      questions: context.questions.map((q) => ({
        questionID: q.questionId,
        sequence: q.sequence,
        text: q.text,
        options: q.options.map((text, index) => ({ optionID: index + 1, text })),
      })),
      answers: answers.map((a) => ({ questionID: a.questionId, optionID: a.selectedOption })),
    };
  }
}
