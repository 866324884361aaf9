import {
  type LeadRegisterDetails,
  MobilePopupAction,
  OtpPurpose,
  type PopupFlag,
  type ProductFromSource,
  ReasonCode,
  RestPath,
  type UserEmailFlag,
  type UserMobileExistsFlag,
} from '@finx/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { answer, refusalEnvelope } from '../../http/answer';
import { failEnvelope, HttpError, okEnvelope } from '../../http/envelope';
import { LimitedOperation, type OperationLimits, rateLimitedEnvelope } from '../../http/operation-limits';
import { requireUser, type UserCaller } from '../../http/route-access';
import { documented, NO_INPUT } from '../../http/route-docs';
import { entityId, parseInput } from '../../http/validation';
import { LEARNER_ROLES, STAFF_ROLES } from '../../role-groups';
import { otpRefusalText } from '../otp/otp.module';
import type { StudentAccountService } from './student-account.service';

// Shapes only; the spec's field rules and their messages are the domain's, applied by the service.
const validateUserBody = z.object({ emailID: z.string().max(254), mobileNo: z.string().max(20) });
const validateUpdateBody = z
  .object({
    userId: entityId,
    emailID: z.string().max(254).optional(),
    mobileNo: z.string().max(20).optional(),
  })
  .refine((body) => body.emailID !== undefined || body.mobileNo !== undefined, {
    path: ['emailID'],
    message: 'emailID or mobileNo is required',
  });
const userQuery = z.object({
  userId: entityId.optional().describe('The account asked about; staff only. The caller’s own when absent.'),
});
const studentQuery = z.object({
  studentID: entityId.optional().describe('The learner’s user id; staff only. The caller’s own when absent.'),
});
const saveMobileBody = z.object({ mobileNo: z.string().max(20), OTP: z.coerce.string().max(8) });
const emailOtpBody = z.object({
  otp: z.coerce
    .string()
    .trim()
    .regex(/^\d{4}$/),
});
const mobilePopupBody = z.object({ popupAction: z.enum(Object.values(MobilePopupAction)) });
const cpbfiBody = z.object({ interested: z.enum(['Y', 'N']) });
const sourceQuery = z
  .object({
    proId: entityId.optional().describe('The entry link’s product id; it wins over the name.'),
    pro: z.string().trim().min(1).max(200).optional().describe('The entry link’s product name.'),
  })
  .refine((query) => query.proId !== undefined || query.pro !== undefined, {
    path: ['proId'],
    message: 'proId or pro is required',
  });

/** The account a query names: the caller's own, or any for staff. */
const accountOf = (caller: UserCaller, asked: number | undefined): number => {
  if (asked === undefined || asked === caller.userId) return caller.userId;
  if (!STAFF_ROLES.includes(caller.roleId)) throw new HttpError(403, ReasonCode.FORBIDDEN);
  return asked;
};

/**
 * `001 §7` Student calls named without behaviour, and `000 §7`'s e-mail OTP, social mobile and mobile
 * pop-up (what each does: docs/decisions/rest-contract.md). Same envelope, tokens and field encryption
 * as every call: emailID and mobileNo are sensitive and arrive encrypted.
 */
