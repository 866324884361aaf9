import { GdpiSort, GdpiStatus, RoleId } from '@finx/domain';
import { Arg, Authorized, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../shared/request-context';
import type { GdpiSource } from './gdpi.source';
import { GdpiStatusPage } from './gdpi.types';

type Context = RequestContext<{ gdpi: GdpiSource }>;

/** /gdpi: the learners' GD/PI statuses, admin only (`001 §2`). */
@Resolver()
export class GdpiResolver {
  @Authorized(RoleId.ADMIN)
  @Query(() => GdpiStatusPage, {
    description: "Admin: learners' GD/PI statuses, filtered, sorted and paged.",
  })
  gdpiStatuses(
    @Ctx() ctx: Context,
    @Arg('search', () => String, { nullable: true, description: 'Name or e-mail.' }) search: string | null,
    @Arg('status', () => GdpiStatus, { nullable: true }) status: GdpiStatus | null,
    @Arg('fromDate', () => String, { nullable: true, description: 'ISO date, last change on or after.' })
    fromDate: string | null,
    @Arg('toDate', () => String, { nullable: true, description: 'ISO date, last change on or before.' })
    toDate: string | null,
    @Arg('sort', () => GdpiSort, { defaultValue: GdpiSort.UPDATED_AT }) sort: GdpiSort,
    @Arg('descending', () => Boolean, { defaultValue: true }) descending: boolean,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('limit', () => Int, { defaultValue: 10, description: 'At most 100.' }) limit: number,
  ): Promise<GdpiStatusPage> {
    return ctx.sources.gdpi.list({ search, status, fromDate, toDate, sort, descending, page, limit });
  }
}
