import {
  AnswerType,
  ApplicationStatus,
  type BulkCreateResult,
  type Candidate,
  type CandidateActionResult,
  CandidateSort,
  DEFAULT_PIPELINE,
  EmploymentType,
  JOB_PAGE_SIZE,
  MAX_BULK_JOBS,
  MAX_EXPERIENCE_YEARS,
  MAX_JOB_PAGE_SIZE,
  type Placement,
  RestPath,
  type StaffHistoryEntry,
  type StaffJob,
  type StageCount,
  StageKind,
} from '@finx/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { answer } from '../../http/answer';
import { okEnvelope } from '../../http/envelope';
import { requireUser } from '../../http/route-access';
import { documented, NO_INPUT } from '../../http/route-docs';
import { entityId, parseInput } from '../../http/validation';
import { STAFF_ROLES } from '../../role-groups';
import type { CandidatesService } from './candidates.service';
import type { StaffJobsService } from './staff-jobs.service';

const access = { config: { access: STAFF_ROLES } };
const paging = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_JOB_PAGE_SIZE).default(JOB_PAGE_SIZE),
};
// Shapes only, loosely bounded: the domain's checkJobDraft answers the rules with their messages.
const text = (max: number) => z.string().max(max);
const ids = z.array(entityId).max(50);
const draftShape = {
  corporateID: entityId,
  title: text(500),
  description: text(20_000),
  jobFunctionID: entityId,
  keySkillIDs: ids,
  locationIDs: ids,
  minExperience: z
    .number()
    .int()
    .min(-1)
    .max(MAX_EXPERIENCE_YEARS + 1),
  maxExperience: z
    .number()
    .int()
    .min(-1)
    .max(MAX_EXPERIENCE_YEARS + 1),
  salaryMin: z.number().int().min(0).max(2_000_000_000).nullable().default(null),
  salaryMax: z.number().int().min(0).max(2_000_000_000).nullable().default(null),
  employmentType: z.enum(Object.values(EmploymentType)),
  openings: z.number().int().min(0).max(1_000_000),
  closesOn: text(20),
  recommendedProductID: entityId.nullable().default(null),
  status: z.enum(['OPEN', 'CLOSED']).optional(),
  stages: z
    .array(z.looseObject({ name: text(200), kind: z.enum(Object.values(StageKind)) }))
    .max(50)
    .optional(),
  questions: z
    .array(
      z.looseObject({
        text: text(2_000),
        answerType: z.enum(Object.values(AnswerType)),
        options: z.array(text(500)).max(50).default([]),
        required: z.boolean().default(false),
      }),
    )
    .max(50)
    .optional(),
};
const draftBody = z.looseObject(draftShape);
const updateBody = z.looseObject({ jobID: entityId, ...draftShape });
const bulkBody = z.looseObject({ jobs: z.array(z.unknown()).min(1).max(MAX_BULK_JOBS) });
const jobQuery = z.looseObject({ jobID: entityId });
const listQuery = z.looseObject({ ...paging, corporateID: entityId.optional() });
const candidateQuery = z.looseObject({
  ...paging,
  // Without a job: every job's applicants, for the cross-job candidate list (/candidate-details).
  jobID: entityId.optional(),
  stageID: entityId.optional(),
  status: z.enum(Object.values(ApplicationStatus)).optional(),
  certifiedIn: entityId.optional(),
  sort: z.enum(Object.values(CandidateSort)).default(CandidateSort.APPLIED_ON),
  order: z.enum(['asc', 'desc']).default('desc'),
});
const applicationQuery = z.looseObject({ applicationID: entityId });
const moveBody = z.looseObject({ applicationID: entityId, stageID: entityId });
const rejectBody = z.looseObject({ applicationID: entityId, reasonID: entityId });
const placementBody = z.looseObject({
  applicationID: entityId,
  joiningDate: z.iso.date(),
  ctc: z.number().int().min(1).max(1_000_000_000),
});
const placementsQuery = z.looseObject({ jobID: entityId.optional() });

const list = <T>(rows: T[], total = rows.length) =>
  okEnvelope<never, T>({ responseListObject: rows, totalRecords: total });

/**
 * `001 §7` Job administration, staff alone (ADMIN, OPS; the college officer not yet): jobs with their
 * pipeline and questionnaire, the candidates and their moves, placements and the lookups.
 */
