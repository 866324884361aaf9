import { RoleGroup } from '@finx/domain';
import { Arg, Authorized, Ctx, Int, Mutation, Resolver } from 'type-graphql';
import { ActionPayload } from '../shared/action-payload.types';
import type { RequestContext } from '../shared/request-context';
import type { UserEmailCheckSource } from './user-email-check.source';

type Context = RequestContext<{ userEmailCheck: UserEmailCheckSource }>;

/** /new-admin asks whether an e-mail may make an account before the form is sent (validate/email). */
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
}
