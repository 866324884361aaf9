import {
  type ActiveEmployee,
  type ApplicantCountDay,
  ClientRoute,
  CourseStage,
  type CourseStageCount,
  CourseStageLabel,
  JobsAdminReasons,
  type JobRatingReportRow,
  type Placement,
  ReasonCode,
  type RecommendedCourseRequest,
  type ResumeRatingLink,
  StaffAction,
  type StaffHistoryEntry,
} from '@finx/domain';
import type { RunInTransaction } from '../../db/database';
import { indiaWallClock } from '../../formats/india-time';
import { accept, type ExplainedRefusal, type Outcome, refusalsOf } from '../../outcome';
import type { AuditService, StaffActor } from '../audit/audit.module';
import type { CandidatesService } from './candidates.service';
import type { JobAdminHistoryRepository } from './job-admin-history.repository';

const { refuse, refuseExplained } = refusalsOf(JobsAdminReasons);

/** Issues the signed link of a learner's resume (the documents feature's resume links). */
export interface ResumeLinkIssuer {
  resumeLink(partyId: number, now?: number): { documentUrl: string; expiresAt: string };
}

/**
 * `001 §7` Job administration's calls named without behaviour (docs/decisions/rest-contract.md): the
 * applicants on the job's recommended course, an application's status changes, a learner's placements,
 * the job's rating report, the resume link staff rate from, the applicant count by day, the learners at
 * work through FinX, and changing the course a job recommends.
 */
export class JobAdminHistoryService {
  constructor(
    private readonly history: JobAdminHistoryRepository,
    private readonly candidates: Pick<CandidatesService, 'history'>,
    private readonly resumes: ResumeLinkIssuer,
    private readonly transaction: RunInTransaction,
    private readonly audit: Pick<AuditService, 'record'>,
  ) {}

  async courseStages(jobId: number): Promise<Outcome<CourseStageCount[]>> {
    const job = await this.history.job(jobId);
    if (!job) return refuse(ReasonCode.NOT_FOUND);
    const rows = await this.history.courseStages(jobId, job.recommendedProductId);
    const counted = new Map(rows.map((row) => [row.stage, row.applicants]));
    return accept(
      Object.values(CourseStage).map((courseStage) => ({
        courseStage,
        label: CourseStageLabel[courseStage],
        applicants: counted.get(courseStage) ?? 0,
      })),
    );
  }

  /** The moves that changed the application's status: its application, then each rejection or placing. */
  async statusHistory(applicationId: number): Promise<Outcome<StaffHistoryEntry[]>> {
    const moves = await this.candidates.history(applicationId);
    if (!moves.ok) return moves;
    return accept(
      moves.value.filter((entry, index) => index === 0 || entry.status !== moves.value[index - 1]?.status),
    );
  }

  async placementHistory(partyId: number): Promise<Placement[]> {
    const rows = await this.history.placementsOf(partyId);
    return rows.map((row) => ({
      applicationID: row.applicationId,
      joiningDate: row.joiningDate,
      ctc: row.ctc,
      jobID: row.jobId,
      jobTitle: row.jobTitle,
      corporateName: row.corporateName,
      partyID: row.partyId,
      fullName: row.fullName,
      recordedBy: row.recordedBy,
      recordedAt: row.recordedAt.toISOString(),
    }));
  }

  async ratingReport(jobId: number): Promise<Outcome<JobRatingReportRow[]>> {
    if (!(await this.history.job(jobId))) return refuse(ReasonCode.NOT_FOUND);
    const rows = await this.history.ratingReport(jobId);
    return accept(
      rows.map((row) => ({
        applicationID: row.applicationId,
        partyID: row.partyId,
        fullName: row.fullName,
        stageName: row.stageName,
        status: row.status,
        ratings: row.ratings,
        averageRating: row.average === null ? null : Number(row.average),
        lastRatedAt: row.lastRatedAt ? new Date(row.lastRatedAt).toISOString() : null,
      })),
    );
  }

  /**
   * FinX keeps no video resumes: the applicant's resume, built from their profile, stands for it, with
   * the candidate page where staff give their rating.
   */
  async resumeRatingLink(applicationId: number, now = Date.now()): Promise<Outcome<ResumeRatingLink>> {
    const application = await this.history.application(applicationId);
    if (!application) return refuse(ReasonCode.NOT_FOUND);
    const link = this.resumes.resumeLink(application.partyId, now);
    return accept({
      applicationID: application.applicationId,
      partyID: application.partyId,
      fullName: application.fullName,
      resumeUrl: link.documentUrl,
      expiresAt: link.expiresAt,
      ratingPath: ClientRoute.candidateDetails(application.jobId, application.applicationId),
    });
  }

  async applicantCountHistory(jobId: number): Promise<Outcome<ApplicantCountDay[]>> {
    if (!(await this.history.job(jobId))) return refuse(ReasonCode.NOT_FOUND);
    let cumulative = 0;
    const days = (await this.history.applicationsByDay(jobId)).map((row) => {
      cumulative += row.applications;
      return { date: row.day, applications: row.applications, cumulative };
    });
    return accept(days);
  }

  async activeEmployees(corporateId?: number, now = new Date()): Promise<ActiveEmployee[]> {
    const today = indiaWallClock(now).toISOString().slice(0, 10);
    const rows = await this.history.activeEmployees(today, corporateId);
    return rows.map((row) => ({
      applicationID: row.applicationId,
      partyID: row.partyId,
      fullName: row.fullName,
      jobID: row.jobId,
      jobTitle: row.jobTitle,
      corporateID: row.corporateId,
      corporateName: row.corporateName,
      joiningDate: row.joiningDate,
    }));
  }

  /** The job's recommended course, a COURSE product, or none; audited as a job update. */
  async updateRecommendedCourse(
    request: RecommendedCourseRequest,
    actor: StaffActor,
  ): Promise<Outcome<RecommendedCourseRequest> | ExplainedRefusal> {
    const { jobID, recommendedProductID } = request;
    return this.transaction(async (tx): Promise<Outcome<RecommendedCourseRequest> | ExplainedRefusal> => {
      const job = await this.history.lockJob(tx, jobID);
      if (!job) return refuse(ReasonCode.NOT_FOUND);
      if (
        recommendedProductID !== null &&
        (await this.history.productType(tx, recommendedProductID)) !== 'COURSE'
      ) {
        return refuseExplained(ReasonCode.VALIDATION_FAILED, 'Unknown recommended course');
      }
      await this.history.setRecommended(tx, jobID, recommendedProductID);
      await this.audit.record(tx, actor, {
        action: StaffAction.JOB_UPDATE,
        entityType: 'job',
        entityId: jobID,
        before: { recommendedProductID: job.recommendedProductId },
        after: { recommendedProductID },
      });
      return accept({ jobID, recommendedProductID });
    });
  }
}