export const staffJobsRoutes = (
  app: FastifyInstance,
  staffJobs: StaffJobsService,
  candidates: CandidatesService,
): void => {
  // The staff member acting: their party for the job's records, their role for the audit log.
  const by = (request: { caller: Parameters<typeof requireUser>[0] }) => requireUser(request.caller);

  app.post(RestPath.STAFF_JOB_CREATE, documented(access, { body: draftBody }), async (request) =>
    answer<StaffJob>(await staffJobs.create(parseInput(draftBody, request.body), by(request))),
  );

  // Rows are parsed one by one, so a malformed row is listed in failList instead of failing the upload.
  app.post(RestPath.STAFF_JOB_CREATE_BULK, documented(access, { body: bulkBody }), async (request) => {
    const { jobs } = parseInput(bulkBody, request.body);
    const parsed = jobs.map((row) => draftBody.safeParse(row));
    const shapeFailures = parsed.flatMap((result, index) => {
      if (result.success) return [];
      const title = z.looseObject({ title: z.string() }).safeParse(jobs[index]);
      const errors = result.error.issues.map(
        (issue) => `${issue.path.join('.') || '(row)'}: ${issue.message}`,
      );
      return [{ row: index + 1, title: title.success ? title.data.title : '', errors }];
    });
    const good = parsed.flatMap((result, index) => (result.success ? [{ index, draft: result.data }] : []));
    const created = await staffJobs.createBulk(
      good.map((entry) => entry.draft),
      by(request),
    );
    // createBulk numbers the good rows among themselves; the answer numbers rows of the upload.
    const failList = [
      ...shapeFailures,
      ...created.failList.map((failure) => ({ ...failure, row: (good[failure.row - 1]?.index ?? 0) + 1 })),
    ].sort((a, b) => a.row - b.row);
    return answer<BulkCreateResult>({
      ok: true,
      value: { ...created, failCount: failList.length, failList },
    });
  });

  app.post(RestPath.STAFF_JOB_UPDATE, documented(access, { body: updateBody }), async (request) => {
    const { jobID, ...draft } = parseInput(updateBody, request.body);
    return answer<StaffJob>(await staffJobs.update(jobID, draft, by(request)));
  });

  app.get(RestPath.STAFF_JOB_DETAILS, documented(access, { query: jobQuery }), async (request) => {
    const { jobID } = parseInput(jobQuery, request.query);
    return answer<StaffJob>(await staffJobs.details(by(request).partyId, jobID));
  });

  app.get(RestPath.STAFF_JOB_LIST, documented(access, { query: listQuery }), async (request) => {
    const { rows, total } = await staffJobs.list(by(request).partyId, parseInput(listQuery, request.query));
    return list(rows, total);
  });

  const stageCounts = async (request: { query: unknown }) => {
    const outcome = await staffJobs.stageCounts(parseInput(jobQuery, request.query).jobID);
    return outcome.ok ? list<StageCount>(outcome.value) : answer(outcome);
  };
  app.get(RestPath.STAFF_JOB_STAGE_COUNT, documented(access, { query: jobQuery }), stageCounts);
  app.get(RestPath.STAFF_JOB_STAGES, documented(access, { query: jobQuery }), stageCounts);

  app.get(RestPath.STAFF_JOB_CANDIDATES, documented(access, { query: candidateQuery }), async (request) => {
    const outcome = await candidates.list(parseInput(candidateQuery, request.query));
    return outcome.ok ? list<Candidate>(outcome.value.rows, outcome.value.total) : answer(outcome);
  });

  app.get(RestPath.STAFF_JOB_HISTORY, documented(access, { query: applicationQuery }), async (request) => {
    const outcome = await candidates.history(parseInput(applicationQuery, request.query).applicationID);
    return outcome.ok ? list<StaffHistoryEntry>(outcome.value) : answer(outcome);
  });

  app.post(RestPath.STAFF_JOB_UPDATE_STATUS, documented(access, { body: moveBody }), async (request) => {
    const body = parseInput(moveBody, request.body);
    return answer<CandidateActionResult>(
      await candidates.moveTo(body.applicationID, body.stageID, by(request)),
    );
  });

  app.post(RestPath.STAFF_JOB_NEXT_STAGE, documented(access, { body: applicationQuery }), async (request) => {
    const body = parseInput(applicationQuery, request.body);
    return answer<CandidateActionResult>(await candidates.nextStage(body.applicationID, by(request)));
  });

  app.post(RestPath.STAFF_JOB_REJECT, documented(access, { body: rejectBody }), async (request) => {
    const body = parseInput(rejectBody, request.body);
    return answer<CandidateActionResult>(
      await candidates.reject(body.applicationID, body.reasonID, by(request)),
    );
  });

  app.post(RestPath.STAFF_JOB_SAVE_PLACEMENT, documented(access, { body: placementBody }), async (request) =>
    answer<CandidateActionResult>(
      await candidates.savePlacement(parseInput(placementBody, request.body), by(request)),
    ),
  );

  app.get(RestPath.STAFF_JOB_PLACEMENTS, documented(access, { query: placementsQuery }), async (request) =>
    list<Placement>(await candidates.placements(parseInput(placementsQuery, request.query).jobID)),
  );

  app.get(RestPath.STAFF_JOB_ANSWER_TYPES, documented(access, NO_INPUT), async () =>
    list(Object.values(AnswerType).map((code) => ({ code, name: code }))),
  );
  app.get(RestPath.STAFF_JOB_KEY_SKILLS, documented(access, NO_INPUT), async () =>
    list(await staffJobs.options('KEY_SKILL')),
  );
  app.get(RestPath.STAFF_JOB_CATEGORIES, documented(access, NO_INPUT), async () =>
    list(await staffJobs.options('JOB_FUNCTION')),
  );
  app.get(RestPath.STAFF_JOB_CORPORATES, documented(access, NO_INPUT), async () =>
    list(await staffJobs.corporates()),
  );
  app.get(RestPath.STAFF_JOB_INTERVIEW_STAGES, documented(access, NO_INPUT), async () =>
    list([...DEFAULT_PIPELINE]),
  );
  app.get(RestPath.STAFF_JOB_EXPERIENCE, documented(access, NO_INPUT), async () =>
    list(
      Array.from({ length: MAX_EXPERIENCE_YEARS + 1 }, (_, years) => ({ id: years, name: `${years} years` })),
    ),
  );
};
