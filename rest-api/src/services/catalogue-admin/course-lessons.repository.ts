import type { LessonKind } from '@finx/domain';
import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { products } from '../../db/schema/catalogue';
import { courseLessons, courseModules, learningProviders, lessonProgress } from '../../db/schema/learning';

/** A module with what the lessons editor and its rules need of its product. */
export interface LessonModule {
  moduleId: number;
  productId: number;
  productName: string;
  productActive: boolean;
  sequence: number;
  title: string;
  active: boolean;
  lessonCount: number;
}

export interface LessonRecord {
  lessonId: number;
  moduleId: number;
  sequence: number;
  kind: LessonKind;
  title: string;
  minutes: number;
  documentId: string | null;
  fileName: string | null;
  url: string | null;
  assessmentProductId: number | null;
}

/** What a lesson is made of, as a save writes it (its module and place are the repository's). */
export type LessonFields = Omit<LessonRecord, 'lessonId' | 'moduleId' | 'sequence'>;

/** A module of a product and how many lessons it has: what activating the product depends on. */
export interface ModuleReadiness {
  moduleId: number;
  title: string;
  active: boolean;
  lessonCount: number;
}

const lessonColumns = {
  lessonId: courseLessons.lessonId,
  moduleId: courseLessons.moduleId,
  sequence: courseLessons.sequence,
  kind: courseLessons.kind,
  title: courseLessons.title,
  minutes: courseLessons.minutes,
  documentId: courseLessons.documentId,
  fileName: courseLessons.fileName,
  url: courseLessons.url,
  assessmentProductId: courseLessons.assessmentProductId,
};

// Columns spelt out with their tables: drizzle leaves a lone table's columns unqualified, and inside a
// subquery an unqualified column names the subquery's own table.
const lessonCountOf = sql<number>`(select count(*)::int from ${courseLessons} as counted where counted.module_id = ${courseModules}.module_id)`;

/** A module's lessons as admin edit them, and the counts the activation rules read. */
export class CourseLessonsRepository {
  constructor(private readonly db: Database) {}

  private moduleQuery(ex: Executor) {
    return ex
      .select({
        moduleId: courseModules.moduleId,
        productId: courseModules.productId,
        productName: products.name,
        productActive: products.active,
        sequence: courseModules.sequence,
        title: courseModules.title,
        active: courseModules.active,
        lessonCount: lessonCountOf,
      })
      .from(courseModules)
      .innerJoin(products, eq(products.productId, courseModules.productId));
  }

  async module(moduleId: number, ex: Executor = this.db): Promise<LessonModule | undefined> {
    const [row] = await this.moduleQuery(ex).where(eq(courseModules.moduleId, moduleId));
    return row;
  }

  /**
   * The module and its product, both rows locked: every change to a module's lessons takes this lock
   * first, so two edits of one module's order cannot interleave, and the product cannot be activated
   * between reading that it is inactive and removing a module's last lesson (activation locks it too).
   */
  async moduleForUpdate(ex: Executor, moduleId: number): Promise<LessonModule | undefined> {
    const [row] = await this.moduleQuery(ex)
      .where(eq(courseModules.moduleId, moduleId))
      .for('update', { of: [courseModules, products] });
    return row;
  }

  /** The module's lessons in order, each with how many learners have completed it. */
  async lessons(
    moduleId: number,
    ex: Executor = this.db,
  ): Promise<(LessonRecord & { completions: number })[]> {
    return ex
      .select({
        ...lessonColumns,
        completions: sql<number>`(select count(*)::int from ${lessonProgress} as done where done.lesson_id = ${courseLessons}.lesson_id)`,
      })
      .from(courseLessons)
      .where(eq(courseLessons.moduleId, moduleId))
      .orderBy(asc(courseLessons.sequence));
  }

