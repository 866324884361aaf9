import { type GdpiSort, type GdpiStatus, type GdpiStatusRow, RestPath } from '@finx/domain';
import type { RequestUpstream } from '../../upstream/upstream';
import { listOf } from '../shared/envelope';
import type { RequestScope } from '../shared/request-scope';
import { listQuery } from '../shared/list-query';
import type { GdpiStatusPage } from './gdpi.types';

export interface GdpiListArgs {
  search: string | null;
  status: GdpiStatus | null;
  fromDate: string | null;
  toDate: string | null;
  sort: GdpiSort;
  descending: boolean;
  page: number;
  limit: number;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** `001 §7` gdpi: the learners' GD/PI statuses, for admins. */
export class GdpiSource {
  private readonly upstream: RequestUpstream;

  constructor(scope: RequestScope) {
    this.upstream = scope.upstream;
  }

  async list(args: GdpiListArgs): Promise<GdpiStatusPage> {
    const query = listQuery(args);
    if (args.status) query.status = args.status;
    // A half-typed date is no filter rather than a refusal of the whole list.
    if (args.fromDate && ISO_DATE.test(args.fromDate)) query.fromDate = args.fromDate;
    if (args.toDate && ISO_DATE.test(args.toDate)) query.toDate = args.toDate;
    const envelope = await this.upstream.request<never, GdpiStatusRow>({
      method: 'GET',
      path: RestPath.GDPI_LIST,
      query,
      auth: 'user',
    });
    return {
      rows: listOf(envelope).map((row) => ({ id: `GdpiStatus:${row.partyId}`, ...row })),
      totalRecords: envelope.totalRecords ?? 0,
    };
  }
}
