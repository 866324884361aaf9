import { INSTITUTE_QUALIFICATION_CERTIFICATE_ID, type RegistrationStaffReason, RestPath } from '@finx/domain';
import type { RequestUpstream } from '../../upstream/upstream';
import { type FieldMap, refusalOf } from '../shared/user-errors';
import type { InstituteDetailsInput, OkPayload } from './registration.types';

/** The learner named is not one (`userId`); the BFS ID and batch rules were checked in the form. */
const STAFF_INSTITUTE_FIELDS = {
  NOT_FOUND: 'userId',
  INSTITUTE_ALREADY_SAVED: null,
  VALIDATION_FAILED: null,
} as const satisfies FieldMap<RegistrationStaffReason>;

/** `001 §7` Admin institute: the check (Y or N) and the save, for staff naming the learner. */
export class StaffInstituteSource {
  constructor(private readonly scope: { upstream: RequestUpstream }) {}

  async due(partyId: number): Promise<boolean> {
    const envelope = await this.scope.upstream.request<string>({
      method: 'GET',
      path: RestPath.ADMIN_INSTITUTE,
      query: { partyId },
      auth: 'user',
    });
    return envelope.responseObject === 'Y';
  }

  async save(userId: number, input: InstituteDetailsInput): Promise<OkPayload> {
    const result = await this.scope.upstream.call({
      method: 'POST',
      path: RestPath.ADMIN_INSTITUTE,
      body: {
        qualificationCertificateId: INSTITUTE_QUALIFICATION_CERTIFICATE_ID,
        studentID: userId,
        certiNumber: input.bfsId.trim(),
        batchNumber: input.batchNumber.trim(),
      },
      auth: 'user',
      allowFailure: true,
    });
    if (result.ok) return { ok: true, message: null, userErrors: [] };
    return { ok: false, message: null, userErrors: [refusalOf(STAFF_INSTITUTE_FIELDS, result)] };
  }
}
