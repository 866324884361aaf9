import {
  ENTRY_MODE_WEB_REGISTRATION,
  Header,
  INSTITUTE_QUALIFICATION_CERTIFICATE_ID,
  instituteSchema,
  LEAD_REGISTER_KEYS,
  type LeadRegister,
  ReasonCode,
  RegistrationText,
  RestPath,
  RoleName,
} from '@finx/domain';
import type { FastifyPluginAsync } from 'fastify';
import { ValidationError } from 'yup';
import { z } from 'zod';
import { failEnvelope, HttpError, okEnvelope } from '../../http/envelope';
import { partyIdFromQuery } from '../../http/party-query';
import { assertOwnParty, requireUser, STAFF_ROLES } from '../../http/route-access';
import { parseInput } from '../../http/validation';
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
const mobileQuery = z.object({
  mobileNo: z.string().trim(),
  productID: z.string().optional(),
  role: z.string().optional(),
});

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

export interface RegistrationRoutesDeps {
  registration: RegistrationService;
}

/** `/finx-fc-registration` and the registration checks of `/finx-fc-student` (`000 §7`). */
export const registrationRoutes: FastifyPluginAsync<RegistrationRoutesDeps> = async (app, deps) => {
  const service = deps.registration;

  app.get(RestPath.VALIDATE_MOBILE, { config: { access: 'public' } }, async (request) => {
    const { mobileNo } = parseInput(mobileQuery, request.query);
    if (!/^[2-9]\d{9}$/.test(mobileNo)) {
      throw new HttpError(400, ReasonCode.VALIDATION_FAILED, 'Please enter the valid mobile number');
    }
    // Every answer is one of FC-01..FC-04; the spec's client reads the code, so all four are fail envelopes.
    return failEnvelope(await service.validateMobile(mobileNo));
  });

  app.get(RestPath.EMAIL_VALIDATE, { config: { access: 'public' } }, async (request) => {
    const { emailID } = parseInput(emailQuery, request.query);
    const outcome = await service.validateEmail(emailID);
    return outcome.ok ? okEnvelope() : failEnvelope(outcome.reasonCode);
  });

  app.get(RestPath.VALIDATE_DOMAIN, { config: { access: 'public' } }, async (request) => {
    const { emailID } = parseInput(emailQuery, request.query);
    const outcome = service.validateDomain(emailID);
    return outcome.ok ? okEnvelope() : failEnvelope(outcome.reasonCode);
  });

  app.post(RestPath.REGISTER, { config: { access: 'public' } }, async (request, reply) => {
    const outcome = await service.register(toInput(parseInput(registerBody, request.body)));
    if (!outcome.ok) return failEnvelope(outcome.reasonCode, outcome.reasonText);
    reply.header(Header.JTI, outcome.jti);
    return okEnvelope({ responseObject: outcome.response });
  });

  app.post(RestPath.REGISTER_STAFF, { config: { access: 'public' } }, async (request) => {
    const body = parseInput(staffBody, request.body);
    const outcome = await service.registerStaff(toInput(body), body.role);
    if (!outcome.ok) return failEnvelope(outcome.reasonCode, outcome.reasonText);
    return okEnvelope({ responseText: RegistrationText.STAFF_REQUEST_RECEIVED });
  });

  app.get(RestPath.EMAIL_VERIFICATION, { config: { access: 'public' } }, async (request) => {
    const { eid } = parseInput(z.object({ eid: z.string().min(16).max(128) }), request.query);
    const outcome = await service.verifyEmail(eid);
    return outcome.ok ? okEnvelope({ responseText: outcome.text }) : failEnvelope(outcome.reasonCode);
  });

  app.get(RestPath.INSTITUTE, { config: { access: 'user' } }, async (request) => {
    const partyId = partyIdFromQuery(request.query);
    assertOwnParty(request.caller, partyId);
    const caller = requireUser(request.caller);
    if (caller.partyId !== partyId) return okEnvelope({ responseObject: 'N' });
    return okEnvelope({ responseObject: await service.instituteCheck(caller.userId) });
  });

  app.post(RestPath.INSTITUTE, { config: { access: 'user' } }, async (request) => {
    const caller = requireUser(request.caller);
    const body = parseInput(instituteBody, request.body);
    if (body.studentID !== caller.userId && !STAFF_ROLES.includes(caller.roleId)) {
      throw new HttpError(403, ReasonCode.FORBIDDEN);
    }
    let values: { bfsId: string; batchNumber: string };
    try {
      values = await instituteSchema.validate({ bfsId: body.certiNumber, batchNumber: body.batchNumber });
    } catch (error) {
      if (error instanceof ValidationError) return failEnvelope(ReasonCode.VALIDATION_FAILED, error.message);
      throw error;
    }
    const saved = await service.saveInstituteDetails(body.studentID, values.bfsId, values.batchNumber);
    return saved ? okEnvelope() : failEnvelope(ReasonCode.INSTITUTE_ALREADY_SAVED);
  });
};
