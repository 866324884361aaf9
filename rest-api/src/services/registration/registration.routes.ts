import {
  ENTRY_MODE_WEB_REGISTRATION,
  Header,
  INSTITUTE_QUALIFICATION_CERTIFICATE_ID,
  LEAD_REGISTER_KEYS,
  type LeadRegister,
  ReasonCode,
  RegistrationText,
  RestPath,
  RoleName,
} from '@finx/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { answer, refusalEnvelope } from '../../http/answer';
import { failEnvelope, HttpError, okEnvelope } from '../../http/envelope';
import { LimitedOperation, type OperationLimits, rateLimitedEnvelope } from '../../http/operation-limits';
import { ownPartyFromQuery, partyIdQuery } from '../../http/party-query';
import { publicOriginOf } from '../../http/public-origin';
import { requireUser } from '../../http/route-access';
import { documented } from '../../http/route-docs';
import { parseInput } from '../../http/validation';
import { STAFF_ROLES } from '../../role-groups';
import type { RegistrationInput, RegistrationService } from './registration.service';

const leadValue = z
  .string()
  .trim()
  .max(2_000)
  .nullish()
  .transform((value) => (value ? value : null));
const leadRegister = z
  .object(
    Object.fromEntries(LEAD_REGISTER_KEYS.map((key) => [key, leadValue])) as Record<
      keyof LeadRegister,
      typeof leadValue
    >,
  )
  .nullish();

// Shapes only; the field rules and their messages are the domain's yup schema, applied by the service.
const identity = {
  mobileNo: z.string(),
  OTP: z.coerce.string(),
  firstName: z.string(),
  lastName: z.string(),
  emailID: z.string(),
  isTermsAccepted: z.coerce.number().int().min(0).max(1),
};

const registerBody = z.object({
  ...identity,
  entryMode: z.coerce.number().int().pipe(z.literal(ENTRY_MODE_WEB_REGISTRATION)),
  sendWhatsapp: z.enum(['Y', 'N']).default('N'),
  role: z.literal(RoleName.STUDENT),
  leadRegister,
});

const staffBody = z.object({ ...identity, role: z.enum([RoleName.TPO, RoleName.SYSOPSADMIN]) });

const instituteBody = z.object({
  qualificationCertificateId: z.coerce.number().int().pipe(z.literal(INSTITUTE_QUALIFICATION_CERTIFICATE_ID)),
  studentID: z.coerce.number().int().positive(),
  certiNumber: z.string(),
  batchNumber: z.string(),
});

const emailQuery = z.object({ emailID: z.string().min(1).max(254), role: z.string().optional() });
// The number's rule is the spec's (domain mobileField), applied by the service with its message.
const mobileQuery = z.object({
  mobileNo: z.string().max(20),
  productID: z.string().optional(),
  role: z.string().optional(),
});
const verificationQuery = z.object({ eid: z.string().min(16).max(128) });

const toInput = (body: z.output<typeof registerBody> | z.output<typeof staffBody>): RegistrationInput => ({
  mobile: body.mobileNo,
  otp: body.OTP,
  firstName: body.firstName,
  lastName: body.lastName,
  email: body.emailID,
  termsAccepted: body.isTermsAccepted === 1,
  messagingConsent: 'sendWhatsapp' in body && body.sendWhatsapp === 'Y',
  leadRegister: 'leadRegister' in body ? (body.leadRegister ?? null) : null,
});

/** `/finx-fc-registration` and the registration checks of `/finx-fc-student` (`000 §7`). */
export const registrationRoutes = (
  app: FastifyInstance,
  registration: RegistrationService,
  publicUrl: string | undefined,
  limits: OperationLimits,
): void => {
  app.get(
    RestPath.VALIDATE_MOBILE,
    documented({ config: { access: 'public' } }, { query: mobileQuery }),
    async (request) => {
      const { mobileNo } = parseInput(mobileQuery, request.query);
      const outcome = await registration.validateMobile(mobileNo);
      if (!outcome.ok) throw new HttpError(400, outcome.reasonCode, outcome.message);
      // Every answer is one of FC-01..FC-04; the spec's client reads the code, so all four are fail envelopes.
      return failEnvelope(outcome.code);
    },
  );

  app.get(
    RestPath.EMAIL_VALIDATE,
    documented({ config: { access: 'public' } }, { query: emailQuery }),
    async (request) => {
      const { emailID } = parseInput(emailQuery, request.query);
      return answer(await registration.validateEmail(emailID));
    },
  );

  app.get(
    RestPath.VALIDATE_DOMAIN,
    documented({ config: { access: 'public' } }, { query: emailQuery }),
    async (request) => {
      const { emailID } = parseInput(emailQuery, request.query);
      return answer(registration.validateDomain(emailID));
    },
  );

  app.post(
    RestPath.REGISTER,
    documented({ config: { access: 'public' } }, { body: registerBody }),
    async (request, reply) => {
      const input = toInput(parseInput(registerBody, request.body));
      // The verification mail's link leads to the address the request came to (PUBLIC_URL when set).
      const outcome = await registration.register(input, publicOriginOf(request, publicUrl));
      if (!outcome.ok) return refusalEnvelope(outcome);
      reply.header(Header.JTI, outcome.jti);
      return okEnvelope({ responseObject: outcome.response });
    },
  );

  app.post(
    RestPath.REGISTER_STAFF,
    documented({ config: { access: 'public' } }, { body: staffBody }),
    async (request) => {
      const body = parseInput(staffBody, request.body);
      const limited = await limits.consume(LimitedOperation.REGISTER_STAFF, { address: request.ip });
      if (!limited.ok) return rateLimitedEnvelope(limited);
      const outcome = await registration.registerStaff(
        toInput(body),
        body.role,
        publicOriginOf(request, publicUrl),
      );
      if (!outcome.ok) return refusalEnvelope(outcome);
      return okEnvelope({ responseText: RegistrationText.STAFF_REQUEST_RECEIVED });
    },
  );

  app.get(
    RestPath.EMAIL_VERIFICATION,
    documented({ config: { access: 'public' } }, { query: verificationQuery }),
    async (request) => {
      const { eid } = parseInput(verificationQuery, request.query);
      const outcome = await registration.verifyEmail(eid);
      return outcome.ok ? okEnvelope({ responseText: outcome.value }) : refusalEnvelope(outcome);
    },
  );

  app.get(
    RestPath.INSTITUTE,
    documented({ config: { access: 'user' } }, { query: partyIdQuery }),
    async (request) => {
      const partyId = ownPartyFromQuery(request.caller, request.query);
      const caller = requireUser(request.caller);
      return okEnvelope({ responseObject: await registration.instituteCheck(caller, partyId) });
    },
  );

  app.post(
    RestPath.INSTITUTE,
    documented({ config: { access: 'user' } }, { body: instituteBody }),
    async (request) => {
      const caller = requireUser(request.caller);
      const body = parseInput(instituteBody, request.body);
      if (body.studentID !== caller.userId && !STAFF_ROLES.includes(caller.roleId)) {
        throw new HttpError(403, ReasonCode.FORBIDDEN);
      }
      return answer(await registration.saveInstituteDetails(body.studentID, body));
    },
  );
};
