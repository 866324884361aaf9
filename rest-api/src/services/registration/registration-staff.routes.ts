import {
  INSTITUTE_QUALIFICATION_CERTIFICATE_ID,
  LEAD_REGISTER_KEYS,
  type LeadRegister,
  RestPath,
} from '@finx/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { answer } from '../../http/answer';
import { okEnvelope } from '../../http/envelope';
import { partyIdFromQuery, partyIdQuery } from '../../http/party-query';
import { requireUser } from '../../http/route-access';
import { documented } from '../../http/route-docs';
import { entityId, parseInput } from '../../http/validation';
import { STAFF_ROLES } from '../../role-groups';
import type { RegistrationStaffService } from './registration-staff.service';

// The learner's own institute payload (`000 §3`); the BFS ID and batch rules are the domain's.
const instituteBody = z.object({
  qualificationCertificateId: z.coerce.number().int().pipe(z.literal(INSTITUTE_QUALIFICATION_CERTIFICATE_ID)),
  studentID: entityId,
  certiNumber: z.string().max(100),
  batchNumber: z.string().max(100),
});

// Each lead field optional: a field left out keeps its value; an empty one is cleared.
const leadValue = z
  .string()
  .trim()
  .max(2_000)
  .nullable()
  .transform((value) => (value ? value : null));
const leadBody = z.object({
  studentPartyID: entityId,
  ...(Object.fromEntries(LEAD_REGISTER_KEYS.map((key) => [key, leadValue.optional()])) as Record<
    keyof LeadRegister,
    z.ZodOptional<typeof leadValue>
  >),
});

/** `001 §7` Admin institute (check and save) and leadRef/saveLeadRefDetails, for staff (admin and ops). */
export const registrationStaffRoutes = (app: FastifyInstance, staff: RegistrationStaffService): void => {
  const access = { config: { access: STAFF_ROLES } };

  app.get(RestPath.ADMIN_INSTITUTE, documented(access, { query: partyIdQuery }), async (request) =>
    okEnvelope({ responseObject: await staff.instituteDue(partyIdFromQuery(request.query)) }),
  );

  app.post(RestPath.ADMIN_INSTITUTE, documented(access, { body: instituteBody }), async (request) => {
    const actor = requireUser(request.caller);
    const body = parseInput(instituteBody, request.body);
    return answer(await staff.saveInstitute(actor, body.studentID, body));
  });

  app.post(RestPath.LEAD_REF_SAVE, documented(access, { body: leadBody }), async (request) => {
    const actor = requireUser(request.caller);
    const { studentPartyID, ...lead } = parseInput(leadBody, request.body);
    const given = Object.fromEntries(Object.entries(lead).filter(([, value]) => value !== undefined));
    return answer<LeadRegister>(await staff.saveLeadRef(actor, studentPartyID, given));
  });
};
