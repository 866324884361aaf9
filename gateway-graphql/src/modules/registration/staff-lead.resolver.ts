import { RoleGroup } from '@finx/domain';
import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../shared/request-context';
import { LeadRegisterInput, OkPayload } from './registration.types';
import type { StaffLeadSource } from './staff-lead.source';
import { LearnerLead } from './staff-lead.types';

type Context = RequestContext<{ staffLead: StaffLeadSource }>;

/** Where a learner came from, read and corrected by staff (admin and ops) on /admin-edit-user-profile. */
@Resolver()
export class StaffLeadResolver {
  @Authorized(...RoleGroup.ADMIN_OR_OPS)
  @Query(() => LearnerLead, {
    nullable: true,
    description:
      "A learner's campaign (getLeadRegisterDetails); null when they registered without an entry link.",
  })
  learnerLead(@Ctx() ctx: Context, @Arg('userId', () => Int) userId: number): Promise<LearnerLead | null> {
    return ctx.sources.staffLead.lead(userId);
  }

  @Authorized(...RoleGroup.ADMIN_OR_OPS)
  @Mutation(() => OkPayload, {
    description: 'Staff record where a learner came from (leadRef/saveLeadRefDetails); audited.',
  })
  staffSaveLeadRef(
    @Ctx() ctx: Context,
    @Arg('partyId', () => Int) partyId: number,
    @Arg('input', () => LeadRegisterInput) input: LeadRegisterInput,
  ): Promise<OkPayload> {
    return ctx.sources.staffLead.save(partyId, input);
  }
}
