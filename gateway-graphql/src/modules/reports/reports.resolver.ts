import { REPORT_MAX_PAGE_SIZE, ReportKind, RoleGroup } from '@finx/domain';
import { Arg, Authorized, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../shared/request-context';
import type { ReportsSource } from './reports.source';
import { ReportExportLink, ReportFilterInput, ReportPage } from './reports.types';

type Context = RequestContext<{ reports: ReportsSource }>;

/**
 * Staff reports (issue 14 item 4). Staff reach the fields; rest-api then admits each report only for its
 * roles of `001 §2` (most are admin's alone) and answers FORBIDDEN otherwise.
 */
@Resolver()
export class ReportsResolver {
  @Authorized(...RoleGroup.STAFF_AND_SYSOPS)
  @Query(() => ReportPage, { description: 'Staff: one page of a report, filtered and sorted on the server.' })
  report(
    @Ctx() ctx: Context,
    @Arg('kind', () => ReportKind) kind: ReportKind,
    @Arg('filter', () => ReportFilterInput, { nullable: true }) filter: ReportFilterInput | null,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('limit', () => Int, { defaultValue: 10, description: `At most ${REPORT_MAX_PAGE_SIZE}.` })
    limit: number,
  ): Promise<ReportPage> {
    return ctx.sources.reports.page(kind, filter ?? {}, page, limit);
  }

  @Authorized(...RoleGroup.STAFF_AND_SYSOPS)
  @Query(() => ReportExportLink, {
    description: "Staff: a link to the report's streamed .xlsx with the same filters, valid for minutes.",
  })
  reportExportLink(
    @Ctx() ctx: Context,
    @Arg('kind', () => ReportKind) kind: ReportKind,
    @Arg('filter', () => ReportFilterInput, { nullable: true }) filter: ReportFilterInput | null,
  ): Promise<ReportExportLink> {
    return ctx.sources.reports.exportLink(kind, filter ?? {});
  }
}
