import {
  type AppliedJob,
  checkSearchText,
  JOB_PAGE_SIZE,
  JobCta,
  type JobDetails,
  type JobOption,
  type JobQuestion,
  type JobSummary,
  MAX_EXPERIENCE_YEARS,
  MAX_JOB_PAGE_SIZE,
  RestPath,
} from '@finx/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { answer } from '../../http/answer';
import { okEnvelope } from '../../http/envelope';
import { assertOwnParty, assertSameParty, type Caller } from '../../http/route-access';
import { documented, NO_INPUT } from '../../http/route-docs';
import { entityId, parseInput, ruledString } from '../../http/validation';
import { LEARNER_DATA_ROLES, LEARNER_ROLES } from '../../role-groups';
import type { ApplicationsService } from './applications.service';
import type { JobsService } from './jobs.service';

/** Comma-separated option ids (skillIds, locationIds), as the query carries lists. */
const idList = z
  .string()
  .regex(/^\d{1,9}(,\d{1,9}){0,49}$/)
  .transform((value) => value.split(',').map(Number));
const paging = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_JOB_PAGE_SIZE).default(JOB_PAGE_SIZE),
};
const partyQuery = z.looseObject({ studentPartyID: entityId });
const pageQuery = z.looseObject(paging);
const searchQuery = z.looseObject({
  ...paging,
  keyword: ruledString(checkSearchText).optional(),
  skillIds: idList.optional(),
  jobFunctionId: entityId.optional(),
  locationIds: idList.optional(),
  experience: z.coerce.number().int().min(0).max(MAX_EXPERIENCE_YEARS).optional(),
});
const jobQuery = z.looseObject({ jobID: entityId });
// Looser than the questionnaire's own rules on purpose: checkJobAnswers refuses with the question's message.
const answerValue = z.union([z.string().max(5_000), z.array(z.string().max(500)).max(50)]);
const applyBody = z.looseObject({
  studentPartyID: entityId,
  jobID: entityId,
  answers: z
    .array(z.looseObject({ questionID: entityId, answer: answerValue }))
    .max(100)
    .default([]),
});
const trackBody = z.looseObject({ studentPartyID: entityId, jobID: entityId });
const ctaBody = trackBody.extend({ cta: z.enum(Object.values(JobCta)) });
const courseBody = z.looseObject({ studentPartyID: entityId, productID: entityId });

/** The learner of a query (`studentPartyID`): their own, or staff reading for support. */
const ownParty = (caller: Caller, query: unknown): number => {
  const { studentPartyID } = parseInput(partyQuery, query);
  assertOwnParty(caller, studentPartyID);
  return studentPartyID;
};

/**
 * `001 §7` Party and jobs: search and skills match, details, similar and questions, the learner's
 * applications (a learner's own, or staff for support); apply, cta, jobApplyClick and course/apply (the
 * learner alone); the rejection reasons and locations lookups (any signed-in user).
 */
