import { RoleGroup } from '@finx/domain';
import { Arg, Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../shared/request-context';
import type { UsersSource } from './users.source';
import { LearnerEmailInput, StaffUserPayload } from './users.types';

type Context = RequestContext<{ users: UsersSource }>;

/** `001 §7` Admin email, for admin and ops (/admin-edit-user-profile). */
@Resolver()
export class LearnerEmailResolver {
  @Authorized(...RoleGroup.ADMIN_OR_OPS)
  @Mutation(() => StaffUserPayload, {
    description:
      'Staff (Admin email): a learner’s new sign-in e-mail; it must be free, and is unverified until its owner confirms it.',
  })
  changeLearnerEmail(
    @Ctx() ctx: Context,
    @Arg('input', () => LearnerEmailInput) input: LearnerEmailInput,
  ): Promise<StaffUserPayload> {
    return ctx.sources.users.changeLearnerEmail(input);
  }
}
