import { type CorporateRequest, type CorporateRow, corporateSchema, RestPath } from '@finx/domain';
import type { RequestUpstream } from '../../upstream/upstream';
import { listOf } from '../shared/envelope';
import type { RequestScope } from '../shared/request-scope';
import { schemaRuleErrors } from '../shared/schema-rule-errors';
import { listQuery } from '../shared/list-query';
import { refusalOf } from '../shared/user-errors';
import { SAVE_FIELDS } from './corporates.errors';
import type { Corporate, CorporateInput, CorporatePage, CorporatePayload } from './corporates.types';

const toCorporate = (row: CorporateRow): Corporate => ({ id: `Corporate:${row.corporateId}`, ...row });

/** `001 §7` cielops corporate endpoints, for admin and ops. */
export class CorporatesSource {
  private readonly upstream: RequestUpstream;

  constructor(scope: RequestScope) {
    this.upstream = scope.upstream;
  }

  async list(search: string | null, page: number, limit: number): Promise<CorporatePage> {
    const query = listQuery({ search, page, limit });
    const envelope = await this.upstream.request<never, CorporateRow>({
      method: 'GET',
      path: RestPath.CORPORATE_LIST,
      query,
      auth: 'user',
    });
    return { rows: listOf(envelope).map(toCorporate), totalRecords: envelope.totalRecords ?? 0 };
  }

  async one(corporateId: number): Promise<Corporate | null> {
    const result = await this.upstream.call<CorporateRow>({
      method: 'GET',
      path: RestPath.CORPORATE_DETAILS,
      query: { corporateId },
      auth: 'user',
      allowFailure: true,
    });
    const row = result.ok ? result.envelope.responseObject : null;
    return row ? toCorporate(row) : null;
  }

  /** A new corporate (`corporateId` null) or that one changed; the shared rules first, each on its field. */
  async save(corporateId: number | null, input: CorporateInput): Promise<CorporatePayload> {
    const userErrors = schemaRuleErrors(corporateSchema, input);
    if (userErrors.length > 0) return { corporate: null, userErrors };
    const body: CorporateRequest = { name: input.name, about: input.about, city: input.city };
    const result = await this.upstream.call<CorporateRow>({
      method: corporateId === null ? 'POST' : 'PUT',
      path: RestPath.CORPORATE_SAVE,
      ...(corporateId === null ? {} : { query: { corporateId } }),
      body,
      auth: 'user',
      allowFailure: true,
    });
    if (!result.ok) return { corporate: null, userErrors: [refusalOf(SAVE_FIELDS, result)] };
    const row = result.envelope.responseObject;
    return { corporate: row ? toCorporate(row) : null, userErrors: [] };
  }
}
