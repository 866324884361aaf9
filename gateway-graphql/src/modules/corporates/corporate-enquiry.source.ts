import {
  type CorporateEnquiryRequest,
  type CorporateEnquiryRow,
  corporateEnquirySchema,
  type CorporateEnquiryStatus,
  type CorporateEnquiryUpdateRequest,
  corporateEnquiryUpdateSchema,
  RestPath,
} from '@finx/domain';
import type { RequestSession } from '../../session/request-session';
import type { RequestUpstream } from '../../upstream/upstream';
import { listOf } from '../shared/envelope';
import type { RequestScope } from '../shared/request-scope';
import { schemaRuleErrors } from '../shared/schema-rule-errors';
import { listQuery } from '../shared/list-query';
import { refusalOf } from '../shared/user-errors';
import { ENQUIRY_FIELDS } from './corporates.errors';
import type {
  CorporateEnquiry,
  CorporateEnquiryInput,
  CorporateEnquiryPage,
  CorporateEnquiryPayload,
  CorporateEnquiryUpdateInput,
} from './corporate-enquiry.types';

const toEnquiry = (row: CorporateEnquiryRow): CorporateEnquiry => ({
  id: `CorporateEnquiry:${row.enquiryId}`,
  ...row,
});

/** `001 §7` corporateInquiry: the public form, and staff's list and follow-up. */
export class CorporateEnquirySource {
  private readonly upstream: RequestUpstream;
  private readonly session: RequestSession;

  constructor(scope: RequestScope) {
    this.upstream = scope.upstream;
    this.session = scope.session;
  }

  async list(
    search: string | null,
    status: CorporateEnquiryStatus | null,
    page: number,
    limit: number,
  ): Promise<CorporateEnquiryPage> {
    const query = listQuery({ search, page, limit });
    if (status) query.status = status;
    const envelope = await this.upstream.request<never, CorporateEnquiryRow>({
      method: 'GET',
      path: RestPath.CORPORATE_ENQUIRY_LIST,
      query,
      auth: 'user',
    });
    return { rows: listOf(envelope).map(toEnquiry), totalRecords: envelope.totalRecords ?? 0 };
  }

  /** Anyone may send one, signed in or not; the shared rules first, each on its field. */
  async submit(input: CorporateEnquiryInput): Promise<CorporateEnquiryPayload> {
    const userErrors = schemaRuleErrors(corporateEnquirySchema, input);
    if (userErrors.length > 0) return { enquiry: null, userErrors };
    const body: CorporateEnquiryRequest = {
      companyName: input.companyName,
      contactName: input.contactName,
      email: input.email,
      phone: input.phone,
      message: input.message,
    };
    const result = await this.upstream.call<CorporateEnquiryRow>({
      method: 'POST',
      path: RestPath.CORPORATE_ENQUIRY,
      body,
      auth: this.session.viewer ? 'user' : 'anonymous',
      allowFailure: true,
    });
    if (!result.ok) return { enquiry: null, userErrors: [refusalOf(ENQUIRY_FIELDS, result)] };
    // The sender is told it arrived; what staff record about it is theirs alone.
    const row = result.envelope.responseObject;
    return { enquiry: row ? toEnquiry({ ...row, notes: '' }) : null, userErrors: [] };
  }

  async update(enquiryId: number, input: CorporateEnquiryUpdateInput): Promise<CorporateEnquiryPayload> {
    const userErrors = schemaRuleErrors(corporateEnquiryUpdateSchema, input);
    if (userErrors.length > 0) return { enquiry: null, userErrors };
    const body: CorporateEnquiryUpdateRequest = { status: input.status, notes: input.notes };
    const result = await this.upstream.call<CorporateEnquiryRow>({
      method: 'PUT',
      path: RestPath.CORPORATE_ENQUIRY,
      query: { enquiryId },
      body,
      auth: 'user',
      allowFailure: true,
    });
    if (!result.ok) return { enquiry: null, userErrors: [refusalOf(ENQUIRY_FIELDS, result)] };
    const row = result.envelope.responseObject;
    return { enquiry: row ? toEnquiry(row) : null, userErrors: [] };
  }
}