  async lesson(lessonId: number, ex: Executor = this.db): Promise<LessonRecord | undefined> {
    const [row] = await ex
      .select(lessonColumns)
      .from(courseLessons)
      .where(eq(courseLessons.lessonId, lessonId));
    return row;
  }

  /** A lesson at the end of its module; the id is explicit (the schema's ids are), the next free one. */
  async insert(ex: Executor, moduleId: number, fields: LessonFields): Promise<number> {
    const [next] = await ex
      .select({
        id: sql<number>`coalesce(max(${courseLessons.lessonId}), 0)::int + 1`,
        sequence: sql<number>`coalesce(max(${courseLessons.sequence}) filter (where ${courseLessons.moduleId} = ${moduleId}), 0)::int + 1`,
      })
      .from(courseLessons);
    await ex
      .insert(courseLessons)
      .values({ lessonId: next!.id, moduleId, sequence: next!.sequence, ...fields });
    return next!.id;
  }

  async update(ex: Executor, lessonId: number, fields: LessonFields): Promise<void> {
    await ex.update(courseLessons).set(fields).where(eq(courseLessons.lessonId, lessonId));
  }

  /**
   * Swaps two lessons' places. The module's sequence is unique, so one goes through 0 (no lesson has
   * it: sequences start at 1) while the other takes its place.
   */
  async swap(ex: Executor, first: LessonRecord, second: LessonRecord): Promise<void> {
    await ex.update(courseLessons).set({ sequence: 0 }).where(eq(courseLessons.lessonId, first.lessonId));
    await ex
      .update(courseLessons)
      .set({ sequence: first.sequence })
      .where(eq(courseLessons.lessonId, second.lessonId));
    await ex
      .update(courseLessons)
      .set({ sequence: second.sequence })
      .where(eq(courseLessons.lessonId, first.lessonId));
  }

  /** Removes the lesson and closes its gap: the lessons after it move up one place, in order. */
  async remove(ex: Executor, lesson: LessonRecord): Promise<void> {
    await ex.delete(courseLessons).where(eq(courseLessons.lessonId, lesson.lessonId));
    const after = await ex
      .select({ lessonId: courseLessons.lessonId, sequence: courseLessons.sequence })
      .from(courseLessons)
      .where(and(eq(courseLessons.moduleId, lesson.moduleId), gt(courseLessons.sequence, lesson.sequence)))
      .orderBy(asc(courseLessons.sequence));
    for (const row of after) {
      await ex
        .update(courseLessons)
        .set({ sequence: row.sequence - 1 })
        .where(eq(courseLessons.lessonId, row.lessonId));
    }
  }

  async completions(ex: Executor, lessonId: number): Promise<number> {
    const [row] = await ex
      .select({ learners: count() })
      .from(lessonProgress)
      .where(eq(lessonProgress.lessonId, lessonId));
    return row?.learners ?? 0;
  }

  /** Whether another lesson still plays this stored file (only then is the file kept). */
  async fileInUse(documentId: string, ex: Executor = this.db): Promise<boolean> {
    const [row] = await ex
      .select({ lessons: count() })
      .from(courseLessons)
      .where(eq(courseLessons.documentId, documentId));
    return (row?.lessons ?? 0) > 0;
  }

  /** The product's modules in order with their lesson counts. */
  async readiness(ex: Executor, productId: number): Promise<ModuleReadiness[]> {
    return ex
      .select({
        moduleId: courseModules.moduleId,
        title: courseModules.title,
        active: courseModules.active,
        lessonCount: lessonCountOf,
      })
      .from(courseModules)
      .where(eq(courseModules.productId, productId))
      .orderBy(asc(courseModules.sequence));
  }

  /** Whether an external provider teaches the product (its lessons are there, not in modules). */
  async taughtElsewhere(ex: Executor, productId: number): Promise<boolean> {
    const rows = await ex
      .select({ productId: learningProviders.productId })
      .from(learningProviders)
      .where(eq(learningProviders.productId, productId));
    return rows.length > 0;
  }
}
