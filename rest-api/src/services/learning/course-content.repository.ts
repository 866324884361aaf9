import type { LessonKind } from '@finx/domain';
import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { products } from '../../db/schema/catalogue';
import { enrolments } from '../../db/schema/checkout';
import { courseLessons, courseModules, learningProviders, lessonProgress } from '../../db/schema/learning';
import { studentProviderCredentials } from './learning.schema';

export interface EnrolmentAccess {
  productId: number;
  productName: string;
  productType: 'COURSE' | 'VIDEO';
  validUntil: Date | null;
}

export interface LessonRow {
  moduleId: number;
  moduleSequence: number;
  moduleTitle: string;
  lessonId: number | null;
  lessonSequence: number | null;
  kind: LessonKind | null;
  title: string | null;
  minutes: number | null;
  documentId: string | null;
  url: string | null;
  assessmentProductId: number | null;
}

export interface ProgressCount {
  productId: number;
  totalLessons: number;
  completedLessons: number;
}

/** Modules, lessons and per-lesson progress of the products learners hold. */
export class CourseContentRepository {
  constructor(private readonly db: Database) {}

  /** The learner's enrolment in the product, or null when there is none. */
  async enrolment(partyId: number, productId: number): Promise<EnrolmentAccess | null> {
    const [row] = await this.db
      .select({
        productId: enrolments.productId,
        productName: products.name,
        productType: products.type,
        validUntil: enrolments.validUntil,
      })
      .from(enrolments)
      .innerJoin(products, eq(products.productId, enrolments.productId))
      .where(and(eq(enrolments.partyId, partyId), eq(enrolments.productId, productId)));
    return row ?? null;
  }

