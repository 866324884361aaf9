import { and, asc, count, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  type ApplicationStatus,
  type CandidateQuery,
  CandidateSort,
  EMPLOYABILITY_WEIGHTS,
  ProductId,
} from '@finx/domain';
import type { Database, Executor, Transaction } from '../../db/database';
import { products } from '../../db/schema/catalogue';
import { enrolments } from '../../db/schema/checkout';
import { collegeMembers } from '../../db/schema/colleges';
import { users } from '../../db/schema/identity';
import {
  corporates,
  jobApplications,
  jobPlacements,
  jobRejectionReasons,
  jobs,
  jobStages,
} from '../../db/schema/jobs';
import { courseLessons, courseModules, lessonProgress } from '../../db/schema/learning';
import { learnerProfiles } from '../../db/schema/profile';
import { jobApplicationAnswers, jobApplicationHistory, jobQuestions } from './jobs.schema';

/** Whoever made a move of the history: the learner applying, or a staff member. */
const mover = alias(users, 'mover');

const weight = (filled: SQL, points: number): SQL => sql`(case when ${filled} then ${points} else 0 end)`;

/**
 * The Employability Score in SQL, so candidates sort by it across pages; the same sections and weights
 * as the profile's `employabilityScore` (profile.service completeOf: the city stands for the address).
 */
const employability = sql<number>`coalesce((select ${sql.join(
  [
    weight(sql`${learnerProfiles.personal} is not null`, EMPLOYABILITY_WEIGHTS.personal),
    weight(sql`${learnerProfiles.parents} is not null`, EMPLOYABILITY_WEIGHTS.parents),
    weight(sql`${learnerProfiles.cityId} is not null`, EMPLOYABILITY_WEIGHTS.address),
    weight(sql`${learnerProfiles.education} is not null`, EMPLOYABILITY_WEIGHTS.education),
    weight(sql`${learnerProfiles.employment} is not null`, EMPLOYABILITY_WEIGHTS.employment),
    weight(sql`${learnerProfiles.preferences} is not null`, EMPLOYABILITY_WEIGHTS.preferences),
    weight(sql`${learnerProfiles.aadharCipher} is not null`, EMPLOYABILITY_WEIGHTS.aadhar),
  ],
  sql` + `,
)} from ${learnerProfiles} where ${learnerProfiles.partyId} = ${jobApplications.partyId}), 0)`.mapWith(
  Number,
);

/** The FEAT score the assessment copied to the enrolment; null when not taken. */
const featScore = sql<
  number | null
>`(select max(${enrolments.score}) from ${enrolments} where ${enrolments.partyId} = ${jobApplications.partyId} and ${enrolments.productId} = ${ProductId.FEAT})`;

/** Percent of the CFX lessons done; null when the learner does not hold CFX. */
const cfxProgress = sql<
  number | null
>`(case when exists(select 1 from ${enrolments} where ${enrolments.partyId} = ${jobApplications.partyId} and ${enrolments.productId} = ${ProductId.CFX}) then (select case when count(*) = 0 then 0 else round(100.0 * count(${lessonProgress.lessonId}) / count(*)) end from ${courseLessons} inner join ${courseModules} on ${courseModules.moduleId} = ${courseLessons.moduleId} left join ${lessonProgress} on ${lessonProgress.lessonId} = ${courseLessons.lessonId} and ${lessonProgress.partyId} = ${jobApplications.partyId} where ${courseModules.productId} = ${ProductId.CFX}) end)`;

const SORTS: Record<CandidateSort, SQL> = {
  [CandidateSort.APPLIED_ON]: sql`${jobApplications.appliedAt}`,
  [CandidateSort.FEAT_SCORE]: sql`${featScore}`,
  [CandidateSort.EMPLOYABILITY_SCORE]: sql`${employability}`,
  [CandidateSort.CFX_PROGRESS]: sql`${cfxProgress}`,
};

export type ApplicationLockRow = typeof jobApplications.$inferSelect;

/** The applicants of a job as recruiters see and move them (`001 §7` candidateDetailsReport, updateStatus). */
export class CandidatesRepository {
  constructor(private readonly db: Database) {}

