import {
  type CollegeMemberRow,
  collegeMemberSchema,
  type CollegeRequest,
  type CollegeRow,
  collegeSchema,
  RestPath,
} from '@finx/domain';
import type { RequestUpstream } from '../../upstream/upstream';
import type { ActionPayload } from '../shared/action-payload.types';
import { listOf } from '../shared/envelope';
import type { RequestScope } from '../shared/request-scope';
import { schemaRuleErrors } from '../shared/schema-rule-errors';
import { listQuery } from '../shared/list-query';
import { done, failed, refusalOf } from '../shared/user-errors';
import type {
  CollegeInput,
  CollegeMember,
  CollegeMemberInput,
  StaffCollege,
  StaffCollegePage,
  StaffCollegePayload,
} from './college-admin.types';
import { COLLEGE_MEMBER_FIELDS, COLLEGE_SAVE_FIELDS } from './colleges.errors';

const toCollege = (row: CollegeRow): StaffCollege => ({ id: `StaffCollege:${row.collegeId}`, ...row });

/** `001 §7` college, for staff: the colleges and their members. */
export class CollegeAdminSource {
  private readonly upstream: RequestUpstream;

  constructor(scope: RequestScope) {
    this.upstream = scope.upstream;
  }

  async list(search: string | null, page: number, limit: number): Promise<StaffCollegePage> {
    const query = listQuery({ search, page, limit });
    const envelope = await this.upstream.request<never, CollegeRow>({
      method: 'GET',
      path: RestPath.COLLEGE_LIST,
      query,
      auth: 'user',
    });
    return { rows: listOf(envelope).map(toCollege), totalRecords: envelope.totalRecords ?? 0 };
  }

  async one(collegeId: number): Promise<StaffCollege | null> {
    const result = await this.upstream.call<CollegeRow>({
      method: 'GET',
      path: RestPath.COLLEGE_DETAILS,
      query: { collegeId },
      auth: 'user',
      allowFailure: true,
    });
    const row = result.ok ? result.envelope.responseObject : null;
    return row ? toCollege(row) : null;
  }

  async members(collegeId: number): Promise<CollegeMember[]> {
    const result = await this.upstream.call<never, CollegeMemberRow>({
      method: 'GET',
      path: RestPath.COLLEGE_MEMBERS,
      query: { collegeId },
      auth: 'user',
      allowFailure: true,
    });
    if (!result.ok) return [];
    return listOf(result.envelope).map((row) => ({ id: `CollegeMember:${row.partyId}`, ...row }));
  }

  /** A new college (`collegeId` null) or that one changed; the shared rules first, each on its field. */
  async save(collegeId: number | null, input: CollegeInput): Promise<StaffCollegePayload> {
    const userErrors = schemaRuleErrors(collegeSchema, input);
    if (userErrors.length > 0) return { college: null, userErrors };
    const body: CollegeRequest = {
      name: input.name,
      city: input.city,
      contactName: input.contactName,
      contactEmail: input.contactEmail,
      contactPhone: input.contactPhone,
    };
    const result = await this.upstream.call<CollegeRow>({
      method: collegeId === null ? 'POST' : 'PUT',
      path: RestPath.COLLEGE_SAVE,
      ...(collegeId === null ? {} : { query: { collegeId } }),
      body,
      auth: 'user',
      allowFailure: true,
    });
    if (!result.ok) return { college: null, userErrors: [refusalOf(COLLEGE_SAVE_FIELDS, result)] };
    const row = result.envelope.responseObject;
    return { college: row ? toCollege(row) : null, userErrors: [] };
  }

  async addMember(collegeId: number, input: CollegeMemberInput): Promise<ActionPayload> {
    const userErrors = schemaRuleErrors(collegeMemberSchema, input);
    if (userErrors.length > 0) return { ok: false, userErrors };
    const result = await this.upstream.call({
      method: 'POST',
      path: RestPath.COLLEGE_MEMBERS,
      query: { collegeId },
      body: { emailID: input.emailID },
      auth: 'user',
      allowFailure: true,
    });
    return result.ok ? done() : failed(result, COLLEGE_MEMBER_FIELDS);
  }

  async removeMember(collegeId: number, partyId: number): Promise<ActionPayload> {
    const result = await this.upstream.call({
      method: 'DELETE',
      path: RestPath.COLLEGE_MEMBERS,
      query: { collegeId, partyId },
      auth: 'user',
      allowFailure: true,
    });
    return result.ok ? done() : failed(result, COLLEGE_MEMBER_FIELDS);
  }
}
