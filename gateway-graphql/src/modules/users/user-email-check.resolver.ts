import { RoleGroup } from '@finx/domain';
import { Arg, Authorized, Ctx, Int, Mutation, Resolver } from 'type-graphql';
import { ActionPayload } from '../shared/action-payload.types';
import type { RequestContext } from '../shared/request-context';
import type { UserEmailCheckSource } from './user-email-check.source';

type Context = RequestContext<{ userEmailCheck: UserEmailCheckSource }>;

/**
 * The account forms ask before they are sent: /new-admin whether an e-mail may make an account (validate/email),
 * the profile edits whether the account may take a new mobile (validateupdateuser).
 */
@Resolver()
export class UserEmailCheckResolver {
  // A mutation, as registration's validateEmail is: the form asks on blur, imperatively, never cached.
  @Authorized(...RoleGroup.STAFF_AND_SYSOPS)
  @Mutation(() => ActionPayload, {
    description:
      'Staff (validate/email): whether no account holds the e-mail (but `userId`, the one being edited).',
  })
  checkStaffEmail(
    @Ctx() ctx: Context,
    @Arg('email', () => String) email: string,
    @Arg('userId', () => Int, { nullable: true }) userId: number | null,
  ): Promise<ActionPayload> {
    return ctx.sources.userEmailCheck.checkEmail(email, userId);
  }

  @Authorized()
  @Mutation(() => ActionPayload, {
    description:
      "validateupdateuser: whether the account (the caller's own without `userId`; any for staff) may take the e-mail and/or mobile.",
  })
  checkAccountChange(
    @Ctx() ctx: Context,
    @Arg('userId', () => Int, { nullable: true }) userId: number | null,
    @Arg('email', () => String, { nullable: true }) email: string | null,
    @Arg('mobile', () => String, { nullable: true }) mobile: string | null,
  ): Promise<ActionPayload> {
    return ctx.sources.userEmailCheck.checkChange(userId, { email, mobile });
  }
}
