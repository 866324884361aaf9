import {
  type ActiveEmployee as RestActiveEmployee,
  type ApplicantCountDay as RestApplicantCountDay,
  type CourseStageCount as RestCourseStageCount,
  type JobRatingReportRow as RestRatingRow,
  type JobsAdminReason,
  type ProductJobHistoryRow as RestProductJobRow,
  type RecommendedCourseRequest,
  RestPath,
} from '@finx/domain';
import type { RequestUpstream } from '../../upstream/upstream';
import { listOf, listOrNull } from '../shared/envelope';
import type { RequestScope } from '../shared/request-scope';
import { type FieldMap, inputPath, refusalOf } from '../shared/user-errors';
import type {
  ActiveEmployee,
  JobApplicantCountDay,
  JobCourseStageCount,
  JobRatingReportRow,
  ProductJobHistoryRow,
  RecommendedCourseInput,
  RecommendedCoursePayload,
} from './job-admin-history.types';

/** updateRecommendedCourse: NOT_FOUND is the job, a refused course ('Unknown recommended course') the course. */
const RECOMMENDED_FIELDS = {
  NOT_FOUND: inputPath<RecommendedCourseInput>('jobId'),
  VALIDATION_FAILED: inputPath<RecommendedCourseInput>('recommendedProductId'),
  JOB_STAGE_LAST: null,
  JOB_APPLICATION_CLOSED: null,
  JOB_STAGE_IN_USE: null,
  JOB_PIPELINE_INVALID: null,
} as const satisfies FieldMap<JobsAdminReason>;

const toRatingRow = (row: RestRatingRow): JobRatingReportRow => ({
  id: `JobRatingReportRow:${row.applicationID}`,
  applicationId: row.applicationID,
  partyId: row.partyID,
  fullName: row.fullName,
  stageName: row.stageName,
  status: row.status,
  ratings: row.ratings,
  averageRating: row.averageRating,
  lastRatedAt: row.lastRatedAt,
});

const toEmployee = (row: RestActiveEmployee): ActiveEmployee => ({
  id: `ActiveEmployee:${row.applicationID}`,
  applicationId: row.applicationID,
  partyId: row.partyID,
  fullName: row.fullName,
  jobId: row.jobID,
  jobTitle: row.jobTitle,
  corporateId: row.corporateID,
  corporateName: row.corporateName,
  joiningDate: row.joiningDate,
});

const toProductJob = (row: RestProductJobRow): ProductJobHistoryRow => ({
  id: `ProductJobHistoryRow:${row.jobID}`,
  jobId: row.jobID,
  title: row.title,
  corporateName: row.corporateName,
  open: row.status === 'OPEN',
  postedAt: row.postedAt,
  closesOn: row.closesOn,
  applicants: row.applicants,
  placed: row.placed,
});

/**
 * Job administration's reports named without behaviour in `001 §7` (rest-contract.md), for ADMIN and OPS:
 * a job's applicants on its recommended course, its rating report and applicants by day, the learners at
 * work through FinX, the jobs that recommend a product, and changing the course a job recommends.
 */
export class JobAdminHistorySource {
  private readonly upstream: RequestUpstream;

  constructor(scope: RequestScope) {
    this.upstream = scope.upstream;
  }

  private list<TRest, TItem>(
    path: RestPath,
    query: Record<string, number>,
    map: (row: TRest) => TItem,
  ): Promise<TItem[] | null> {
    return listOrNull(this.upstream, path, query, map);
  }

  courseStages(jobId: number): Promise<JobCourseStageCount[] | null> {
    return this.list(RestPath.STAFF_JOB_COURSE_STAGE, { jobID: jobId }, (row: RestCourseStageCount) => ({
      courseStage: row.courseStage,
      label: row.label,
      applicants: row.applicants,
    }));
  }

  ratingReport(jobId: number): Promise<JobRatingReportRow[] | null> {
    return this.list(RestPath.STAFF_JOB_RATING_REPORT, { jobID: jobId }, toRatingRow);
  }

  applicantCountHistory(jobId: number): Promise<JobApplicantCountDay[] | null> {
    return this.list(
      RestPath.STAFF_JOB_APPLICANT_COUNT_HISTORY,
      { jobID: jobId },
      (row: RestApplicantCountDay) => ({ id: `JobApplicantCountDay:${jobId}:${row.date}`, ...row }),
    );
  }

  async activeEmployees(corporateId: number | null): Promise<ActiveEmployee[]> {
    const envelope = await this.upstream.request<never, RestActiveEmployee>({
      method: 'GET',
      path: RestPath.STAFF_JOB_ACTIVE_EMPLOYEES,
      query: { corporateID: corporateId ?? undefined },
      auth: 'user',
    });
    return listOf(envelope).map(toEmployee);
  }

  productJobHistory(productId: number): Promise<ProductJobHistoryRow[] | null> {
    return this.list(RestPath.PRODUCT_JOB_HISTORY, { productID: productId }, toProductJob);
  }

  async updateRecommendedCourse(input: RecommendedCourseInput): Promise<RecommendedCoursePayload> {
    const body: RecommendedCourseRequest = {
      jobID: input.jobId,
      recommendedProductID: input.recommendedProductId,
    };
    const result = await this.upstream.call<RecommendedCourseRequest>({
      method: 'POST',
      path: RestPath.STAFF_JOB_UPDATE_RECOMMENDED_COURSE,
      body,
      auth: 'user',
      allowFailure: true,
    });
    if (!result.ok) {
      return {
        ok: false,
        recommendedProductId: null,
        userErrors: [refusalOf(RECOMMENDED_FIELDS, result)],
      };
    }
    const saved = result.envelope.responseObject;
    return {
      ok: true,
      recommendedProductId: saved?.recommendedProductID ?? null,
      userErrors: [],
    };
  }
}
