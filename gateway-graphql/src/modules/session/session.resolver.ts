import { RoleId } from '@finx/domain';
import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GatewayContext } from '../../context';
import { Maintenance, MaintenanceInput } from './session.types';

@Resolver()
export class SessionResolver {
  @Query(() => Maintenance, { description: 'Public: the client asks at start, before anyone signs in.' })
  maintenance(@Ctx() ctx: GatewayContext): Promise<Maintenance> {
    return ctx.sources.maintenance.maintenance(ctx);
  }

  @Authorized(RoleId.ADMIN, RoleId.OPS)
  @Mutation(() => Maintenance, { description: 'Staff switch maintenance on and off.' })
  setMaintenance(
    @Ctx() ctx: GatewayContext,
    @Arg('input', () => MaintenanceInput) input: MaintenanceInput,
  ): Promise<Maintenance> {
    return ctx.sources.maintenance.setMaintenance(ctx, input);
  }
}
