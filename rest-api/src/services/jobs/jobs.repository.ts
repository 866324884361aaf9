import {
  and,
  arrayOverlaps,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { ApplicationStatus } from '@finx/domain';
import type { Database, Executor } from '../../db/database';
import { cartItems } from '../../db/schema/cart';
import { products } from '../../db/schema/catalogue';
import { enrolments } from '../../db/schema/checkout';
import { corporates, jobApplications, jobs } from '../../db/schema/jobs';
import { learnerProfiles, profileOptions } from '../../db/schema/profile';
import { jobCtaEvents, jobQuestions } from './jobs.schema';
import { likeEscaped } from '../../db/like-pattern';

export type JobRow = typeof jobs.$inferSelect & {
  corporateName: string;
  corporateAbout: string;
  applicationStatus: ApplicationStatus | null;
};
export type QuestionRow = typeof jobQuestions.$inferSelect;

export interface JobFilter {
  keyword?: string;
  skillIds?: number[];
  jobFunctionId?: number;
  locationIds?: number[];
  experience?: number;
}

export interface PageWindow {
  offset: number;
  limit: number;
}

const intArray = (ids: readonly number[]): SQL =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::integer[]`;

/** Open for applications on `today` (a YYYY-MM-DD): the status and the closing date both say so. */
const openOn = (today: string): SQL | undefined => and(eq(jobs.status, 'OPEN'), gte(jobs.closesOn, today));

/** The jobs, their corporates and the lookups around them (`001 §7` Party and jobs). */
export class JobsRepository {
  constructor(private readonly db: Database) {}

  private selectJobs(partyId: number, tx: Executor = this.db) {
    return tx
      .select({
        job: jobs,
        corporateName: corporates.name,
        corporateAbout: corporates.about,
        applicationStatus: jobApplications.status,
      })
      .from(jobs)
      .innerJoin(corporates, eq(corporates.corporateId, jobs.corporateId))
      .leftJoin(
        jobApplications,
        and(eq(jobApplications.jobId, jobs.jobId), eq(jobApplications.partyId, partyId)),
      );
  }

  private static toRow(row: {
    job: typeof jobs.$inferSelect;
    corporateName: string;
    corporateAbout: string;
    applicationStatus: ApplicationStatus | null;
  }): JobRow {
    return {
      ...row.job,
      corporateName: row.corporateName,
      corporateAbout: row.corporateAbout,
      applicationStatus: row.applicationStatus,
    };
  }

  private where(filter: JobFilter, today: string): SQL | undefined {
    const keyword = filter.keyword ? likeEscaped(filter.keyword) : undefined;
    return and(
      openOn(today),
      keyword
        ? or(ilike(jobs.title, keyword), ilike(jobs.description, keyword), ilike(corporates.name, keyword))
        : undefined,
      filter.skillIds?.length ? arrayOverlaps(jobs.keySkillIds, filter.skillIds) : undefined,
      filter.locationIds?.length ? arrayOverlaps(jobs.locationIds, filter.locationIds) : undefined,
      filter.jobFunctionId ? eq(jobs.jobFunctionId, filter.jobFunctionId) : undefined,
      filter.experience !== undefined
        ? and(lte(jobs.minExperience, filter.experience), gte(jobs.maxExperience, filter.experience))
        : undefined,
    );
  }

  /** One page of open jobs matching the filter, newest first, with the learner's application status. */
  async search(
    partyId: number,
    filter: JobFilter,
    page: PageWindow,
    today: string,
  ): Promise<{ rows: JobRow[]; total: number }> {
    const where = this.where(filter, today);
    const rows = await this.selectJobs(partyId)
      .where(where)
      .orderBy(desc(jobs.postedAt), asc(jobs.jobId))
      .limit(page.limit)
      .offset(page.offset);
    const [counted] = await this.db
      .select({ total: count() })
      .from(jobs)
      .innerJoin(corporates, eq(corporates.corporateId, jobs.corporateId))
      .where(where);
    return { rows: rows.map(JobsRepository.toRow), total: counted?.total ?? 0 };
  }

  /** Open jobs sharing a key skill with `skillIds`, most shared skills first, then newest. */
  async sharingSkills(
    partyId: number,
    skillIds: number[],
    page: PageWindow,
    today: string,
  ): Promise<{ rows: JobRow[]; total: number }> {
    const where = and(openOn(today), arrayOverlaps(jobs.keySkillIds, skillIds));
    const shared = sql<number>`cardinality(array(select unnest(${jobs.keySkillIds}) intersect select unnest(${intArray(skillIds)})))`;
    const rows = await this.selectJobs(partyId)
      .where(where)
      .orderBy(desc(shared), desc(jobs.postedAt), asc(jobs.jobId))
      .limit(page.limit)
      .offset(page.offset);
    const [counted] = await this.db.select({ total: count() }).from(jobs).where(where);
    return { rows: rows.map(JobsRepository.toRow), total: counted?.total ?? 0 };
  }

  async find(partyId: number, jobId: number, tx: Executor = this.db): Promise<JobRow | null> {
    const [row] = await this.selectJobs(partyId, tx).where(eq(jobs.jobId, jobId));
    return row ? JobsRepository.toRow(row) : null;
  }

  async findMany(partyId: number, jobIds: number[]): Promise<JobRow[]> {
    if (jobIds.length === 0) return [];
    const rows = await this.selectJobs(partyId).where(inArray(jobs.jobId, jobIds));
    return rows.map(JobsRepository.toRow);
  }

  /** Other open jobs of the same function or sharing a key skill, newest first. */
  async similar(partyId: number, job: JobRow, limit: number, today: string): Promise<JobRow[]> {
    const rows = await this.selectJobs(partyId)
      .where(
        and(
          openOn(today),
          ne(jobs.jobId, job.jobId),
          or(eq(jobs.jobFunctionId, job.jobFunctionId), arrayOverlaps(jobs.keySkillIds, job.keySkillIds)),
        ),
      )
      .orderBy(desc(jobs.postedAt), asc(jobs.jobId))
      .limit(limit);
    return rows.map(JobsRepository.toRow);
  }

  async jobExists(jobId: number): Promise<boolean> {
    const [row] = await this.db.select({ jobId: jobs.jobId }).from(jobs).where(eq(jobs.jobId, jobId));
    return row !== undefined;
  }

  async questions(jobId: number, tx: Executor = this.db): Promise<QuestionRow[]> {
    return tx
      .select()
      .from(jobQuestions)
      .where(eq(jobQuestions.jobId, jobId))
      .orderBy(asc(jobQuestions.position), asc(jobQuestions.questionId));
  }

  /** Every profile option's name by id: skills, functions and locations are a few dozen rows. */
  async optionNames(): Promise<Map<number, string>> {
    const rows = await this.db
      .select({ id: profileOptions.optionId, name: profileOptions.name })
      .from(profileOptions);
    return new Map(rows.map((row) => [row.id, row.name]));
  }

  /** The key skills the learner's profile lists; empty without a profile or preferences. */
  async profileSkillIds(partyId: number): Promise<number[]> {
    const [row] = await this.db
      .select({ preferences: learnerProfiles.preferences })
      .from(learnerProfiles)
      .where(eq(learnerProfiles.partyId, partyId));
    return row?.preferences?.keySkillIds ?? [];
  }

  /** The recommended course with whether this learner holds it or has it in the cart. */
  async course(
    partyId: number,
    productId: number,
  ): Promise<{
    productId: number;
    name: string;
    pricePaise: number;
    owned: boolean;
    inCart: boolean;
  } | null> {
    const [row] = await this.db
      .select({
        productId: products.productId,
        name: products.name,
        pricePaise: products.pricePaise,
        owned: sql<boolean>`exists(select 1 from ${enrolments} where ${enrolments.partyId} = ${partyId} and ${enrolments.productId} = ${products.productId})`,
        inCart: sql<boolean>`exists(select 1 from ${cartItems} where ${cartItems.partyId} = ${partyId} and ${cartItems.productId} = ${products.productId})`,
      })
      .from(products)
      .where(eq(products.productId, productId));
    return row ?? null;
  }

  /** The location option ids open jobs use. */
  async openLocationIds(today: string): Promise<number[]> {
    const rows = await this.db
      .selectDistinct({ id: sql<number>`unnest(${jobs.locationIds})` })
      .from(jobs)
      .where(openOn(today));
    return rows.map((row) => Number(row.id));
  }

  /** The location option ids of the jobs the learner applied for. */
  async appliedLocationIds(partyId: number): Promise<number[]> {
    const rows = await this.db
      .selectDistinct({ id: sql<number>`unnest(${jobs.locationIds})` })
      .from(jobs)
      .innerJoin(jobApplications, eq(jobApplications.jobId, jobs.jobId))
      .where(eq(jobApplications.partyId, partyId));
    return rows.map((row) => Number(row.id));
  }

  async options(ids: number[]): Promise<{ id: number; name: string }[]> {
    if (ids.length === 0) return [];
    return this.db
      .select({ id: profileOptions.optionId, name: profileOptions.name })
      .from(profileOptions)
      .where(inArray(profileOptions.optionId, ids))
      .orderBy(asc(profileOptions.name));
  }

  async recordCta(row: typeof jobCtaEvents.$inferInsert): Promise<void> {
    await this.db.insert(jobCtaEvents).values(row);
  }
}
