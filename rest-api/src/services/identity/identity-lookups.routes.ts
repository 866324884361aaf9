import {
  type PartyByEmail,
  ReasonCode,
  RestPath,
  SESSION_REPORT_MAX_PAGE_SIZE,
  SESSION_REPORT_PAGE_SIZE,
  type SessionReportRow,
} from '@finx/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { failEnvelope, HttpError, okEnvelope } from '../../http/envelope';
import { requireUser } from '../../http/route-access';
import { documented } from '../../http/route-docs';
import { entityId, parseInput } from '../../http/validation';
import { STAFF_ROLES } from '../../role-groups';
import type { IdentityLookupsRepository } from './identity-lookups.repository';

// emailId is a sensitive field: it travels inside the encrypted query (`enc`).
const emailQuery = z.object({ emailId: z.string().trim().min(1).max(254) });

const day = z.iso.date();
const reportQuery = z
  .object({
    userId: entityId.optional().describe('One account; staff only. A learner always sees their own.'),
    fromDate: day.optional().describe('Sign-ins on or after this day (UTC).'),
    toDate: day.optional().describe('Sign-ins on or before this day (UTC).'),
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    limit: z.coerce.number().int().min(1).max(SESSION_REPORT_MAX_PAGE_SIZE).default(SESSION_REPORT_PAGE_SIZE),
  })
  .refine((query) => !query.fromDate || !query.toDate || query.fromDate <= query.toDate, {
    path: ['toDate'],
    message: 'toDate is before fromDate',
  });

const DAY_MS = 24 * 60 * 60_000;

/**
 * `000 §7` Party by e-mail and sessionReport, which the spec names without behaviour (what each does:
 * docs/decisions/rest-contract.md). Both are about people, so a learner sees only their own.
 */
export const identityLookupsRoutes = (app: FastifyInstance, lookups: IdentityLookupsRepository): void => {
  app.get(
    RestPath.PARTY_BY_EMAIL,
    documented({ config: { access: 'user' } }, { query: emailQuery }),
    async (request) => {
      const caller = requireUser(request.caller);
      const { emailId } = parseInput(emailQuery, request.query);
      const staff = STAFF_ROLES.includes(caller.roleId);
      // Anyone else's address is refused before the lookup, so a learner cannot probe who is registered.
      if (!staff && emailId.toLowerCase() !== caller.email.toLowerCase()) {
        throw new HttpError(403, ReasonCode.FORBIDDEN);
      }
      const party = await lookups.partyByEmail(emailId);
      if (!party) return failEnvelope(ReasonCode.NOT_FOUND);
      return okEnvelope<PartyByEmail, never>({ responseObject: party });
    },
  );

  app.get(
    RestPath.SESSION_REPORT,
    documented({ config: { access: 'user' } }, { query: reportQuery }),
    async (request) => {
      const caller = requireUser(request.caller);
      const query = parseInput(reportQuery, request.query);
      const staff = STAFF_ROLES.includes(caller.roleId);
      if (!staff && query.userId !== undefined && query.userId !== caller.userId) {
        throw new HttpError(403, ReasonCode.FORBIDDEN);
      }
      const { rows, total } = await lookups.sessions({
        userId: staff ? query.userId : caller.userId,
        from: query.fromDate ? new Date(`${query.fromDate}T00:00:00Z`) : undefined,
        to: query.toDate ? new Date(new Date(`${query.toDate}T00:00:00Z`).getTime() + DAY_MS) : undefined,
        page: query.page,
        limit: query.limit,
      });
      return okEnvelope<never, SessionReportRow>({ responseListObject: rows, totalRecords: total });
    },
  );
};
