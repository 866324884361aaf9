import { RoleGroup } from '@finx/domain';
import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../shared/request-context';
import type { MaintenanceSource } from './maintenance.source';
import { Maintenance, MaintenanceInput } from './maintenance.types';

type Context = RequestContext<{ maintenance: MaintenanceSource }>;

@Resolver()
export class MaintenanceResolver {
  @Query(() => Maintenance, { description: 'Public: the client asks at start, before anyone signs in.' })
  maintenance(@Ctx() ctx: Context): Promise<Maintenance> {
    return ctx.sources.maintenance.maintenance();
  }

  @Authorized(...RoleGroup.STAFF_AND_SYSOPS)
  @Mutation(() => Maintenance, { description: 'Staff switch maintenance on and off.' })
  setMaintenance(
    @Ctx() ctx: Context,
    @Arg('input', () => MaintenanceInput) input: MaintenanceInput,
  ): Promise<Maintenance> {
    return ctx.sources.maintenance.setMaintenance(input);
  }
}
