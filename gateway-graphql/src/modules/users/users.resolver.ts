import { RoleGroup, RoleId, USER_LIST_MAX_PAGE_SIZE, UserSortField, UserStanding } from '@finx/domain';
import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { ActionPayload } from '../shared/action-payload.types';
import type { RequestContext } from '../shared/request-context';
import type { UsersSource } from './users.source';
import {
  NewUserInput,
  Role,
  StaffUser,
  StaffUserPage,
  StaffUserPayload,
  UserProfileInput,
} from './users.types';

type Context = RequestContext<{ users: UsersSource }>;

/** Staff user management (issue 13 item 5): /user-list and /roles. */
@Resolver()
export class UsersResolver {
  @Authorized(...RoleGroup.STAFF_AND_SYSOPS)
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

  @Authorized(...RoleGroup.STAFF_AND_SYSOPS)
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

  @Authorized(...RoleGroup.STAFF_AND_SYSOPS)
  @Mutation(() => ActionPayload, {
    description: 'Staff: approve (it may sign in) or reject a held college or ops sign-up.',
  })
  decideSignUp(
    @Ctx() ctx: Context,
    @Arg('userId', () => Int) userId: number,
    @Arg('approve', () => Boolean) approve: boolean,
  ): Promise<ActionPayload> {
    return ctx.sources.users.decide(userId, approve);
  }

  @Authorized(...RoleGroup.STAFF_AND_SYSOPS)
  @Query(() => [Role], { description: 'The roles of the platform with how many accounts hold each.' })
  roles(@Ctx() ctx: Context): Promise<Role[]> {
    return ctx.sources.users.roles();
  }

  @Authorized(...RoleGroup.STAFF_AND_SYSOPS)
  @Query(() => StaffUser, {
    nullable: true,
    description: 'One account for staff (getuser): by party id, or the caller’s own (/admin-profile).',
  })
  staffUser(
    @Ctx() ctx: Context,
    @Arg('partyId', () => Int, { nullable: true }) partyId: number | null,
  ): Promise<StaffUser | null> {
    return ctx.sources.users.one(partyId);
  }

  @Authorized(RoleId.ADMIN)
  @Mutation(() => StaffUserPayload, {
    description:
      'Admin (/new-admin, adduser): a new account; its owner changes the password at first sign-in.',
  })
  createUser(
    @Ctx() ctx: Context,
    @Arg('input', () => NewUserInput) input: NewUserInput,
  ): Promise<StaffUserPayload> {
    return ctx.sources.users.create(input);
  }

  @Authorized(...RoleGroup.STAFF_AND_SYSOPS)
  @Mutation(() => StaffUserPayload, {
    description: 'Staff (updateuser): their own names and mobile, or a learner’s.',
  })
  updateUserProfile(
    @Ctx() ctx: Context,
    @Arg('input', () => UserProfileInput) input: UserProfileInput,
  ): Promise<StaffUserPayload> {
    return ctx.sources.users.updateProfile(input);
  }
}
