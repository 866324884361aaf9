import {
  ApplicationStatus,
  type Candidate,
  type CandidateMessage,
  type CandidateMessageSent,
  CandidateSort,
  type ExternalComment,
  type ExportLink,
  type InterviewInvitation,
  JOB_PAGE_SIZE,
  type JobReferral,
  MAX_JOB_PAGE_SIZE,
  MessageChannel,
  type ApplicationRating,
  ReasonCode,
  RestPath,
  RoleId,
  type StaffHistoryEntry,
} from '@finx/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { answer } from '../../http/answer';
import { failEnvelope, okEnvelope } from '../../http/envelope';
import { publicOriginOf } from '../../http/public-origin';
import { requireUser } from '../../http/route-access';
import { documented, FILE_ANSWER } from '../../http/route-docs';
import { entityId, parseInput } from '../../http/validation';
import type { Outcome } from '../../outcome';
import { STAFF_ROLES } from '../../role-groups';
import type { StaffCandidateExtrasService } from './staff-candidate-extras.service';
import type { CandidatesService } from './candidates.service';
import type { InterviewsService } from './interviews.service';
import type { JobExportService } from './job-export.service';

const staff = { config: { access: STAFF_ROLES } };
const college = { config: { access: [RoleId.COLLEGE] } };
// Shapes only, loosely bounded: the domain's check functions answer the rules with their messages.
const text = (max: number) => z.string().max(max);
const applicationQuery = z.looseObject({ applicationID: entityId });
const ratingBody = z.looseObject({
  applicationID: entityId,
  stageID: entityId,
  rating: z.number().int().min(-100).max(100),
  feedback: text(20_000).default(''),
});
const commentBody = z.looseObject({
  applicationID: entityId,
  interviewerName: text(1_000),
  comment: text(20_000),
  commentedOn: text(20),
});
const referBody = z.looseObject({ jobID: entityId, email: text(1_000) });
const messageBody = z.looseObject({
  applicationID: entityId,
  channel: z.enum(Object.values(MessageChannel)),
  subject: text(2_000).nullable().default(null),
  body: text(50_000),
});
const inviteBody = z.looseObject({
  applicationID: entityId,
  stageID: entityId,
  scheduledAt: z.iso.datetime({ offset: true }),
  details: text(10_000),
});
const collegeQuery = z.looseObject({
  jobID: entityId.optional(),
  status: z.enum(Object.values(ApplicationStatus)).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_JOB_PAGE_SIZE).default(JOB_PAGE_SIZE),
});
const exportQuery = z.looseObject({ jobID: entityId.optional() });
const exportParams = z.object({ exportId: z.string().max(30) });
const linkQuery = z
  .object({ p: z.string().max(20), e: z.string().max(20), s: z.string().max(100) })
  .partial();

const list = <T>(outcome: Outcome<T[]>) =>
  outcome.ok
    ? okEnvelope<never, T>({ responseListObject: outcome.value, totalRecords: outcome.value.length })
    : answer(outcome);

/** The header value offering the file under its name (ASCII: the names are built here). */
const disposition = (fileName: string): string => `attachment; filename="${fileName}"`;

/**
 * `001 §7` Job administration's further calls, staff alone (ADMIN, OPS): ratings and feedback,
 * interviewers' comments, referring a job, messages to an applicant, interview invitations, the export.
 * The college officer reads their own college's applicants (collegeCandidates, applicationsHistory).
 */
