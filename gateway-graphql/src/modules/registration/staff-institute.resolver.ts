import { RoleGroup } from '@finx/domain';
import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../shared/request-context';
import { InstituteDetailsInput, OkPayload } from './registration.types';
import type { StaffInstituteSource } from './staff-institute.source';

type Context = RequestContext<{ staffInstitute: StaffInstituteSource }>;

/** `001 §7` Admin institute, for admin and ops (/admin-edit-user-profile). */
@Resolver()
export class StaffInstituteResolver {
  @Authorized(...RoleGroup.ADMIN_OR_OPS)
  @Query(() => Boolean, {
    description:
      'Whether a learner owes institute details (the check says Y): they came through a college link and gave none.',
  })
  learnerInstituteDue(@Ctx() ctx: Context, @Arg('partyId', () => Int) partyId: number): Promise<boolean> {
    return ctx.sources.staffInstitute.due(partyId);
  }

  @Authorized(...RoleGroup.ADMIN_OR_OPS)
  @Mutation(() => OkPayload, { description: 'Staff give a learner’s institute details (once per learner).' })
  staffSaveInstituteDetails(
    @Ctx() ctx: Context,
    @Arg('userId', () => Int) userId: number,
    @Arg('input', () => InstituteDetailsInput) input: InstituteDetailsInput,
  ): Promise<OkPayload> {
    return ctx.sources.staffInstitute.save(userId, input);
  }
}
