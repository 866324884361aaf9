import {
  type AssessmentAttempt,
  CfxLearningStatus,
  type CfxReportRow,
  ReasonCode,
  RestPath,
} from '@finx/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { answer } from '../../http/answer';
import { HttpError, okEnvelope } from '../../http/envelope';
import { ownPartyFromQuery, partyIdQuery } from '../../http/party-query';
import { assertOwnParty, assertSameParty, requireUser } from '../../http/route-access';
import { documented } from '../../http/route-docs';
import { entityId, parseInput } from '../../http/validation';
import { LEARNER_DATA_ROLES, LEARNER_ROLES, STAFF_ROLES } from '../../role-groups';
import type { AssessmentService } from './assessment.service';
import type { CfxReportService } from './cfx-report.service';

/** The largest page of the CFX assessment report (`001 §2` shows 10 rows a page). */
export const MAX_REPORT_PAGE_SIZE = 50;

const lowerKeys = (value: unknown) =>
  Object.fromEntries(
    Object.entries((value ?? {}) as Record<string, unknown>).map(([key, v]) => [key.toLowerCase(), v]),
  );

const productQuery = z.preprocess(lowerKeys, z.object({ productid: entityId }));
const startBody = z.object({ studentPartyID: entityId, productID: entityId });
const reportQuery = z.preprocess(
  lowerKeys,
  z.object({
    emailid: z.string().trim().min(3).max(254),
    productid: entityId,
    status: z
      .enum(Object.values(CfxLearningStatus) as [CfxLearningStatus, ...CfxLearningStatus[]])
      .optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(MAX_REPORT_PAGE_SIZE).default(10),
  }),
);
const answerBody = startBody.extend({
  questionID: entityId,
  optionID: z.coerce.number().int().min(1).max(10),
});

/**
 * `001 §7` studentassessment: the learner's own attempt (GET), start, one answer, and scoreupdate (submit).
 * Learners only, each for themself: an attempt is found by the caller's party, never by an id, so no
 * one reads or answers another party's attempt.
 */
export const assessmentRoutes = (
  app: FastifyInstance,
  assessments: AssessmentService,
  reports: CfxReportService,
): void => {
  const learner = { config: { access: LEARNER_ROLES } };

  app.get(
    RestPath.ASSESSMENT,
    documented(learner, { query: [partyIdQuery, productQuery] }),
    async (request) => {
      const partyId = ownPartyFromQuery(request.caller, request.query);
      const { productid } = parseInput(productQuery, request.query);
      return answer<AssessmentAttempt | null>(await assessments.attempt(partyId, productid));
    },
  );

  app.post(RestPath.ASSESSMENT_START, documented(learner, { body: startBody }), async (request) => {
    const body = parseInput(startBody, request.body);
    const caller = assertSameParty(request.caller, body.studentPartyID);
    return answer<AssessmentAttempt>(await assessments.start(caller.partyId, body.productID));
  });

  app.post(RestPath.ASSESSMENT_ANSWER, documented(learner, { body: answerBody }), async (request) => {
    const body = parseInput(answerBody, request.body);
    const caller = assertSameParty(request.caller, body.studentPartyID);
    return answer<AssessmentAttempt>(
      await assessments.answer(caller.partyId, body.productID, body.questionID, body.optionID),
    );
  });

  app.post(RestPath.ASSESSMENT_SCORE_UPDATE, documented(learner, { body: startBody }), async (request) => {
    const body = parseInput(startBody, request.body);
    const caller = assertSameParty(request.caller, body.studentPartyID);
    return answer<AssessmentAttempt>(await assessments.submit(caller.partyId, body.productID));
  });

  // The CFX assessment report: a learner reads their own (by their e-mail), staff anyone's.
  app.get(
    RestPath.CFX_REPORT,
    documented({ config: { access: LEARNER_DATA_ROLES } }, { query: reportQuery }),
    async (request) => {
      const query = parseInput(reportQuery, request.query);
      const partyId = await reports.partyOf(query.emailid);
      if (partyId === null) {
        if (!STAFF_ROLES.includes(requireUser(request.caller).roleId)) {
          throw new HttpError(403, ReasonCode.FORBIDDEN);
        }
        return okEnvelope<never, CfxReportRow>({ responseListObject: [], totalRecords: 0 });
      }
      assertOwnParty(request.caller, partyId);
      const { rows, total } = await reports.report(partyId, {
        email: query.emailid,
        productId: query.productid,
        status: query.status ?? null,
        page: query.page,
        limit: query.limit,
      });
      return okEnvelope<never, CfxReportRow>({ responseListObject: rows, totalRecords: total });
    },
  );
};
