import {
  type ActiveEmployee,
  type ApplicantCountDay,
  type CourseStageCount,
  type JobRatingReportRow,
  type Placement,
  type RecommendedCourseRequest,
  type ResumeRatingLink,
  RestPath,
  type StaffHistoryEntry,
} from '@finx/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { answer } from '../../http/answer';
import { okEnvelope } from '../../http/envelope';
import { partyIdFromQuery, partyIdQuery } from '../../http/party-query';
import { requireUser } from '../../http/route-access';
import { documented } from '../../http/route-docs';
import { entityId, parseInput } from '../../http/validation';
import type { Outcome } from '../../outcome';
import { STAFF_ROLES } from '../../role-groups';
import type { JobAdminHistoryService } from './job-admin-history.service';

const staff = { config: { access: STAFF_ROLES } };
const jobQuery = z.looseObject({ jobID: entityId });
const applicationQuery = z.looseObject({ applicationID: entityId });
const corporateQuery = z.looseObject({ corporateID: entityId.optional() });
const recommendedBody = z.looseObject({ jobID: entityId, recommendedProductID: entityId.nullable() });

const rows = <T>(list: T[]) => okEnvelope<never, T>({ responseListObject: list, totalRecords: list.length });
const listed = <T>(outcome: Outcome<T[]>) => (outcome.ok ? rows(outcome.value) : answer(outcome));

/**
 * `001 §7` Job administration's calls named without behaviour, staff alone (ADMIN, OPS), as the rest of
 * job administration: what each does is in docs/decisions/rest-contract.md.
 */
export const jobAdminHistoryRoutes = (app: FastifyInstance, history: JobAdminHistoryService): void => {
  app.get(RestPath.STAFF_JOB_COURSE_STAGE, documented(staff, { query: jobQuery }), async (request) =>
    listed<CourseStageCount>(await history.courseStages(parseInput(jobQuery, request.query).jobID)),
  );

  app.get(
    RestPath.STAFF_JOB_STATUS_HISTORY,
    documented(staff, { query: applicationQuery }),
    async (request) =>
      listed<StaffHistoryEntry>(
        await history.statusHistory(parseInput(applicationQuery, request.query).applicationID),
      ),
  );

  // The learner's party travels in the encrypted query, as every learner-data read's does.
  app.get(RestPath.STAFF_JOB_PLACEMENT_HISTORY, documented(staff, { query: partyIdQuery }), async (request) =>
    rows<Placement>(await history.placementHistory(partyIdFromQuery(request.query))),
  );

  app.get(RestPath.STAFF_JOB_RATING_REPORT, documented(staff, { query: jobQuery }), async (request) =>
    listed<JobRatingReportRow>(await history.ratingReport(parseInput(jobQuery, request.query).jobID)),
  );

  app.get(
    RestPath.STAFF_JOB_RESUME_RATING_LINK,
    documented(staff, { query: applicationQuery }),
    async (request) =>
      answer<ResumeRatingLink>(
        await history.resumeRatingLink(parseInput(applicationQuery, request.query).applicationID),
      ),
  );

  app.get(
    RestPath.STAFF_JOB_APPLICANT_COUNT_HISTORY,
    documented(staff, { query: jobQuery }),
    async (request) =>
      listed<ApplicantCountDay>(
        await history.applicantCountHistory(parseInput(jobQuery, request.query).jobID),
      ),
  );

  app.get(
    RestPath.STAFF_JOB_ACTIVE_EMPLOYEES,
    documented(staff, { query: corporateQuery }),
    async (request) =>
      rows<ActiveEmployee>(
        await history.activeEmployees(parseInput(corporateQuery, request.query).corporateID),
      ),
  );

  app.post(
    RestPath.STAFF_JOB_UPDATE_RECOMMENDED_COURSE,
    documented(staff, { body: recommendedBody }),
    async (request) => {
      const { jobID, recommendedProductID } = parseInput(recommendedBody, request.body);
      const caller = requireUser(request.caller);
      return answer<RecommendedCourseRequest>(
        await history.updateRecommendedCourse({ jobID, recommendedProductID }, caller),
      );
    },
  );
};
