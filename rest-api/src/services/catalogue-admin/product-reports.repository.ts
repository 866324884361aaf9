import { and, count, desc, eq, ilike, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { likeEscaped } from '../../db/like-pattern';
import { products } from '../../db/schema/catalogue';
import { enrolments } from '../../db/schema/checkout';
import { corporates, jobApplications, jobs } from '../../db/schema/jobs';
import { courseLessons, courseModules } from '../../db/schema/learning';

export interface VideoReportFilter {
  search?: string;
  page: number;
  limit: number;
}

/** The staff's product reports: the jobs a product is recommended by, and the video report. */
export class ProductReportsRepository {
  constructor(private readonly db: Database) {}

  async productExists(productId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: products.productId })
      .from(products)
      .where(eq(products.productId, productId));
    return row !== undefined;
  }

  /** The jobs recommending the product, newest first, with their applicants and placements. */
  async jobsRecommending(productId: number) {
    return this.db
      .select({
        jobId: jobs.jobId,
        title: jobs.title,
        corporateName: corporates.name,
        status: jobs.status,
        postedAt: jobs.postedAt,
        closesOn: jobs.closesOn,
        applicants: count(jobApplications.applicationId),
        placed: sql<number>`count(*) filter (where ${jobApplications.status} = 'PLACED')::int`,
      })
      .from(jobs)
      .innerJoin(corporates, eq(corporates.corporateId, jobs.corporateId))
      .leftJoin(jobApplications, eq(jobApplications.jobId, jobs.jobId))
      .where(eq(jobs.recommendedProductId, productId))
      .groupBy(jobs.jobId, corporates.name)
      .orderBy(desc(jobs.postedAt), desc(jobs.jobId));
  }

  /** Video products, newest first, with whether their file is there and who holds them; one page. */
  async videos(filter: VideoReportFilter) {
    const where = and(
      eq(products.type, 'VIDEO'),
      filter.search ? ilike(products.name, likeEscaped(filter.search)) : undefined,
    );
    const hasFile = sql<boolean>`exists (select 1 from ${courseModules} join ${courseLessons}
      on ${courseLessons.moduleId} = ${courseModules.moduleId}
      where ${courseModules.productId} = ${products.productId} and ${courseLessons.documentId} is not null)`;
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          productId: products.productId,
          name: products.name,
          pricePaise: products.pricePaise,
          active: products.active,
          createdAt: products.createdAt,
          hasFile,
          buyers: count(enrolments.id),
          lastBoughtAt: max(enrolments.enrolledAt),
        })
        .from(products)
        .leftJoin(enrolments, eq(enrolments.productId, products.productId))
        .where(where)
        .groupBy(products.productId)
        .orderBy(desc(products.createdAt), desc(products.productId))
        .limit(filter.limit)
        .offset((filter.page - 1) * filter.limit),
      this.db.select({ total: count() }).from(products).where(where),
    ]);
    return { rows, total: total?.total ?? 0 };
  }
}
