import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { likeEscaped } from '../../db/like-pattern';
import { corporates, jobs } from '../../db/schema/jobs';
import { uniqueViolation } from '../../db/unique-violation';

export type CorporateRecord = typeof corporates.$inferSelect;
export interface CorporateWrite {
  name: string;
  about: string;
  city: string;
}

export interface CorporateListFilter {
  search?: string;
  descending: boolean;
  page: number;
  limit: number;
}

/** The hiring companies the jobs feature posts under, as staff manage them. */
export class CorporatesRepository {
  constructor(private readonly db: Database) {}

  async list(
    filter: CorporateListFilter,
  ): Promise<{ rows: (CorporateRecord & { jobCount: number })[]; total: number }> {
    const conditions: SQL[] = [];
    if (filter.search) {
      const pattern = likeEscaped(filter.search);
      const any = or(ilike(corporates.name, pattern), ilike(corporates.city, pattern));
      if (any) conditions.push(any);
    }
    const where = and(...conditions);
    const [total] = await this.db.select({ n: count() }).from(corporates).where(where);
    const rows = await this.db
      .select({ corporate: corporates, jobCount: count(jobs.jobId) })
      .from(corporates)
      .leftJoin(jobs, eq(jobs.corporateId, corporates.corporateId))
      .where(where)
      .groupBy(corporates.corporateId)
      .orderBy(filter.descending ? desc(corporates.name) : asc(corporates.name))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit);
    return { rows: rows.map((row) => ({ ...row.corporate, jobCount: row.jobCount })), total: total?.n ?? 0 };
  }

  /** The corporates that have posted a job, by name, each with its open jobs; `search` on name and city. */
  async partners(search?: string): Promise<(CorporateRecord & { openJobs: number })[]> {
    const pattern = search ? likeEscaped(search) : undefined;
    const rows = await this.db
      .select({
        corporate: corporates,
        openJobs: sql<number>`count(*) filter (where ${jobs.status} = 'OPEN')`.mapWith(Number),
      })
      .from(corporates)
      .innerJoin(jobs, eq(jobs.corporateId, corporates.corporateId))
      .where(pattern ? or(ilike(corporates.name, pattern), ilike(corporates.city, pattern)) : undefined)
      .groupBy(corporates.corporateId)
      .orderBy(asc(corporates.name));
    return rows.map((row) => ({ ...row.corporate, openJobs: row.openJobs }));
  }

  async find(
    corporateId: number,
    ex: Executor = this.db,
  ): Promise<(CorporateRecord & { jobCount: number }) | null> {
    const [row] = await ex
      .select({ corporate: corporates, jobCount: count(jobs.jobId) })
      .from(corporates)
      .leftJoin(jobs, eq(jobs.corporateId, corporates.corporateId))
      .where(eq(corporates.corporateId, corporateId))
      .groupBy(corporates.corporateId);
    return row ? { ...row.corporate, jobCount: row.jobCount } : null;
  }

  async findForUpdate(tx: Executor, corporateId: number): Promise<CorporateRecord | null> {
    const [row] = await tx
      .select()
      .from(corporates)
      .where(eq(corporates.corporateId, corporateId))
      .for('update');
    return row ?? null;
  }

  /** The new corporate, or 'taken' when another has the name (a concurrent add included). */
  async insert(tx: Executor, row: CorporateWrite): Promise<CorporateRecord | 'taken'> {
    const [created] = await tx.insert(corporates).values(row).onConflictDoNothing().returning();
    return created ?? 'taken';
  }

  async update(tx: Executor, corporateId: number, row: CorporateWrite): Promise<'ok' | 'taken'> {
    try {
      // A savepoint: a unique violation must not abort the transaction that records the change.
      await tx.transaction(async (inner) => {
        await inner.update(corporates).set(row).where(eq(corporates.corporateId, corporateId));
      });
      return 'ok';
    } catch (error) {
      if (uniqueViolation(error) !== null) return 'taken';
      throw error;
    }
  }
}
