import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { StudentEnquiryRow } from '@finx/domain';
import type { Database } from '../../db/database';
import { likeEscaped } from '../../db/like-pattern';
import { products } from '../../db/schema/catalogue';
import { users } from '../../db/schema/identity';
import { courseApplications } from './jobs.schema';

export interface StudentEnquiryFilter {
  search?: string;
  productId?: number;
  page: number;
  limit: number;
}

/** The learners' course enquiries (course_applications) with who asked and about which course. */
export class StudentEnquiriesRepository {
  constructor(private readonly db: Database) {}

  async page(filter: StudentEnquiryFilter): Promise<{ rows: StudentEnquiryRow[]; total: number }> {
    const conditions: SQL[] = [];
    if (filter.productId !== undefined) conditions.push(eq(courseApplications.productId, filter.productId));
    if (filter.search) {
      // Escaped: e-mail addresses often hold an underscore, which LIKE reads as a wildcard.
      const pattern = likeEscaped(filter.search);
      const any = or(
        ilike(users.email, pattern),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
        ilike(users.mobile, pattern),
        ilike(products.name, pattern),
      );
      if (any) conditions.push(any);
    }
    const where = and(...conditions);
    const [total] = await this.db
      .select({ n: count() })
      .from(courseApplications)
      .innerJoin(users, eq(users.partyId, courseApplications.partyId))
      .innerJoin(products, eq(products.productId, courseApplications.productId))
      .where(where);
    const rows = await this.db
      .select({
        studentId: users.userId,
        partyId: users.partyId,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        mobile: users.mobile,
        productID: products.productId,
        productName: products.name,
        enquiredOn: courseApplications.appliedAt,
      })
      .from(courseApplications)
      .innerJoin(users, eq(users.partyId, courseApplications.partyId))
      .innerJoin(products, eq(products.productId, courseApplications.productId))
      .where(where)
      // The party and product break ties so a page never repeats or skips a row.
      .orderBy(desc(courseApplications.appliedAt), desc(courseApplications.partyId), desc(products.productId))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit);
    return {
      rows: rows.map((row) => ({ ...row, enquiredOn: row.enquiredOn.toISOString() })),
      total: total?.n ?? 0,
    };
  }
}
