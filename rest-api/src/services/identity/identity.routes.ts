import { Header, OtpPurpose, Pattern, RestPath, SocialProvider } from '@finx/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { answer } from '../../http/answer';
import { failEnvelope, okEnvelope } from '../../http/envelope';
import { requireUser } from '../../http/route-access';
import { documented } from '../../http/route-docs';
import { SYSTEM_OPERATIONS_ROLES } from '../../role-groups';
import { parseInput } from '../../http/validation';
import { otpRefusalText } from '../otp/otp.module';
import type { LoginOutcome, LoginService } from './login.service';
import type { SocialLoginService, SocialSignUp } from './social-login.service';

// The answers to the login prompts (`000 §8`): reactivation (SM-14) and log the other session out (SM-07).
const prompts = {
  reactiveConsent: z.boolean().optional(),
  logoutOtherSessions: z.boolean().optional(),
};

// emailId arrives encrypted and is already clear here; userLoginName may carry the e-mail instead.
const loginBody = z
  .object({
    userLoginName: z.string().trim().optional(),
    emailId: z.string().trim().optional(),
    userPassword: z.string().min(1),
    role: z.string().optional(),
    ...prompts,
  })
  .refine((body) => Boolean(body.emailId || body.userLoginName), { path: ['emailId'] });

// mobileNumber arrives encrypted and is clear here (`000 §3` mobile login request).
const mobileLoginBody = z.object({
  mobileNumber: z.string().trim().regex(Pattern.MOBILE),
  otp: z.coerce.string().trim().regex(Pattern.OTP),
  role: z.string().optional(),
  ...prompts,
});

const nullableText = z.string().trim().nullish();

/** `000 §3` social payload; the provider credential (idToken / accessToken) is what gets verified. */
const socialBody = z
  .object({
    provider: z.enum([SocialProvider.GOOGLE, SocialProvider.FACEBOOK]),
    idToken: z.string().min(1).max(8192).optional(),
    accessToken: z.string().min(1).max(4096).optional(),
    userLoginName: nullableText,
    emailId: nullableText,
    googleId: nullableText,
    facebookId: nullableText,
    firstName: nullableText,
    lastName: nullableText,
    entryMode: z.coerce.number().int().optional(),
    isTermsAccepted: z.coerce.number().int().optional(),
    sendWhatsapp: z.enum(['Y', 'N']).optional(),
    leadRegister: z.unknown().optional(),
    role: z.string().optional(),
    throughRegister: z.coerce.number().int().optional(),
    ...prompts,
  })
  .refine((body) => Boolean(body.provider === SocialProvider.GOOGLE ? body.idToken : body.accessToken), {
    path: ['idToken'],
  });

const signUpOf = (body: z.output<typeof socialBody>): SocialSignUp => ({
  provider: body.provider,
  idToken: body.idToken,
  accessToken: body.accessToken,
  firstName: body.firstName,
  lastName: body.lastName,
  messagingConsent: body.sendWhatsapp === 'Y',
});

/** Every login path answers alike: the first jti in the header, or the reason (DM_02 with its count). */
const loginAnswer = (outcome: LoginOutcome, reply: FastifyReply) => {
  if (!outcome.ok) {
    const { reasonCode, count } = outcome;
    if (count === undefined) return failEnvelope(reasonCode);
    const envelope = failEnvelope(reasonCode, otpRefusalText({ reasonCode, count }, OtpPurpose.LOGIN));
    return { ...envelope, responseObject: { count } };
  }
  reply.header(Header.JTI, outcome.jti);
  return okEnvelope({ responseObject: outcome.response });
};

// `updateblockeduser` (`000 §7`, payload not shown): the account by id or by e-mail.
const unlockBody = z
  .object({ userId: z.coerce.number().int().positive().optional(), emailId: z.string().trim().optional() })
  .refine((body) => body.userId !== undefined || Boolean(body.emailId), { path: ['userId'] });

const logoutBody = z.object({
  userName: z.string().optional(),
  userId: z.coerce.number().int().optional(),
  role: z.string().optional(),
});

export interface IdentityRoutesDeps {
  login: LoginService;
  social: SocialLoginService;
}

/** Sign-in and sign-out (`000 §4`, §7 `/finx-thor-authentication`) and social registration. */
export const identityRoutes = (app: FastifyInstance, deps: IdentityRoutesDeps): void => {
  app.post(
    RestPath.LOGIN,
    documented({ config: { access: 'public' } }, { body: loginBody }),
    async (request, reply) => {
      const body = parseInput(loginBody, request.body);
      const email = body.emailId || body.userLoginName || '';
      // request.ip is the browser's address (rest-api trusts x-forwarded-for from private-network proxies).
      const options = { ...body, clientAddress: request.ip };
      return loginAnswer(await deps.login.login(email, body.userPassword, options), reply);
    },
  );

  app.post(
    RestPath.LOGIN_WITH_MOBILE,
    documented({ config: { access: 'public' } }, { body: mobileLoginBody }),
    async (request, reply) => {
      const body = parseInput(mobileLoginBody, request.body);
      const options = { ...body, clientAddress: request.ip };
      return loginAnswer(await deps.login.loginWithMobile(body.mobileNumber, body.otp, options), reply);
    },
  );

  app.post(
    RestPath.LOGIN_SOCIAL,
    documented({ config: { access: 'public' } }, { body: socialBody }),
    async (request, reply) => {
      const body = parseInput(socialBody, request.body);
      return loginAnswer(await deps.social.login(signUpOf(body), body), reply);
    },
  );

  // Social registration alone (`000 §7`); login/social registers on its own when the user is new.
  app.post(
    RestPath.REGISTER_SOCIAL,
    documented({ config: { access: 'public' } }, { body: socialBody }),
    async (request) => {
      const body = parseInput(socialBody, request.body);
      const outcome = await deps.social.register(signUpOf(body));
      if (!outcome.ok) return failEnvelope(outcome.reasonCode);
      const { user } = outcome;
      return okEnvelope({
        responseObject: {
          emailID: user.email,
          googleId: user.googleId,
          facebookId: user.facebookId,
          studentPartyID: user.partyId,
          studentID: user.userId,
        },
      });
    },
  );

  // Staff lift an SM-12 lock before it ends by itself (issue 10).
  app.post(
    RestPath.USER_UNLOCK,
    documented({ config: { access: SYSTEM_OPERATIONS_ROLES } }, { body: unlockBody }),
    async (request) => {
      const body = parseInput(unlockBody, request.body);
      const caller = requireUser(request.caller);
      return answer(await deps.login.unlock(caller, { userId: body.userId, email: body.emailId }));
    },
  );

  app.post(
    RestPath.LOGOUT,
    documented({ config: { access: 'user' } }, { body: logoutBody }),
    async (request, reply) => {
      const caller = requireUser(request.caller);
      const body = parseInput(logoutBody, request.body);
      const envelope = answer(await deps.login.logout(caller, body.userId));
      // The session is over: no next jti to hand out.
      reply.removeHeader(Header.JTI);
      return envelope;
    },
  );
};