export const jobsRoutes = (
  app: FastifyInstance,
  jobs: JobsService,
  applications: ApplicationsService,
): void => {
  app.get(
    RestPath.JOBS,
    documented({ config: { access: LEARNER_DATA_ROLES } }, { query: [partyQuery, searchQuery] }),
    async (request) => {
      const partyId = ownParty(request.caller, request.query);
      const { rows, total } = await jobs.search(partyId, parseInput(searchQuery, request.query));
      return okEnvelope<never, JobSummary>({ responseListObject: rows, totalRecords: total });
    },
  );

  app.get(
    RestPath.JOBS_FROM_SKILLS,
    documented({ config: { access: LEARNER_DATA_ROLES } }, { query: [partyQuery, pageQuery] }),
    async (request) => {
      const partyId = ownParty(request.caller, request.query);
      const { rows, total } = await jobs.fromSkills(partyId, parseInput(pageQuery, request.query));
      return okEnvelope<never, JobSummary>({ responseListObject: rows, totalRecords: total });
    },
  );

  app.get(
    RestPath.JOB_DETAILS,
    documented({ config: { access: LEARNER_DATA_ROLES } }, { query: [partyQuery, jobQuery] }),
    async (request) => {
      const partyId = ownParty(request.caller, request.query);
      const { jobID } = parseInput(jobQuery, request.query);
      return answer<JobDetails>(await jobs.details(partyId, jobID));
    },
  );

  app.get(
    RestPath.JOBS_SIMILAR,
    documented({ config: { access: LEARNER_DATA_ROLES } }, { query: [partyQuery, jobQuery] }),
    async (request) => {
      const partyId = ownParty(request.caller, request.query);
      const { jobID } = parseInput(jobQuery, request.query);
      const rows = await jobs.similar(partyId, jobID);
      return okEnvelope<never, JobSummary>({ responseListObject: rows, totalRecords: rows.length });
    },
  );

  app.get(
    RestPath.JOB_QUESTIONS,
    documented({ config: { access: LEARNER_DATA_ROLES } }, { query: jobQuery }),
    async (request) => {
      const { jobID } = parseInput(jobQuery, request.query);
      const outcome = await jobs.questions(jobID);
      if (!outcome.ok) return answer(outcome);
      return okEnvelope<never, JobQuestion>({
        responseListObject: outcome.value,
        totalRecords: outcome.value.length,
      });
    },
  );

  app.get(
    RestPath.JOBS_APPLIED,
    documented({ config: { access: LEARNER_DATA_ROLES } }, { query: [partyQuery, pageQuery] }),
    async (request) => {
      const partyId = ownParty(request.caller, request.query);
      const { rows, total } = await applications.applied(partyId, parseInput(pageQuery, request.query));
      return okEnvelope<never, AppliedJob>({ responseListObject: rows, totalRecords: total });
    },
  );

  app.get(
    RestPath.JOB_APPLIED_LOCATIONS,
    documented({ config: { access: LEARNER_DATA_ROLES } }, { query: partyQuery }),
    async (request) => {
      const rows = await jobs.appliedLocations(ownParty(request.caller, request.query));
      return okEnvelope<never, JobOption>({ responseListObject: rows, totalRecords: rows.length });
    },
  );

  app.get(RestPath.JOB_REJECTION_REASONS, documented({ config: { access: 'user' } }, NO_INPUT), async () => {
    const rows = await applications.rejectionReasons();
    return okEnvelope<never, JobOption>({ responseListObject: rows, totalRecords: rows.length });
  });

  app.get(RestPath.JOB_LOCATIONS, documented({ config: { access: 'user' } }, NO_INPUT), async () => {
    const rows = await jobs.locations();
    return okEnvelope<never, JobOption>({ responseListObject: rows, totalRecords: rows.length });
  });

  app.post(
    RestPath.JOB_APPLY,
    documented({ config: { access: LEARNER_ROLES } }, { body: applyBody }),
    async (request) => {
      const body = parseInput(applyBody, request.body);
      const caller = assertSameParty(request.caller, body.studentPartyID);
      return answer<AppliedJob>(await applications.apply(caller.partyId, body.jobID, body.answers));
    },
  );

  app.post(
    RestPath.JOB_CTA,
    documented({ config: { access: LEARNER_ROLES } }, { body: ctaBody }),
    async (request) => {
      const body = parseInput(ctaBody, request.body);
      const caller = assertSameParty(request.caller, body.studentPartyID);
      return answer(await jobs.track(caller.partyId, body.jobID, body.cta));
    },
  );

  app.post(
    RestPath.JOB_APPLY_CLICK,
    documented({ config: { access: LEARNER_ROLES } }, { body: trackBody }),
    async (request) => {
      const body = parseInput(trackBody, request.body);
      const caller = assertSameParty(request.caller, body.studentPartyID);
      return answer(await jobs.track(caller.partyId, body.jobID, null));
    },
  );

  app.post(
    RestPath.COURSE_APPLY,
    documented({ config: { access: LEARNER_ROLES } }, { body: courseBody }),
    async (request) => {
      const body = parseInput(courseBody, request.body);
      const caller = assertSameParty(request.caller, body.studentPartyID);
      return answer(await applications.applyForCourse(caller.partyId, body.productID));
    },
  );
};
