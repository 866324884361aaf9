import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { CorporateEnquiryStatus } from '@finx/domain';
import type { Database, Executor } from '../../db/database';
import { likeEscaped } from '../../db/like-pattern';
import { corporateEnquiries } from './corporates.schema';

export type CorporateEnquiryRecord = typeof corporateEnquiries.$inferSelect;
export type CorporateEnquiryWrite = Pick<
  CorporateEnquiryRecord,
  'companyName' | 'contactName' | 'email' | 'phone' | 'message'
>;

export interface CorporateEnquiryFilter {
  search?: string;
  status?: CorporateEnquiryStatus;
  /** Newest first unless false. */
  descending: boolean;
  page: number;
  limit: number;
}

/** The "hire from us" enquiries and their follow-up. */
export class CorporateEnquiryRepository {
  constructor(private readonly db: Database) {}

  async list(filter: CorporateEnquiryFilter): Promise<{ rows: CorporateEnquiryRecord[]; total: number }> {
    const conditions: SQL[] = [];
    if (filter.status) conditions.push(eq(corporateEnquiries.status, filter.status));
    if (filter.search) {
      const pattern = likeEscaped(filter.search);
      const any = or(
        ilike(corporateEnquiries.companyName, pattern),
        ilike(corporateEnquiries.contactName, pattern),
        ilike(corporateEnquiries.email, pattern),
      );
      if (any) conditions.push(any);
    }
    const where = and(...conditions);
    const [total] = await this.db.select({ n: count() }).from(corporateEnquiries).where(where);
    const order = filter.descending ? desc : asc;
    const rows = await this.db
      .select()
      .from(corporateEnquiries)
      .where(where)
      .orderBy(order(corporateEnquiries.createdAt), order(corporateEnquiries.enquiryId))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit);
    return { rows, total: total?.n ?? 0 };
  }

  async insert(row: CorporateEnquiryWrite): Promise<CorporateEnquiryRecord> {
    const [created] = await this.db.insert(corporateEnquiries).values(row).returning();
    if (!created) throw new Error('corporate enquiry insert returned no row');
    return created;
  }

  async findForUpdate(tx: Executor, enquiryId: number): Promise<CorporateEnquiryRecord | null> {
    const [row] = await tx
      .select()
      .from(corporateEnquiries)
      .where(eq(corporateEnquiries.enquiryId, enquiryId))
      .for('update');
    return row ?? null;
  }

  async update(
    tx: Executor,
    enquiryId: number,
    change: { status: CorporateEnquiryStatus; notes: string },
  ): Promise<CorporateEnquiryRecord | null> {
    const [row] = await tx
      .update(corporateEnquiries)
      .set({ ...change, updatedAt: new Date() })
      .where(eq(corporateEnquiries.enquiryId, enquiryId))
      .returning();
    return row ?? null;
  }
}