  /**
   * A page of applicants: of one job, or (for a college officer, `collegeId` given) of every job; with
   * `collegeId` only the learners who belong to that college.
   */
  async page(query: CandidateQuery, collegeId?: number) {
    const where = and(
      query.jobID ? eq(jobApplications.jobId, query.jobID) : undefined,
      collegeId === undefined
        ? undefined
        : sql`exists (select 1 from ${collegeMembers} where ${collegeMembers.partyId} = ${jobApplications.partyId} and ${collegeMembers.collegeId} = ${collegeId})`,
      query.stageID ? eq(jobApplications.stageId, query.stageID) : undefined,
      query.status ? eq(jobApplications.status, query.status) : undefined,
      query.certifiedIn
        ? sql`exists (select 1 from ${enrolments} where ${enrolments.partyId} = ${jobApplications.partyId} and ${enrolments.productId} = ${query.certifiedIn} and ${enrolments.completedAt} is not null)`
        : undefined,
    );
    const key = SORTS[query.sort];
    const rows = await this.db
      .select({
        applicationId: jobApplications.applicationId,
        jobId: jobApplications.jobId,
        jobTitle: jobs.title,
        partyId: jobApplications.partyId,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        mobile: users.mobile,
        appliedAt: jobApplications.appliedAt,
        stageName: jobStages.name,
        stageKind: jobStages.kind,
        status: jobApplications.status,
        rejectionReasonId: jobApplications.rejectionReasonId,
        featScore,
        cfxProgress: sql<number | null>`${cfxProgress}`.mapWith((value) =>
          value === null ? null : Number(value),
        ),
        employabilityScore: employability,
        joiningDate: jobPlacements.joiningDate,
        ctc: jobPlacements.ctc,
      })
      .from(jobApplications)
      .innerJoin(users, eq(users.partyId, jobApplications.partyId))
      .innerJoin(jobStages, eq(jobStages.stageId, jobApplications.stageId))
      .innerJoin(jobs, eq(jobs.jobId, jobApplications.jobId))
      // At most one placement per application (its key): the joining date and CTC once recorded.
      .leftJoin(jobPlacements, eq(jobPlacements.applicationId, jobApplications.applicationId))
      .where(where)
      // Candidates without a score go last either way; the application id keeps pages stable.
      .orderBy(
        query.order === 'asc' ? sql`${key} asc nulls last` : sql`${key} desc nulls last`,
        asc(jobApplications.applicationId),
      )
      .limit(query.limit)
      .offset((query.page - 1) * query.limit);
    const [counted] = await this.db.select({ total: count() }).from(jobApplications).where(where);
    return { rows, total: counted?.total ?? 0 };
  }

  /** The college a person belongs to (an officer's own, a learner's); null for none. */
  async collegeOf(partyId: number): Promise<number | null> {
    const [row] = await this.db
      .select({ collegeId: collegeMembers.collegeId })
      .from(collegeMembers)
      .where(eq(collegeMembers.partyId, partyId));
    return row?.collegeId ?? null;
  }

  /** The learner who made an application; null for an unknown one. */
  async applicant(applicationId: number): Promise<number | null> {
    const [row] = await this.db
      .select({ partyId: jobApplications.partyId })
      .from(jobApplications)
      .where(eq(jobApplications.applicationId, applicationId));
    return row?.partyId ?? null;
  }

  async answers(applicationIds: number[]) {
    if (applicationIds.length === 0) return [];
    return this.db
      .select({
        applicationId: jobApplicationAnswers.applicationId,
        questionId: jobQuestions.questionId,
        question: jobQuestions.text,
        // As text: drizzle's jsonb reader would turn a stored "650000" into a number.
        json: sql<string>`${jobApplicationAnswers.answer}::text`,
      })
      .from(jobApplicationAnswers)
      .innerJoin(jobQuestions, eq(jobQuestions.questionId, jobApplicationAnswers.questionId))
      .where(inArray(jobApplicationAnswers.applicationId, applicationIds))
      .orderBy(asc(jobQuestions.position));
  }

