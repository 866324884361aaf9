import { RoleId } from '@finx/domain';
import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../shared/request-context';
import type { CorporatesSource } from './corporates.source';
import { Corporate, CorporateInput, CorporatePage, CorporatePayload } from './corporates.types';

type Context = RequestContext<{ corporates: CorporatesSource }>;

/** Staff corporate management (issue 13 item 4): /corporate-list, /add-corporate, /edit-corporate. */
@Resolver()
export class CorporatesResolver {
  @Authorized(RoleId.ADMIN, RoleId.OPS)
  @Query(() => CorporatePage, { description: 'Staff: the hiring companies by name, searched and paged.' })
  corporates(
    @Ctx() ctx: Context,
    @Arg('search', () => String, { nullable: true, description: 'Name or city.' }) search: string | null,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('limit', () => Int, { defaultValue: 10, description: 'At most 50.' }) limit: number,
  ): Promise<CorporatePage> {
    return ctx.sources.corporates.list(search, page, limit);
  }

  @Authorized(RoleId.ADMIN, RoleId.OPS)
  @Query(() => Corporate, { nullable: true })
  corporate(
    @Ctx() ctx: Context,
    @Arg('corporateId', () => Int) corporateId: number,
  ): Promise<Corporate | null> {
    return ctx.sources.corporates.one(corporateId);
  }

  @Authorized(RoleId.ADMIN, RoleId.OPS)
  @Mutation(() => CorporatePayload, { description: 'Staff: a new corporate (/add-corporate).' })
  createCorporate(
    @Ctx() ctx: Context,
    @Arg('input', () => CorporateInput) input: CorporateInput,
  ): Promise<CorporatePayload> {
    return ctx.sources.corporates.save(null, input);
  }

  @Authorized(RoleId.ADMIN, RoleId.OPS)
  @Mutation(() => CorporatePayload, { description: 'Staff: a corporate changed (/edit-corporate).' })
  updateCorporate(
    @Ctx() ctx: Context,
    @Arg('corporateId', () => Int) corporateId: number,
    @Arg('input', () => CorporateInput) input: CorporateInput,
  ): Promise<CorporatePayload> {
    return ctx.sources.corporates.save(corporateId, input);
  }
}
