import {
  type CollegeContactRequest,
  collegeContactSchema,
  type CollegeStudentRow,
  type CollegeSummary,
  RestPath,
} from '@finx/domain';
import type { RequestUpstream } from '../../upstream/upstream';
import { listOf } from '../shared/envelope';
import type { RequestScope } from '../shared/request-scope';
import { schemaRuleErrors } from '../shared/schema-rule-errors';
import { refusalOf } from '../shared/user-errors';
import { CONTACT_FIELDS } from './colleges.errors';
import type { College, CollegeContactInput, CollegePayload, CollegeStudent } from './colleges.types';

const toCollege = (row: CollegeSummary): College => ({ id: `College:${row.collegeId}`, ...row });

/** `001 §7` college: the officer's own college, its students and its contact fields. */
export class CollegesSource {
  private readonly upstream: RequestUpstream;

  constructor(scope: RequestScope) {
    this.upstream = scope.upstream;
  }

  /** Null for an officer no college lists yet. */
  async mine(): Promise<College | null> {
    const result = await this.upstream.call<CollegeSummary>({
      method: 'GET',
      path: RestPath.COLLEGE_MINE,
      auth: 'user',
      allowFailure: true,
    });
    const row = result.ok ? result.envelope.responseObject : null;
    return row ? toCollege(row) : null;
  }

  async students(): Promise<CollegeStudent[]> {
    const result = await this.upstream.call<never, CollegeStudentRow>({
      method: 'GET',
      path: RestPath.COLLEGE_STUDENTS,
      auth: 'user',
      allowFailure: true,
    });
    if (!result.ok) return [];
    return listOf(result.envelope).map((row) => ({
      id: `CollegeStudent:${row.partyId}`,
      partyId: row.partyId,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.emailID,
      enrolments: row.enrolments,
      placements: row.placements,
      joinedOn: row.joinedOn,
    }));
  }

  async setContact(input: CollegeContactInput): Promise<CollegePayload> {
    const userErrors = schemaRuleErrors(collegeContactSchema, input);
    if (userErrors.length > 0) return { college: null, userErrors };
    const body: CollegeContactRequest = { ...input };
    const result = await this.upstream.call<CollegeSummary>({
      method: 'POST',
      path: RestPath.COLLEGE_CONTACT,
      body,
      auth: 'user',
      allowFailure: true,
    });
    if (!result.ok) return { college: null, userErrors: [refusalOf(CONTACT_FIELDS, result)] };
    const row = result.envelope.responseObject;
    return { college: row ? toCollege(row) : null, userErrors: [] };
  }
}
