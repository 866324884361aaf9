import { type LeadRegisterDetails, type RegistrationStaffReason, RestPath } from '@finx/domain';
import type { RequestUpstream } from '../../upstream/upstream';
import { type FieldMap, refusalOf } from '../shared/user-errors';
import type { LeadRegisterInput, OkPayload } from './registration.types';
import type { LearnerLead } from './staff-lead.types';

/** The learner named is not one (`partyId`); the fields' lengths are REST's. */
const STAFF_LEAD_FIELDS = {
  NOT_FOUND: 'partyId',
  INSTITUTE_ALREADY_SAVED: null,
  VALIDATION_FAILED: null,
} as const satisfies FieldMap<RegistrationStaffReason>;

/** The fields staff may set; the entry link's own address and product stay as the link gave them. */
const EDITABLE = ['source', 'medium', 'camp', 'term', 'client', 'college', 'location', 'reference'] as const;

/** `001 §7` getLeadRegisterDetails and Admin leadRef/saveLeadRefDetails: where a learner came from. */
export class StaffLeadSource {
  constructor(private readonly scope: { upstream: RequestUpstream }) {}

  /** Null when the learner registered without an entry link. */
  async lead(userId: number): Promise<LearnerLead | null> {
    const envelope = await this.scope.upstream.request<LeadRegisterDetails>({
      method: 'GET',
      path: RestPath.LEAD_REGISTER_DETAILS,
      query: { studentID: userId },
      auth: 'user',
    });
    return envelope.responseObject?.leadRegister ?? null;
  }

  /** A field left out of the input keeps its value; an empty one is cleared. */
  async save(partyId: number, input: LeadRegisterInput): Promise<OkPayload> {
    const given: Record<string, string | null> = {};
    for (const key of EDITABLE) {
      const value = input[key];
      if (value !== undefined) given[key] = value?.trim() || null;
    }
    const result = await this.scope.upstream.call({
      method: 'POST',
      path: RestPath.LEAD_REF_SAVE,
      body: { studentPartyID: partyId, ...given },
      auth: 'user',
      allowFailure: true,
    });
    if (result.ok) return { ok: true, message: null, userErrors: [] };
    return { ok: false, message: null, userErrors: [refusalOf(STAFF_LEAD_FIELDS, result)] };
  }
}
