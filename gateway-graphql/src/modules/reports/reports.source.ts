import {
  REPORTS,
  type ReportExportLink as RestReportExportLink,
  type ReportKind,
  type ReportRow,
  RestPath,
} from '@finx/domain';
import type { QueryParams, RequestUpstream } from '../../upstream/upstream';
import { listOf } from '../shared/envelope';
import type { RequestScope } from '../shared/request-scope';
import { listQuery } from '../shared/list-query';
import type { ReportExportLink, ReportFilterInput, ReportPage } from './reports.types';

const cellText = (value: ReportRow[string] | undefined): string | null =>
  value === null || value === undefined ? null : String(value);

/** `001 §7` studentreport/Enrollment, activity/report, assessment report and unassignedusers. */
export class ReportsSource {
  private readonly upstream: RequestUpstream;

  constructor(scope: RequestScope) {
    this.upstream = scope.upstream;
  }

  async page(kind: ReportKind, filter: ReportFilterInput, page: number, limit: number): Promise<ReportPage> {
    const envelope = await this.upstream.request<never, ReportRow>({
      method: 'GET',
      path: RestPath.REPORT_LIST,
      query: { ...queryOf(kind, filter), page, limit },
      auth: 'user',
    });
    const report = REPORTS[kind];
    const offset = (page - 1) * limit;
    return {
      id: `ReportPage:${kind}`,
      kind,
      title: report.title,
      searchLabel: report.searchLabel,
      columns: report.columns.map((column) => ({
        ...column,
        sortable: report.sortable.includes(column.key),
      })),
      // Rows of a report have no identity of their own: their place in the filtered, sorted report.
      rows: listOf(envelope).map((row, index) => ({
        id: `${kind}:${offset + index}`,
        cells: report.columns.map((column) => cellText(row[column.key])),
      })),
      totalRecords: envelope.totalRecords ?? 0,
    };
  }

  async exportLink(kind: ReportKind, filter: ReportFilterInput): Promise<ReportExportLink> {
    const envelope = await this.upstream.request<RestReportExportLink>({
      method: 'GET',
      path: RestPath.REPORT_EXPORT_LINK,
      query: queryOf(kind, filter),
      auth: 'user',
    });
    return envelope.responseObject!;
  }
}

/** Filters left empty are not sent, so the link signs exactly what the download will read. */
const queryOf = (kind: ReportKind, filter: ReportFilterInput): QueryParams => {
  const query: QueryParams = { kind, ...listQuery(filter) };
  if (filter.from) query.from = filter.from;
  if (filter.to) query.to = filter.to;
  return query;
};