  /** One page of the learner's enrolments, newest first, and how many there are in all. */
  async enrolmentPage(
    partyId: number,
    offset: number,
    limit: number,
  ): Promise<{ rows: (EnrolmentAccess & { score: number | null })[]; total: number }> {
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          productId: enrolments.productId,
          productName: products.name,
          productType: products.type,
          validUntil: enrolments.validUntil,
          score: enrolments.score,
        })
        .from(enrolments)
        .innerJoin(products, eq(products.productId, enrolments.productId))
        .where(eq(enrolments.partyId, partyId))
        .orderBy(desc(enrolments.enrolledAt), desc(enrolments.id))
        .limit(limit)
        .offset(offset),
      this.db.select({ rows: count() }).from(enrolments).where(eq(enrolments.partyId, partyId)),
    ]);
    return { rows, total: total?.rows ?? 0 };
  }

  /** The external provider that teaches the product, or null for the built-in player. */
  async provider(productId: number): Promise<{ providerName: string; launchUrl: string } | null> {
    const [row] = await this.db
      .select({ providerName: learningProviders.providerName, launchUrl: learningProviders.launchUrl })
      .from(learningProviders)
      .where(eq(learningProviders.productId, productId));
    return row ?? null;
  }

  /** The learner's login at the product's provider, or null when none has been issued. */
  async providerLogin(partyId: number, productId: number): Promise<string | null> {
    const [row] = await this.db
      .select({ loginId: studentProviderCredentials.loginId })
      .from(studentProviderCredentials)
      .where(
        and(
          eq(studentProviderCredentials.partyId, partyId),
          eq(studentProviderCredentials.productId, productId),
        ),
      );
    return row?.loginId ?? null;
  }

  async productExists(productId: number): Promise<boolean> {
    const rows = await this.db
      .select({ id: products.productId })
      .from(products)
      .where(eq(products.productId, productId));
    return rows.length > 0;
  }

  /** The product's modules and their lessons in order; a module without lessons comes once with nulls. */
  async outline(productId: number): Promise<LessonRow[]> {
    return (
      this.db
        .select({
          moduleId: courseModules.moduleId,
          moduleSequence: courseModules.sequence,
          moduleTitle: courseModules.title,
          lessonId: courseLessons.lessonId,
          lessonSequence: courseLessons.sequence,
          title: courseLessons.title,
          minutes: courseLessons.minutes,
          documentId: courseLessons.documentId,
          kind: courseLessons.kind,
          url: courseLessons.url,
          assessmentProductId: courseLessons.assessmentProductId,
        })
        .from(courseModules)
        .leftJoin(courseLessons, eq(courseLessons.moduleId, courseModules.moduleId))
        // A module staff switched off is not shown (its lessons still count in progress already made).
        .where(and(eq(courseModules.productId, productId), eq(courseModules.active, true)))
        .orderBy(asc(courseModules.sequence), asc(courseLessons.sequence))
    );
  }

  /** Which of the product's lessons the learner has completed. */
  async completedLessonIds(partyId: number, productId: number): Promise<number[]> {
    const rows = await this.db
      .select({ lessonId: lessonProgress.lessonId })
      .from(lessonProgress)
      .innerJoin(courseLessons, eq(courseLessons.lessonId, lessonProgress.lessonId))
      .innerJoin(courseModules, eq(courseModules.moduleId, courseLessons.moduleId))
      .where(and(eq(lessonProgress.partyId, partyId), eq(courseModules.productId, productId)));
    return rows.map((row) => row.lessonId);
  }

  /** The product a lesson belongs to, or null for an unknown lesson. */
  async productOfLesson(lessonId: number): Promise<number | null> {
    const [row] = await this.db
      .select({ productId: courseModules.productId })
      .from(courseLessons)
      .innerJoin(courseModules, eq(courseModules.moduleId, courseLessons.moduleId))
      .where(eq(courseLessons.lessonId, lessonId));
    return row?.productId ?? null;
  }

  /**
   * Records the lesson complete (a repeat keeps the first time) and, once every lesson of the product is
   * complete, the enrolment's completion (kept if already set). One transaction, so the two agree.
   */
  async completeLesson(partyId: number, lessonId: number, productId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.insert(lessonProgress).values({ partyId, lessonId }).onConflictDoNothing();
      const [total] = await tx
        .select({ lessons: count() })
        .from(courseLessons)
        .innerJoin(courseModules, eq(courseModules.moduleId, courseLessons.moduleId))
        .where(eq(courseModules.productId, productId));
      const [done] = await tx
        .select({ lessons: count() })
        .from(lessonProgress)
        .innerJoin(courseLessons, eq(courseLessons.lessonId, lessonProgress.lessonId))
        .innerJoin(courseModules, eq(courseModules.moduleId, courseLessons.moduleId))
        .where(and(eq(lessonProgress.partyId, partyId), eq(courseModules.productId, productId)));
      if ((total?.lessons ?? 0) > 0 && total?.lessons === done?.lessons) {
        await tx
          .update(enrolments)
          .set({ completedAt: new Date() })
          .where(
            and(
              eq(enrolments.partyId, partyId),
              eq(enrolments.productId, productId),
              isNull(enrolments.completedAt),
            ),
          );
      }
    });
  }

  /** Lessons in each product, and how many of them the learner has completed. */
  async progressCounts(partyId: number, productIds: readonly number[]): Promise<ProgressCount[]> {
    if (productIds.length === 0) return [];
    const [totals, done] = await Promise.all([
      this.db
        .select({ productId: courseModules.productId, lessons: count() })
        .from(courseLessons)
        .innerJoin(courseModules, eq(courseModules.moduleId, courseLessons.moduleId))
        .where(inArray(courseModules.productId, [...productIds]))
        .groupBy(courseModules.productId),
      this.db
        .select({ productId: courseModules.productId, lessons: count() })
        .from(lessonProgress)
        .innerJoin(courseLessons, eq(courseLessons.lessonId, lessonProgress.lessonId))
        .innerJoin(courseModules, eq(courseModules.moduleId, courseLessons.moduleId))
        .where(and(eq(lessonProgress.partyId, partyId), inArray(courseModules.productId, [...productIds])))
        .groupBy(courseModules.productId),
    ]);
    const doneOf = new Map(done.map((row) => [row.productId, row.lessons]));
    const totalOf = new Map(totals.map((row) => [row.productId, row.lessons]));
    return productIds.map((productId) => ({
      productId,
      totalLessons: totalOf.get(productId) ?? 0,
      completedLessons: doneOf.get(productId) ?? 0,
    }));
  }
}
