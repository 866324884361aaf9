import { RoleGroup } from '@finx/domain';
import { Arg, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../shared/request-context';
import type { StaffDashboardSource } from './staff-dashboard.source';
import { StaffDashboardResult } from './staff-dashboard.types';

type Context = RequestContext<{ staffDashboard: StaffDashboardSource }>;

/** /admin-dashboard and /ops-dashboard (issue 13 item 1). */
@Resolver()
export class StaffDashboardResolver {
  @Authorized(...RoleGroup.STAFF_AND_SYSOPS)
  @Query(() => StaffDashboardResult, {
    description:
      'Staff: sign-ups, paid orders and revenue, enrolments, applications and open alerts over a period.',
  })
  staffDashboard(
    @Ctx() ctx: Context,
    @Arg('from', () => String, { nullable: true, description: 'ISO date; absent: 30 days before `to`.' })
    from: string | null,
    @Arg('to', () => String, { nullable: true, description: 'ISO date, included; absent: today.' })
    to: string | null,
  ): Promise<StaffDashboardResult> {
    return ctx.sources.staffDashboard.figures(from, to);
  }
}
