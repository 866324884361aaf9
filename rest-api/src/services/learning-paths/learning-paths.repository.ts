import type { LearningPathCourseRow, LearningPathRow } from '@finx/domain';
import { and, asc, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { likeEscaped } from '../../db/like-pattern';
import { productPrerequisites, products } from '../../db/schema/catalogue';
import { learningPathCourses, learningPaths } from './learning-paths.schema';

export type LearningPathRecord = typeof learningPaths.$inferSelect;

export interface LearningPathFilter {
  search?: string;
  active?: boolean;
  page: number;
  limit: number;
}

export interface LearningPathFields {
  name: string;
  description: string;
}

/** Learning paths and their courses in order. */
export class LearningPathsRepository {
  constructor(private readonly db: Database) {}

  async list(filter: LearningPathFilter): Promise<{ rows: LearningPathRow[]; total: number }> {
    const conditions: (SQL | undefined)[] = [];
    if (filter.active !== undefined) conditions.push(eq(learningPaths.active, filter.active));
    if (filter.search) conditions.push(ilike(learningPaths.name, likeEscaped(filter.search)));
    const where = and(...conditions);
    const [paths, [totals]] = await Promise.all([
      this.db
        .select()
        .from(learningPaths)
        .where(where)
        // The id breaks ties so a page never repeats or skips a row.
        .orderBy(desc(learningPaths.createdAt), desc(learningPaths.pathId))
        .limit(filter.limit)
        .offset((filter.page - 1) * filter.limit),
      this.db.select({ n: count() }).from(learningPaths).where(where),
    ]);
    return { rows: await this.withCourses(paths), total: totals?.n ?? 0 };
  }

  /** Every active path, by name, for learners. */
  async active(): Promise<LearningPathRow[]> {
    const paths = await this.db
      .select()
      .from(learningPaths)
      .where(eq(learningPaths.active, true))
      .orderBy(asc(learningPaths.name), asc(learningPaths.pathId));
    return this.withCourses(paths, true);
  }

  async one(pathId: number, ex: Executor = this.db): Promise<LearningPathRow | undefined> {
    const paths = await ex.select().from(learningPaths).where(eq(learningPaths.pathId, pathId));
    const [row] = await this.withCourses(paths, false, ex);
    return row;
  }

  /** Locks the row: two members of staff changing one path take turns. */
  async findForUpdate(ex: Executor, pathId: number): Promise<LearningPathRecord | undefined> {
    const [row] = await ex.select().from(learningPaths).where(eq(learningPaths.pathId, pathId)).for('update');
    return row;
  }

  /** A new path, inactive until staff activate it. */
  async insert(ex: Executor, fields: LearningPathFields): Promise<number> {
    const [row] = await ex
      .insert(learningPaths)
      .values({ ...fields, active: false })
      .returning({ pathId: learningPaths.pathId });
    return row!.pathId;
  }

  async update(ex: Executor, pathId: number, fields: LearningPathFields): Promise<void> {
    await ex.update(learningPaths).set(fields).where(eq(learningPaths.pathId, pathId));
  }

  async setActive(ex: Executor, pathId: number, active: boolean): Promise<void> {
    await ex.update(learningPaths).set({ active }).where(eq(learningPaths.pathId, pathId));
  }

  /** Replaces the path's courses, numbered 1.. in the order given. */
  async replaceCourses(ex: Executor, pathId: number, productIds: readonly number[]): Promise<void> {
    await ex.delete(learningPathCourses).where(eq(learningPathCourses.pathId, pathId));
    await ex
      .insert(learningPathCourses)
      .values(productIds.map((productId, index) => ({ pathId, productId, sequence: index + 1 })));
  }

  /** Names of the courses asked for (only courses, not videos); a missing id is left out. */
  async courseNames(ex: Executor, productIds: readonly number[]): Promise<Map<number, string>> {
    if (productIds.length === 0) return new Map();
    const rows = await ex
      .select({ productId: products.productId, name: products.name })
      .from(products)
      .where(and(inArray(products.productId, [...productIds]), eq(products.type, 'COURSE')));
    return new Map(rows.map((row) => [row.productId, row.name]));
  }

  /** The prerequisites of the given courses, in their own order. */
  async prerequisitesOf(ex: Executor, productIds: readonly number[]): Promise<Map<number, number[]>> {
    if (productIds.length === 0) return new Map();
    const rows = await ex
      .select({ productId: productPrerequisites.productId, required: productPrerequisites.prerequisiteId })
      .from(productPrerequisites)
      .where(inArray(productPrerequisites.productId, [...productIds]))
      .orderBy(asc(productPrerequisites.productId), asc(productPrerequisites.sequence));
    const graph = new Map<number, number[]>();
    for (const row of rows) graph.set(row.productId, [...(graph.get(row.productId) ?? []), row.required]);
    return graph;
  }

  /** The names of any products (for the refusal's text, which may name a prerequisite that is a video). */
  async productNames(ex: Executor, productIds: readonly number[]): Promise<Map<number, string>> {
    const rows = await ex
      .select({ productId: products.productId, name: products.name })
      .from(products)
      .where(inArray(products.productId, [...productIds]));
    return new Map(rows.map((row) => [row.productId, row.name]));
  }

  private async withCourses(
    paths: LearningPathRecord[],
    activeCoursesOnly = false,
    ex: Executor = this.db,
  ): Promise<LearningPathRow[]> {
    if (paths.length === 0) return [];
    const rows = await ex
      .select({
        pathId: learningPathCourses.pathId,
        sequence: learningPathCourses.sequence,
        productID: learningPathCourses.productId,
        productName: products.name,
      })
      .from(learningPathCourses)
      .innerJoin(products, eq(products.productId, learningPathCourses.productId))
      .where(
        and(
          inArray(
            learningPathCourses.pathId,
            paths.map((path) => path.pathId),
          ),
          // Learners see only courses the catalogue sells; staff see the whole path.
          activeCoursesOnly ? eq(products.active, true) : undefined,
        ),
      )
      .orderBy(asc(learningPathCourses.pathId), asc(learningPathCourses.sequence));
    const coursesOf = new Map<number, LearningPathCourseRow[]>();
    for (const { pathId, ...course } of rows)
      coursesOf.set(pathId, [...(coursesOf.get(pathId) ?? []), course]);
    return paths.map((path) => ({
      pathId: path.pathId,
      name: path.name,
      description: path.description,
      active: path.active,
      courses: coursesOf.get(path.pathId) ?? [],
      createdDate: path.createdAt.toISOString(),
    }));
  }
}