export const studentAccountRoutes = (
  app: FastifyInstance,
  accounts: StudentAccountService,
  limits: OperationLimits,
): void => {
  const user = { config: { access: 'user' as const } };
  const learner = { config: { access: LEARNER_ROLES } };

  // Public, as its neighbours emailValidate and validatemobile are: asked before an account exists.
  app.post(
    RestPath.VALIDATE_USER,
    documented({ config: { access: 'public' } }, { body: validateUserBody }),
    async (request) => {
      const body = parseInput(validateUserBody, request.body);
      return answer(await accounts.validateUser(body.emailID, body.mobileNo));
    },
  );

  app.post(RestPath.VALIDATE_UPDATE_USER, documented(user, { body: validateUpdateBody }), async (request) => {
    const body = parseInput(validateUpdateBody, request.body);
    const userId = accountOf(requireUser(request.caller), body.userId);
    return answer(await accounts.validateUpdateUser(userId, { email: body.emailID, mobile: body.mobileNo }));
  });

  app.get(RestPath.USER_EMAIL_FLAG, documented(user, { query: userQuery }), async (request) => {
    const userId = accountOf(requireUser(request.caller), parseInput(userQuery, request.query).userId);
    const found = await accounts.account(userId);
    if (!found.ok) return refusalEnvelope(found);
    const emailFlag = found.value.emailVerifiedAt ? 'Y' : 'N';
    return okEnvelope<UserEmailFlag, never>({ responseObject: { userId, emailFlag } });
  });

  app.get(RestPath.USER_MOBILE_EXISTS_FLAG, documented(user, { query: userQuery }), async (request) => {
    const userId = accountOf(requireUser(request.caller), parseInput(userQuery, request.query).userId);
    const found = await accounts.account(userId);
    if (!found.ok) return refusalEnvelope(found);
    const mobileExistsFlag = found.value.mobile ? 'Y' : 'N';
    return okEnvelope<UserMobileExistsFlag, never>({ responseObject: { userId, mobileExistsFlag } });
  });

  // The caller's own account only: nobody adds a number to someone else's.
  app.post(RestPath.SAVE_SOCIAL_USER_MOBILE, documented(user, { body: saveMobileBody }), async (request) => {
    const caller = requireUser(request.caller);
    const body = parseInput(saveMobileBody, request.body);
    return answer(await accounts.saveSocialUserMobile(caller.userId, body.mobileNo, body.OTP));
  });

  app.post(RestPath.SEND_OTP_MAIL, documented(user, NO_INPUT), async (request) => {
    const caller = requireUser(request.caller);
    const limited = await limits.consume(LimitedOperation.EMAIL_OTP, {
      address: request.ip,
      account: caller.email,
    });
    if (!limited.ok) return rateLimitedEnvelope(limited);
    return answer(await accounts.sendEmailOtp(caller.userId));
  });

  app.post(RestPath.VALIDATE_EMAIL_OTP, documented(user, { body: emailOtpBody }), async (request) => {
    const caller = requireUser(request.caller);
    const { otp } = parseInput(emailOtpBody, request.body);
    const outcome = await accounts.validateEmailOtp(caller.userId, otp);
    if (outcome.ok) return okEnvelope({ responseObject: { count: 0 } });
    if (outcome.count === undefined) return failEnvelope(outcome.reasonCode);
    // DM_02 carries the running count of wrong codes, as the mobile OTP's answer does (`000 §8`).
    const envelope = failEnvelope(outcome.reasonCode, otpRefusalText(outcome, OtpPurpose.REGISTER));
    return { ...envelope, responseObject: { count: outcome.count } };
  });

  app.get(RestPath.MOBILE_POPUP_FLAG, documented(user, NO_INPUT), async (request) => {
    const found = await accounts.account(requireUser(request.caller).userId);
    if (!found.ok) return refusalEnvelope(found);
    return okEnvelope<PopupFlag, never>({
      responseObject: { popupFlag: await accounts.mobilePopupFlag(found.value) },
    });
  });

  app.post(RestPath.MOBILE_POPUP_SAVE, documented(learner, { body: mobilePopupBody }), async (request) => {
    const { popupAction } = parseInput(mobilePopupBody, request.body);
    await accounts.saveMobilePopup(requireUser(request.caller).userId, popupAction);
    return okEnvelope();
  });

  app.get(RestPath.CPBFI_POPUP_FLAG, documented(user, NO_INPUT), async (request) => {
    const found = await accounts.account(requireUser(request.caller).userId);
    if (!found.ok) return refusalEnvelope(found);
    return okEnvelope<PopupFlag, never>({
      responseObject: { popupFlag: await accounts.cpbfiPopupFlag(found.value) },
    });
  });

  app.post(RestPath.CPBFI_POPUP_SAVE, documented(learner, { body: cpbfiBody }), async (request) => {
    const { interested } = parseInput(cpbfiBody, request.body);
    await accounts.saveCpbfiPopup(requireUser(request.caller).userId, interested);
    return okEnvelope();
  });

  app.get(RestPath.LEAD_REGISTER_DETAILS, documented(user, { query: studentQuery }), async (request) => {
    const userId = accountOf(requireUser(request.caller), parseInput(studentQuery, request.query).studentID);
    return answer<LeadRegisterDetails>(await accounts.leadRegisterDetails(userId));
  });

  // Public: the landing and registration pages read entry links before anyone signs in.
  app.get(
    RestPath.PRODUCT_ID_FROM_SOURCE,
    documented({ config: { access: 'public' } }, { query: sourceQuery }),
    async (request) => {
      const query = parseInput(sourceQuery, request.query);
      return answer<ProductFromSource>(await accounts.productFromSource(query));
    },
  );
};
