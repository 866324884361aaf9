import { and, asc, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { assessmentAttempts } from '../../db/schema/assessment';
import { products } from '../../db/schema/catalogue';
import { enrolments } from '../../db/schema/checkout';
import { assessmentAnswers, assessmentQuestions } from './assessment.schema';

export type AttemptRow = typeof assessmentAttempts.$inferSelect;
export type QuestionRow = typeof assessmentQuestions.$inferSelect;

export interface AnswerRow {
  questionId: number;
  selectedOption: number;
}

export interface HeldEnrolment {
  enrolmentId: number;
  productName: string;
  /** A score the enrolment already holds (an attempt's, or one recorded without the online test). */
  score: number | null;
}

export interface AttemptClose {
  attemptId: number;
  partyId: number;
  productId: number;
  at: Date;
  closedBy: 'LEARNER' | 'DEADLINE';
  correctCount: number;
  score: number;
}

/** Question banks, attempts and their answers; the only code that touches those tables. */
export class AssessmentRepository {
  constructor(private readonly db: Database) {}

  /** The learner's enrolment in the product (the purchase an attempt belongs to), with its name. */
  async enrolment(partyId: number, productId: number, tx: Executor = this.db): Promise<HeldEnrolment | null> {
    const [row] = await tx
      .select({ enrolmentId: enrolments.id, productName: products.name, score: enrolments.score })
      .from(enrolments)
      .innerJoin(products, eq(products.productId, enrolments.productId))
      .where(and(eq(enrolments.partyId, partyId), eq(enrolments.productId, productId)));
    return row ?? null;
  }

  async questions(productId: number, tx: Executor = this.db): Promise<QuestionRow[]> {
    return tx
      .select()
      .from(assessmentQuestions)
      .where(eq(assessmentQuestions.productId, productId))
      .orderBy(asc(assessmentQuestions.sequence));
  }

  /** The learner's attempt at the product; `lock` holds it until the transaction ends. */
  async attempt(
    partyId: number,
    productId: number,
    tx: Executor = this.db,
    options: { lock?: boolean } = {},
  ): Promise<AttemptRow | null> {
    const query = tx
      .select()
      .from(assessmentAttempts)
      .where(and(eq(assessmentAttempts.partyId, partyId), eq(assessmentAttempts.productId, productId)));
    const [row] = options.lock ? await query.for('update') : await query;
    return row ?? null;
  }

  /** A new attempt for the enrolment; a concurrent start of the same one keeps the first. */
  async start(
    tx: Executor,
    attempt: { enrolmentId: number; partyId: number; productId: number; startedAt: Date; deadlineAt: Date },
  ): Promise<void> {
    await tx.insert(assessmentAttempts).values(attempt).onConflictDoNothing();
  }

  async answers(attemptId: number, tx: Executor = this.db): Promise<AnswerRow[]> {
    return tx
      .select({ questionId: assessmentAnswers.questionId, selectedOption: assessmentAnswers.selectedOption })
      .from(assessmentAnswers)
      .where(eq(assessmentAnswers.attemptId, attemptId))
      .orderBy(asc(assessmentAnswers.questionId));
  }

  /** Saves the learner's choice for a question, replacing an earlier one. */
  async saveAnswer(
    tx: Executor,
    answer: { attemptId: number; questionId: number; selectedOption: number; at: Date },
  ): Promise<void> {
    await tx
      .insert(assessmentAnswers)
      .values({
        attemptId: answer.attemptId,
        questionId: answer.questionId,
        selectedOption: answer.selectedOption,
        answeredAt: answer.at,
      })
      .onConflictDoUpdate({
        target: [assessmentAnswers.attemptId, assessmentAnswers.questionId],
        set: { selectedOption: answer.selectedOption, answeredAt: answer.at },
      });
  }

  /**
   * Closes the attempt with its score and copies the score to the enrolment, which the prerequisite
   * table and the FEAT-before-CFX gate read (`001 §5`: a score means Score Available).
   */
  async close(tx: Executor, close: AttemptClose): Promise<void> {
    await tx
      .update(assessmentAttempts)
      .set({
        submittedAt: close.at,
        closedBy: close.closedBy,
        correctCount: close.correctCount,
        score: close.score,
      })
      .where(eq(assessmentAttempts.attemptId, close.attemptId));
    await tx
      .update(enrolments)
      .set({ score: close.score, completedAt: close.at })
      .where(and(eq(enrolments.partyId, close.partyId), eq(enrolments.productId, close.productId)));
  }
}
