import { RestPath, type StaffAuditRow } from '@finx/domain';
import type { RequestUpstream } from '../../upstream/upstream';
import { listOf } from '../shared/envelope';
import type { RequestScope } from '../shared/request-scope';
import { searchTextOf } from '../shared/search-text';
import type { StaffAuditEntry, StaffAuditPage } from './audit.types';

export interface StaffAuditArgs {
  actorPartyId: number | null;
  entityType: string | null;
  entityId: string | null;
  fromDate: string | null;
  toDate: string | null;
  page: number;
  limit: number;
}

// JSON text keeps the schema free of an any-typed scalar; the screen pretty-prints it.
const jsonOf = (value: unknown): string | null => (value === null ? null : JSON.stringify(value));

const toEntry = (row: StaffAuditRow): StaffAuditEntry => ({
  id: `StaffAuditEntry:${row.auditId}`,
  actorPartyId: row.actorPartyId,
  actorRoleId: row.actorRoleId,
  actorEmail: row.actorEmail,
  action: row.action,
  entityType: row.entityType,
  entityId: row.entityId,
  before: jsonOf(row.before),
  after: jsonOf(row.after),
  at: row.at,
});

/** The staff audit log, for admin. */
export class AuditSource {
  private readonly upstream: RequestUpstream;

  constructor(scope: RequestScope) {
    this.upstream = scope.upstream;
  }

  /** Filters left empty are not sent. */
  async page(args: StaffAuditArgs): Promise<StaffAuditPage> {
    const query: Record<string, string | number> = { page: args.page, limit: args.limit };
    if (args.actorPartyId !== null) query.actorPartyId = args.actorPartyId;
    const entityType = searchTextOf(args.entityType, 'entityType');
    if (entityType) query.entityType = entityType;
    const entityId = searchTextOf(args.entityId, 'entityId');
    if (entityId) query.entityId = entityId;
    if (args.fromDate) query.fromDate = args.fromDate;
    if (args.toDate) query.toDate = args.toDate;
    const envelope = await this.upstream.request<StaffAuditRow[], StaffAuditRow>({
      method: 'GET',
      path: RestPath.STAFF_AUDIT,
      query,
      auth: 'user',
    });
    return { rows: listOf(envelope).map(toEntry), totalRecords: envelope.totalRecords ?? 0 };
  }
}
