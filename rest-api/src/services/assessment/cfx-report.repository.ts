import { and, asc, count, eq, inArray, max } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { assessmentAttempts } from '../../db/schema/assessment';
import { productPrerequisites, products } from '../../db/schema/catalogue';
import { enrolments } from '../../db/schema/checkout';
import { users } from '../../db/schema/identity';
import { courseLessons, courseModules, lessonProgress } from '../../db/schema/learning';
import { assessmentQuestions } from './assessment.schema';

export interface ReportEnrolment {
  enrolmentId: number;
  productId: number;
  productName: string;
  productType: 'COURSE' | 'VIDEO';
  completedAt: Date | null;
  score: number | null;
}

export interface ModuleProgress {
  productId: number;
  moduleId: number;
  sequence: number;
  title: string;
  totalLessons: number;
  completedLessons: number;
  lastCompletedAt: Date | null;
}

export interface AttemptFacts {
  productId: number;
  startedAt: Date;
  submittedAt: Date | null;
  score: number | null;
}

/** What the CFX assessment report reads: a learner's products on a path, their modules and attempts. */
export class CfxReportRepository {
  constructor(private readonly db: Database) {}

  async partyByEmail(email: string): Promise<number | null> {
    const [row] = await this.db
      .select({ partyId: users.partyId })
      .from(users)
      .where(eq(users.email, email.toLowerCase()));
    return row?.partyId ?? null;
  }

  async productExists(productId: number): Promise<boolean> {
    const rows = await this.db
      .select({ id: products.productId })
      .from(products)
      .where(eq(products.productId, productId));
    return rows.length > 0;
  }

  /** The product's prerequisites in order, then the product. */
  async path(productId: number): Promise<number[]> {
    const rows = await this.db
      .select({ id: productPrerequisites.prerequisiteId })
      .from(productPrerequisites)
      .where(eq(productPrerequisites.productId, productId))
      .orderBy(asc(productPrerequisites.sequence));
    return [...rows.map((row) => row.id), productId];
  }

  async enrolments(partyId: number, productIds: number[]): Promise<ReportEnrolment[]> {
    return this.db
      .select({
        enrolmentId: enrolments.id,
        productId: enrolments.productId,
        productName: products.name,
        productType: products.type,
        completedAt: enrolments.completedAt,
        score: enrolments.score,
      })
      .from(enrolments)
      .innerJoin(products, eq(products.productId, enrolments.productId))
      .where(and(eq(enrolments.partyId, partyId), inArray(enrolments.productId, productIds)));
  }

  /** Each module of the products with its lesson count, the learner's completed count and last completion. */
  async modules(partyId: number, productIds: number[]): Promise<ModuleProgress[]> {
    if (productIds.length === 0) return [];
    return this.db
      .select({
        productId: courseModules.productId,
        moduleId: courseModules.moduleId,
        sequence: courseModules.sequence,
        title: courseModules.title,
        totalLessons: count(courseLessons.lessonId),
        completedLessons: count(lessonProgress.lessonId),
        lastCompletedAt: max(lessonProgress.completedAt),
      })
      .from(courseModules)
      .leftJoin(courseLessons, eq(courseLessons.moduleId, courseModules.moduleId))
      .leftJoin(
        lessonProgress,
        and(eq(lessonProgress.lessonId, courseLessons.lessonId), eq(lessonProgress.partyId, partyId)),
      )
      .where(inArray(courseModules.productId, productIds))
      .groupBy(courseModules.moduleId)
      .orderBy(asc(courseModules.productId), asc(courseModules.sequence));
  }

  async attempts(partyId: number, productIds: number[]): Promise<AttemptFacts[]> {
    if (productIds.length === 0) return [];
    return this.db
      .select({
        productId: assessmentAttempts.productId,
        startedAt: assessmentAttempts.startedAt,
        submittedAt: assessmentAttempts.submittedAt,
        score: assessmentAttempts.score,
      })
      .from(assessmentAttempts)
      .where(and(eq(assessmentAttempts.partyId, partyId), inArray(assessmentAttempts.productId, productIds)));
  }

  /** Which of the products are assessments (have a question bank). */
  async assessed(productIds: number[]): Promise<Set<number>> {
    if (productIds.length === 0) return new Set();
    const rows = await this.db
      .selectDistinct({ productId: assessmentQuestions.productId })
      .from(assessmentQuestions)
      .where(inArray(assessmentQuestions.productId, productIds));
    return new Set(rows.map((row) => row.productId));
  }
}