export const staffStaffCandidateExtrasRoutes = (
  app: FastifyInstance,
  services: {
    extras: StaffCandidateExtrasService;
    interviews: InterviewsService;
    candidates: CandidatesService;
    exports: JobExportService;
  },
  publicUrl: string | undefined,
): void => {
  const { extras, interviews, candidates, exports } = services;
  const by = (request: { caller: Parameters<typeof requireUser>[0] }) => requireUser(request.caller).partyId;

  app.post(RestPath.STAFF_JOB_SAVE_FEEDBACK, documented(staff, { body: ratingBody }), async (request) =>
    answer<ApplicationRating[]>(await extras.rate(parseInput(ratingBody, request.body), by(request))),
  );
  app.get(
    RestPath.STAFF_JOB_RATING_HISTORY,
    documented(staff, { query: applicationQuery }),
    async (request) =>
      list<ApplicationRating>(
        await extras.ratings(parseInput(applicationQuery, request.query).applicationID),
      ),
  );

  app.post(
    RestPath.STAFF_JOB_SAVE_EXTERNAL_COMMENT,
    documented(staff, { body: commentBody }),
    async (request) =>
      answer<ExternalComment>(await extras.addComment(parseInput(commentBody, request.body), by(request))),
  );
  app.get(
    RestPath.STAFF_JOB_EXTERNAL_COMMENTS,
    documented(staff, { query: applicationQuery }),
    async (request) =>
      list<ExternalComment>(await extras.comments(parseInput(applicationQuery, request.query).applicationID)),
  );

  app.post(RestPath.STAFF_JOB_REFER, documented(staff, { body: referBody }), async (request) =>
    answer<JobReferral>(
      await extras.refer(
        parseInput(referBody, request.body),
        by(request),
        publicOriginOf(request, publicUrl),
      ),
    ),
  );

  app.post(RestPath.STAFF_JOB_SEND_MESSAGE, documented(staff, { body: messageBody }), async (request) =>
    answer<CandidateMessageSent>(await extras.message(parseInput(messageBody, request.body), by(request))),
  );
  app.get(RestPath.STAFF_JOB_MESSAGES, documented(staff, { query: applicationQuery }), async (request) =>
    list<CandidateMessage>(await extras.messages(parseInput(applicationQuery, request.query).applicationID)),
  );

  app.post(RestPath.STAFF_JOB_INTERVIEW_INVITE, documented(staff, { body: inviteBody }), async (request) =>
    answer<InterviewInvitation>(
      await interviews.invite(
        parseInput(inviteBody, request.body),
        by(request),
        publicOriginOf(request, publicUrl),
      ),
    ),
  );
  app.get(
    RestPath.STAFF_JOB_INTERVIEW_INVITATIONS,
    documented(staff, { query: applicationQuery }),
    async (request) =>
      list<InterviewInvitation>(
        await interviews.forApplication(parseInput(applicationQuery, request.query).applicationID),
      ),
  );

  app.get(
    RestPath.STAFF_JOB_COLLEGE_CANDIDATES,
    documented(college, { query: collegeQuery }),
    async (request) => {
      const query = parseInput(collegeQuery, request.query);
      const outcome = await candidates.forCollege(by(request), {
        ...query,
        sort: CandidateSort.APPLIED_ON,
        order: 'desc',
      });
      return outcome.ok
        ? okEnvelope<never, Candidate>({
            responseListObject: outcome.value.rows,
            totalRecords: outcome.value.total,
          })
        : answer(outcome);
    },
  );

  // The officer's view of one application's moves: their college's applicants only, others unknown.
  app.get(
    RestPath.STAFF_JOB_COLLEGE_HISTORY,
    documented(college, { query: applicationQuery }),
    async (request) => {
      const { applicationID } = parseInput(applicationQuery, request.query);
      if (!(await candidates.collegeMayRead(by(request), applicationID))) {
        return failEnvelope(ReasonCode.NOT_FOUND);
      }
      return list<StaffHistoryEntry>(await candidates.history(applicationID));
    },
  );

  app.get(RestPath.STAFF_JOB_EXPORT_LINK, documented(staff, { query: exportQuery }), async (request) =>
    answer<ExportLink>(await exports.link(by(request), parseInput(exportQuery, request.query).jobID)),
  );

  // A download is a plain navigation: no headers of ours, so the signed link is the permission.
  const byLink = { config: { access: 'public', fieldCipher: false } } as const;
  app.get(
    `${RestPath.STAFF_JOB_EXPORT}/:exportId`,
    documented(byLink, { params: exportParams, query: linkQuery, produces: FILE_ANSWER }),
    async (request, reply) => {
      const { exportId } = parseInput(exportParams, request.params);
      const outcome = await exports.download(exportId, parseInput(linkQuery, request.query));
      void reply.header('cache-control', 'private, no-store');
      if (!outcome.ok) return reply.code(404).send(failEnvelope(outcome.reasonCode));
      return reply
        .header('content-type', outcome.value.contentType)
        .header('content-disposition', disposition(outcome.value.fileName))
        .header('x-content-type-options', 'nosniff')
        .send(outcome.value.bytes);
    },
  );
};
