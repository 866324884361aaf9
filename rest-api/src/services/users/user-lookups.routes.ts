import {
  CODE_TYPE_NAMES,
  CODE_VALUES,
  type CodeTypeName,
  type CodeValueRow,
  ReasonCode,
  RestPath,
} from '@finx/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { answer } from '../../http/answer';
import { HttpError, okEnvelope } from '../../http/envelope';
import { requireUser } from '../../http/route-access';
import { documented, NO_INPUT } from '../../http/route-docs';
import { entityId, parseInput } from '../../http/validation';
import { STAFF_ROLES, SYSTEM_OPERATIONS_ROLES } from '../../role-groups';
import type { UsersService } from './users.service';

const socialQuery = z.object({ userId: entityId.optional() });
const codeTypeQuery = z.object({ codeTypeName: z.enum(CODE_TYPE_NAMES) });
// emailID travels in the encrypted query (a sensitive field); role is the spec's, not read.
const validateEmailQuery = z.object({
  emailID: z.string().max(254),
  role: z.string().max(40).optional(),
  userId: entityId.optional().describe('The account being edited: its own address is not "taken".'),
});

const codeValuesOf = (type: CodeTypeName): CodeValueRow[] =>
  CODE_VALUES[type].map(([codeValue, codeDescription]) => ({
    codeTypeName: type,
    codeValue,
    codeDescription,
  }));

/**
 * `001 §7` User management social and validate/email, and the Lookups codeValue and codeValue/byName (what each does is this
 * system's reading: docs/decisions/rest-contract.md).
 */
export const userLookupsRoutes = (app: FastifyInstance, users: UsersService): void => {
  // The caller's own sign-in ways; staff may name any account (as /user-list's profiles do).
  app.get(
    RestPath.USER_SOCIAL,
    documented({ config: { access: 'user' } }, { query: socialQuery }),
    async (request) => {
      const caller = requireUser(request.caller);
      const userId = parseInput(socialQuery, request.query).userId ?? caller.userId;
      if (userId !== caller.userId && !STAFF_ROLES.includes(caller.roleId)) {
        throw new HttpError(403, ReasonCode.FORBIDDEN);
      }
      return answer(await users.socialLinks(userId));
    },
  );

  // Staff forms (/new-admin, SYSOPSADMIN's too) ask before submitting; learners check at registration
  // (student emailValidate).
  app.get(
    RestPath.USER_VALIDATE_EMAIL,
    documented({ config: { access: SYSTEM_OPERATIONS_ROLES } }, { query: validateEmailQuery }),
    async (request) => {
      const { emailID, userId } = parseInput(validateEmailQuery, request.query);
      return answer(await users.validateEmail(emailID, userId));
    },
  );

  // The values are the domain's, the same for everyone signed in.
  app.get(RestPath.CODE_VALUE, documented({ config: { access: 'user' } }, NO_INPUT), async () => {
    const rows = CODE_TYPE_NAMES.flatMap(codeValuesOf);
    return okEnvelope<never, CodeValueRow>({ responseListObject: rows, totalRecords: rows.length });
  });

  app.get(
    RestPath.CODE_VALUE_BY_NAME,
    documented({ config: { access: 'user' } }, { query: codeTypeQuery }),
    async (request) => {
      const rows = codeValuesOf(parseInput(codeTypeQuery, request.query).codeTypeName);
      return okEnvelope<never, CodeValueRow>({ responseListObject: rows, totalRecords: rows.length });
    },
  );
};