  /**
   * Each learner's verified FinX certificates, by party: the products they completed (a scored FEAT, a
   * finished course), not merely bought.
   */
  async certificates(partyIds: number[]) {
    if (partyIds.length === 0) return [];
    return this.db
      .select({ partyId: enrolments.partyId, name: products.name })
      .from(enrolments)
      .innerJoin(products, eq(products.productId, enrolments.productId))
      .where(and(inArray(enrolments.partyId, partyIds), isNotNull(enrolments.completedAt)))
      .orderBy(asc(products.name));
  }

  /** The application under a row lock: a second staff member's move waits for this one's to commit. */
  async lock(tx: Transaction, applicationId: number): Promise<ApplicationLockRow | null> {
    const [row] = await tx
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.applicationId, applicationId))
      .for('update');
    return row ?? null;
  }

  async stages(jobId: number, tx: Executor = this.db) {
    return tx.select().from(jobStages).where(eq(jobStages.jobId, jobId)).orderBy(asc(jobStages.position));
  }

  async reasonExists(reasonId: number, tx: Executor): Promise<boolean> {
    const [row] = await tx
      .select({ id: jobRejectionReasons.reasonId })
      .from(jobRejectionReasons)
      .where(eq(jobRejectionReasons.reasonId, reasonId));
    return row !== undefined;
  }

  /** The job's title and its corporate's name, which the learner's alert names. */
  async heading(
    jobId: number,
    tx: Executor = this.db,
  ): Promise<{ title: string; corporateName: string } | null> {
    const [row] = await tx
      .select({ title: jobs.title, corporateName: corporates.name })
      .from(jobs)
      .innerJoin(corporates, eq(corporates.corporateId, jobs.corporateId))
      .where(eq(jobs.jobId, jobId));
    return row ?? null;
  }

  /** Moves the application and writes its history row; the caller holds the row lock. */
  async move(
    tx: Transaction,
    entry: {
      applicationId: number;
      stageId: number;
      status: ApplicationStatus;
      rejectionReasonId: number | null;
      by: number;
      at: Date;
    },
  ): Promise<void> {
    const { applicationId, stageId, status, rejectionReasonId, by, at } = entry;
    await tx
      .update(jobApplications)
      .set({ stageId, status, rejectionReasonId, updatedAt: at })
      .where(eq(jobApplications.applicationId, applicationId));
    await tx
      .insert(jobApplicationHistory)
      .values({ applicationId, stageId, status, rejectionReasonId, at, byPartyId: by });
  }

  /** The application's moves, oldest first, with the name of whoever made each (learner or staff). */
  async history(applicationId: number) {
    return this.db
      .select({
        at: jobApplicationHistory.at,
        stageName: jobStages.name,
        status: jobApplicationHistory.status,
        rejectionReasonId: jobApplicationHistory.rejectionReasonId,
        byPartyId: jobApplicationHistory.byPartyId,
        byFirstName: mover.firstName,
        byLastName: mover.lastName,
      })
      .from(jobApplicationHistory)
      .innerJoin(jobStages, eq(jobStages.stageId, jobApplicationHistory.stageId))
      .leftJoin(mover, eq(mover.partyId, jobApplicationHistory.byPartyId))
      .where(eq(jobApplicationHistory.applicationId, applicationId))
      .orderBy(asc(jobApplicationHistory.at), asc(jobApplicationHistory.historyId));
  }

  async savePlacement(tx: Transaction, row: typeof jobPlacements.$inferInsert): Promise<void> {
    const { applicationId: _id, ...update } = row;
    await tx
      .insert(jobPlacements)
      .values(row)
      .onConflictDoUpdate({ target: jobPlacements.applicationId, set: update });
  }

  /** Placements newest first, of one job or all. */
  async placements(jobId?: number) {
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
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(jobPlacements)
      .innerJoin(jobApplications, eq(jobApplications.applicationId, jobPlacements.applicationId))
      .innerJoin(jobs, eq(jobs.jobId, jobApplications.jobId))
      .innerJoin(corporates, eq(corporates.corporateId, jobs.corporateId))
      .innerJoin(users, eq(users.partyId, jobApplications.partyId))
      .where(jobId ? eq(jobs.jobId, jobId) : isNotNull(jobPlacements.applicationId))
      .orderBy(desc(jobPlacements.recordedAt));
  }
}
