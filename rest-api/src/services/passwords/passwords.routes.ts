import { ReasonCode, RestPath, RoleId } from '@finx/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { answer } from '../../http/answer';
import { failEnvelope, HttpError, okEnvelope } from '../../http/envelope';
import { LimitedOperation, type OperationLimits, rateLimitedEnvelope } from '../../http/operation-limits';
import { publicOriginOf } from '../../http/public-origin';
import { requireUser } from '../../http/route-access';
import { documented } from '../../http/route-docs';
import { parseInput } from '../../http/validation';
import { ADMIN_ROLES } from '../../role-groups';
import type { PasswordsService } from './passwords.service';

// Other fields of the spec's change payload (name, userLoginName, emailId, partyId, role) are accepted
// and ignored: the session says who is changing the password.
const changeBody = z.object({
  userId: z.coerce.number().int().positive(),
  userPassword: z.string().min(1).max(128),
  userOldPassword: z.string().max(128).optional(),
});
const adminChangeBody = z.object({
  userId: z.coerce.number().int().positive(),
  userPassword: z.string().min(1).max(128),
});
const registrationTypeQuery = z.object({ userId: z.coerce.number().int().positive() });
const forgotBody = z.object({
  userLoginName: z.string().trim().min(1).max(254),
  role: z.string().optional(),
});
const resetBody = z.object({
  userPassword: z.string().min(1).max(128),
  token: z.string().trim().min(20).max(128),
});

/** Change, admin change, forgot and reset (`000 §4`, §7 `/finx-thor-authentication/.../user`). */
export const passwordsRoutes = (
  app: FastifyInstance,
  passwords: PasswordsService,
  publicUrl: string | undefined,
  limits: OperationLimits,
): void => {
  app.get(
    RestPath.USER_REGISTRATION_TYPE,
    documented({ config: { access: 'user' } }, { query: registrationTypeQuery }),
    async (request) => {
      const caller = requireUser(request.caller);
      const { userId } = parseInput(registrationTypeQuery, request.query);
      if (userId !== caller.userId && caller.roleId !== RoleId.ADMIN)
        throw new HttpError(403, ReasonCode.FORBIDDEN);
      const flag = await passwords.currentPasswordFlag(userId);
      if (!flag) return failEnvelope(ReasonCode.NOT_FOUND);
      return okEnvelope({ responseObject: { userId, currentPwdFlag: flag } });
    },
  );

  app.post(
    RestPath.USER_CHANGE_PASSWORD,
    documented({ config: { access: 'user' } }, { body: changeBody }),
    async (request) => {
      const caller = requireUser(request.caller);
      const body = parseInput(changeBody, request.body);
      if (body.userId !== caller.userId) throw new HttpError(403, ReasonCode.FORBIDDEN);
      return answer(
        await passwords.changePassword(caller.userId, caller.sessionId, {
          newPassword: body.userPassword,
          currentPassword: body.userOldPassword,
        }),
      );
    },
  );

  app.post(
    RestPath.USER_CHANGE_ADMIN_PASSWORD,
    documented({ config: { access: ADMIN_ROLES } }, { body: adminChangeBody }),
    async (request) => {
      const caller = requireUser(request.caller);
      const body = parseInput(adminChangeBody, request.body);
      // An administrator's own password goes through the ordinary change, with the current password.
      if (body.userId === caller.userId) throw new HttpError(403, ReasonCode.FORBIDDEN);
      return answer(await passwords.changeAdminPassword(caller, body.userId, body.userPassword));
    },
  );

  app.post(
    RestPath.USER_FORGOT_PASSWORD,
    documented({ config: { access: 'public' } }, { body: forgotBody }),
    async (request) => {
      const body = parseInput(forgotBody, request.body);
      // Counted per address and per named address whether or not it has an account: a refusal that only
      // known addresses met would tell who is registered, which the same answer for all otherwise hides.
      const limited = await limits.consume(LimitedOperation.FORGOT_PASSWORD, {
        address: request.ip,
        account: body.userLoginName,
      });
      if (!limited.ok) return rateLimitedEnvelope(limited);
      // The mailed link leads to the address the request came to (PUBLIC_URL when set).
      await passwords.forgotPassword(body.userLoginName, publicOriginOf(request, publicUrl));
      return okEnvelope();
    },
  );

  app.post(
    RestPath.USER_RESET_PASSWORD,
    documented({ config: { access: 'public' } }, { body: resetBody }),
    async (request) => {
      const body = parseInput(resetBody, request.body);
      return answer(await passwords.resetPassword(body.token, body.userPassword));
    },
  );
};
