import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { likeEscaped } from '../../db/like-pattern';
import { products } from '../../db/schema/catalogue';
import { enrolments } from '../../db/schema/checkout';
import { users } from '../../db/schema/identity';
import { courseLessons, courseModules, lessonProgress } from '../../db/schema/learning';
import { fullName } from './report-query.repository';

export interface CourseReportFilter {
  productId: number;
  search?: string;
  page: number;
  limit: number;
}

/** studentreport/course: one course's enrolments, newest first, with the lessons each learner has done. */
export class CourseReportRepository {
  constructor(private readonly db: Database) {}

  async courseExists(productId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: products.productId })
      .from(products)
      .where(eq(products.productId, productId));
    return row !== undefined;
  }

  async page(filter: CourseReportFilter) {
    const lessons = sql`select ${courseLessons.lessonId} from ${courseLessons} inner join ${courseModules} on ${courseModules.moduleId} = ${courseLessons.moduleId} where ${courseModules.productId} = ${filter.productId}`;
    const total = sql<number>`(select count(*) from (${lessons}) as lessons)`.mapWith(Number);
    const done =
      sql<number>`(select count(*) from ${lessonProgress} where ${lessonProgress.partyId} = ${enrolments.partyId} and ${lessonProgress.lessonId} in (${lessons}))`.mapWith(
        Number,
      );
    const where = and(
      eq(enrolments.productId, filter.productId),
      filter.search
        ? or(ilike(fullName, likeEscaped(filter.search)), ilike(users.email, likeEscaped(filter.search)))
        : undefined,
    );
    const [rows, [counted]] = await Promise.all([
      this.db
        .select({
          partyId: enrolments.partyId,
          name: fullName,
          email: users.email,
          source: enrolments.source,
          enrolledAt: enrolments.enrolledAt,
          validUntil: enrolments.validUntil,
          completedAt: enrolments.completedAt,
          score: enrolments.score,
          lessonsDone: done,
          lessonsTotal: total,
        })
        .from(enrolments)
        .innerJoin(users, eq(users.partyId, enrolments.partyId))
        .where(where)
        .orderBy(desc(enrolments.enrolledAt), desc(enrolments.id))
        .limit(filter.limit)
        .offset((filter.page - 1) * filter.limit),
      this.db
        .select({ total: count() })
        .from(enrolments)
        .innerJoin(users, eq(users.partyId, enrolments.partyId))
        .where(where),
    ]);
    return { rows, total: counted?.total ?? 0 };
  }
}
