import { and, asc, count, desc, eq, lte, max, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { products } from '../../db/schema/catalogue';
import { enrolments } from '../../db/schema/checkout';
import { users } from '../../db/schema/identity';
import { corporates, jobApplications, jobPlacements, jobs, jobStages } from '../../db/schema/jobs';
import { jobApplicationRatings } from './jobs.schema';

const fullName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

/** The further job reads of `001 §7` Job administration (jobs-admin-history.ts in @finx/domain). */
export class JobAdminHistoryRepository {
  constructor(private readonly db: Database) {}

  async job(jobId: number) {
    const [row] = await this.db
      .select({ jobId: jobs.jobId, recommendedProductId: jobs.recommendedProductId })
      .from(jobs)
      .where(eq(jobs.jobId, jobId));
    return row;
  }

  /** The job's applicants by where they stand on the course: completed, enrolled, or neither. */
  async courseStages(jobId: number, productId: number | null) {
    const stage = sql<string>`case when ${enrolments.completedAt} is not null then 'COMPLETED'
      when ${enrolments.id} is not null then 'ENROLLED' else 'NOT_ENROLLED' end`;
    return this.db
      .select({ stage, applicants: count() })
      .from(jobApplications)
      .leftJoin(
        enrolments,
        and(
          eq(enrolments.partyId, jobApplications.partyId),
          // No course: no enrolment matches, so every applicant reads as not enrolled.
          productId === null ? sql`false` : eq(enrolments.productId, productId),
        ),
      )
      .where(eq(jobApplications.jobId, jobId))
      .groupBy(stage);
  }

  /** A learner's placements through FinX, newest joining first. */
  async placementsOf(partyId: number) {
    return this.db
      .select({
        applicationId: jobPlacements.applicationId,
        joiningDate: jobPlacements.joiningDate,
        ctc: jobPlacements.ctc,
        recordedBy: jobPlacements.recordedBy,
        recordedAt: jobPlacements.recordedAt,
        jobId: jobs.jobId,
        jobTitle: jobs.title,
        corporateName: corporates.name,
        partyId: jobApplications.partyId,
        fullName,
      })
      .from(jobPlacements)
      .innerJoin(jobApplications, eq(jobApplications.applicationId, jobPlacements.applicationId))
      .innerJoin(jobs, eq(jobs.jobId, jobApplications.jobId))
      .innerJoin(corporates, eq(corporates.corporateId, jobs.corporateId))
      .innerJoin(users, eq(users.partyId, jobApplications.partyId))
      .where(eq(jobApplications.partyId, partyId))
      .orderBy(desc(jobPlacements.joiningDate), desc(jobPlacements.applicationId));
  }

  /** Each application of the job with its ratings counted and averaged, best rated first. */
  async ratingReport(jobId: number) {
    const average = sql<string | null>`round(avg(${jobApplicationRatings.rating}), 1)`;
    return this.db
      .select({
        applicationId: jobApplications.applicationId,
        partyId: jobApplications.partyId,
        fullName,
        stageName: jobStages.name,
        status: jobApplications.status,
        ratings: count(jobApplicationRatings.ratingId),
        average,
        lastRatedAt: max(jobApplicationRatings.ratedAt),
      })
      .from(jobApplications)
      .innerJoin(users, eq(users.partyId, jobApplications.partyId))
      .innerJoin(jobStages, eq(jobStages.stageId, jobApplications.stageId))
      .leftJoin(jobApplicationRatings, eq(jobApplicationRatings.applicationId, jobApplications.applicationId))
      .where(eq(jobApplications.jobId, jobId))
      .groupBy(jobApplications.applicationId, users.firstName, users.lastName, jobStages.name)
      .orderBy(sql`${average} desc nulls last`, asc(jobApplications.applicationId));
  }

  async application(applicationId: number) {
    const [row] = await this.db
      .select({
        applicationId: jobApplications.applicationId,
        jobId: jobApplications.jobId,
        partyId: jobApplications.partyId,
        fullName,
      })
      .from(jobApplications)
      .innerJoin(users, eq(users.partyId, jobApplications.partyId))
      .where(eq(jobApplications.applicationId, applicationId));
    return row;
  }

  /** Applications per India day, oldest day first. */
  async applicationsByDay(jobId: number) {
    const day = sql<string>`to_char(${jobApplications.appliedAt} at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`;
    return this.db
      .select({ day, applications: count() })
      .from(jobApplications)
      .where(eq(jobApplications.jobId, jobId))
      .groupBy(day)
      .orderBy(day);
  }

  /** Placed learners whose joining date is on or before `today`, of one corporate or all. */
  async activeEmployees(today: string, corporateId?: number) {
    return this.db
      .select({
        applicationId: jobApplications.applicationId,
        partyId: jobApplications.partyId,
        fullName,
        jobId: jobs.jobId,
        jobTitle: jobs.title,
        corporateId: corporates.corporateId,
        corporateName: corporates.name,
        joiningDate: jobPlacements.joiningDate,
      })
      .from(jobPlacements)
      .innerJoin(jobApplications, eq(jobApplications.applicationId, jobPlacements.applicationId))
      .innerJoin(jobs, eq(jobs.jobId, jobApplications.jobId))
      .innerJoin(corporates, eq(corporates.corporateId, jobs.corporateId))
      .innerJoin(users, eq(users.partyId, jobApplications.partyId))
      .where(
        and(
          eq(jobApplications.status, 'PLACED'),
          lte(jobPlacements.joiningDate, today),
          corporateId === undefined ? undefined : eq(corporates.corporateId, corporateId),
        ),
      )
      .orderBy(asc(corporates.name), desc(jobPlacements.joiningDate), asc(jobApplications.applicationId));
  }

  async lockJob(tx: Transaction, jobId: number) {
    const [row] = await tx
      .select({ jobId: jobs.jobId, recommendedProductId: jobs.recommendedProductId })
      .from(jobs)
      .where(eq(jobs.jobId, jobId))
      .for('update');
    return row;
  }

  async productType(tx: Transaction, productId: number) {
    const [row] = await tx
      .select({ type: products.type })
      .from(products)
      .where(eq(products.productId, productId));
    return row?.type;
  }

  async setRecommended(tx: Transaction, jobId: number, productId: number | null): Promise<void> {
    await tx.update(jobs).set({ recommendedProductId: productId }).where(eq(jobs.jobId, jobId));
  }
}
