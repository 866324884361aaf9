import { RoleId, USER_LIST_MAX_PAGE_SIZE, UserSortField, UserStanding } from '@finx/domain';
import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { ActionPayload } from '../shared/action-payload.types';
import type { RequestContext } from '../shared/request-context';
import type { UsersSource } from './users.source';
import { Role, StaffUserPage } from './users.types';

type Context = RequestContext<{ users: UsersSource }>;

/** Staff user management (issue 13 item 5): /user-list and /roles. */
@Resolver()
export class UsersResolver {
  @Authorized(RoleId.ADMIN, RoleId.OPS)
  @Query(() => StaffUserPage, {
    description: 'Staff: every account, filtered, sorted and paged on the server (getFilteredUser).',
  })
  staffUsers(
    @Ctx() ctx: Context,
    @Arg('search', () => String, { nullable: true, description: 'Name, e-mail or mobile.' })
    search: string | null,
    @Arg('roleId', () => Int, { nullable: true }) roleId: number | null,
    @Arg('status', () => UserStanding, { nullable: true }) status: UserStanding | null,
    @Arg('sort', () => UserSortField, { defaultValue: UserSortField.CREATED }) sort: UserSortField,
    @Arg('descending', () => Boolean, { defaultValue: true }) descending: boolean,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('limit', () => Int, { defaultValue: 10, description: `At most ${USER_LIST_MAX_PAGE_SIZE}.` })
    limit: number,
  ): Promise<StaffUserPage> {
    return ctx.sources.users.list({ search, roleId, status, sort, descending, page, limit });
  }

  @Authorized(RoleId.ADMIN, RoleId.OPS)
  @Mutation(() => ActionPayload, {
    description: 'Staff: inactivate an account (its sessions end at once) or reactivate it (inactiveuser).',
  })
  setUserActive(
    @Ctx() ctx: Context,
    @Arg('userId', () => Int) userId: number,
    @Arg('active', () => Boolean) active: boolean,
  ): Promise<ActionPayload> {
    return ctx.sources.users.setActive(userId, active);
  }

  @Authorized(RoleId.ADMIN, RoleId.OPS)
  @Query(() => [Role], { description: 'The roles of the platform with how many accounts hold each.' })
  roles(@Ctx() ctx: Context): Promise<Role[]> {
    return ctx.sources.users.roles();
  }
}
