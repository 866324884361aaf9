import { RoleId } from '@finx/domain';
import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { ActionPayload } from '../shared/action-payload.types';
import type { RequestContext } from '../shared/request-context';
import type { SpocSource } from './spoc.source';
import { AssignSpocInput, Spoc, SpocOrganisation } from './spoc.types';

type Context = RequestContext<{ spoc: SpocSource }>;

/** SPOC assignment (issue 13 item 4, /upload-spoc): admin and ops. */
@Resolver()
export class SpocResolver {
  @Authorized(RoleId.ADMIN, RoleId.OPS)
  @Query(() => [Spoc], { description: 'Staff: every college’s and corporate’s SPOC (getActiveSpocs).' })
  activeSpocs(@Ctx() ctx: Context): Promise<Spoc[]> {
    return ctx.sources.spoc.active();
  }

  @Authorized(RoleId.ADMIN, RoleId.OPS)
  @Query(() => [SpocOrganisation], {
    description: 'Staff: the colleges and corporates a SPOC may look after.',
  })
  spocOrganisations(@Ctx() ctx: Context): Promise<SpocOrganisation[]> {
    return ctx.sources.spoc.organisations();
  }

  @Authorized(RoleId.ADMIN, RoleId.OPS)
  @Mutation(() => ActionPayload, { description: 'Staff: make an admin or ops user an organisation’s SPOC.' })
  assignSpoc(
    @Ctx() ctx: Context,
    @Arg('input', () => AssignSpocInput) input: AssignSpocInput,
  ): Promise<ActionPayload> {
    return ctx.sources.spoc.assign(input);
  }
}
