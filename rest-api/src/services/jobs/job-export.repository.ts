import { asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { products } from '../../db/schema/catalogue';
import { enrolments } from '../../db/schema/checkout';
import { collegeMembers, colleges } from '../../db/schema/colleges';
import { users } from '../../db/schema/identity';
import { corporates, jobs, jobStages } from '../../db/schema/jobs';
import { jobApplicationRatings, jobExternalComments } from './jobs.schema';

const rater = alias(users, 'rater');

/** The export's facts that the candidates' report does not carry: corporates, colleges, courses, ratings. */
export class JobExportRepository {
  constructor(private readonly db: Database) {}

  /** Whether the person is (still) staff: a download link outlives no change of role. */
  async roleOf(partyId: number): Promise<number | null> {
    const [row] = await this.db
      .select({ roleId: users.roleId, status: users.status })
      .from(users)
      .where(eq(users.partyId, partyId));
    return row && row.status === 'ACTIVE' ? row.roleId : null;
  }

  async jobExists(jobId: number): Promise<boolean> {
    const [row] = await this.db.select({ id: jobs.jobId }).from(jobs).where(eq(jobs.jobId, jobId));
    return row !== undefined;
  }

  async corporatesOf(jobIds: number[]) {
    if (jobIds.length === 0) return [];
    return this.db
      .select({ jobId: jobs.jobId, corporateName: corporates.name })
      .from(jobs)
      .innerJoin(corporates, eq(corporates.corporateId, jobs.corporateId))
      .where(inArray(jobs.jobId, jobIds));
  }

  async collegesOf(partyIds: number[]) {
    if (partyIds.length === 0) return [];
    return this.db
      .select({ partyId: collegeMembers.partyId, college: colleges.name })
      .from(collegeMembers)
      .innerJoin(colleges, eq(colleges.collegeId, collegeMembers.collegeId))
      .where(inArray(collegeMembers.partyId, partyIds));
  }

  async courses(partyIds: number[]) {
    if (partyIds.length === 0) return [];
    return this.db
      .select({
        partyId: enrolments.partyId,
        productId: products.productId,
        productName: products.name,
        enrolledAt: enrolments.enrolledAt,
        validUntil: enrolments.validUntil,
        completedAt: enrolments.completedAt,
        score: enrolments.score,
      })
      .from(enrolments)
      .innerJoin(products, eq(products.productId, enrolments.productId))
      .where(inArray(enrolments.partyId, partyIds))
      .orderBy(asc(enrolments.partyId), asc(enrolments.enrolledAt));
  }

  async ratings(applicationIds: number[]) {
    if (applicationIds.length === 0) return [];
    return this.db
      .select({
        applicationId: jobApplicationRatings.applicationId,
        stageName: jobStages.name,
        rating: jobApplicationRatings.rating,
        feedback: jobApplicationRatings.feedback,
        byFirstName: rater.firstName,
        byLastName: rater.lastName,
        at: jobApplicationRatings.ratedAt,
      })
      .from(jobApplicationRatings)
      .innerJoin(jobStages, eq(jobStages.stageId, jobApplicationRatings.stageId))
      .innerJoin(rater, eq(rater.partyId, jobApplicationRatings.byPartyId))
      .where(inArray(jobApplicationRatings.applicationId, applicationIds))
      .orderBy(asc(jobApplicationRatings.applicationId), asc(jobStages.position));
  }

  async comments(applicationIds: number[]) {
    if (applicationIds.length === 0) return [];
    return this.db
      .select()
      .from(jobExternalComments)
      .where(inArray(jobExternalComments.applicationId, applicationIds))
      .orderBy(asc(jobExternalComments.applicationId), asc(jobExternalComments.commentedOn));
  }
}
