import { RoleId } from '@finx/domain';
import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../shared/request-context';
import type { OtherPreferenceSource } from './other-preference.source';
import { OtherPreference, OtherPreferencePayload } from './other-preference.types';

type Context = RequestContext<{ otherPreference: OtherPreferenceSource }>;

/** `001 §7` otherpref: the learner's other preferences, beside the profile's preference lists. */
@Resolver()
export class OtherPreferenceResolver {
  @Authorized(RoleId.LEARNER)
  @Query(() => OtherPreference, { description: 'The signed-in learner’s other preferences.' })
  myOtherPreference(@Ctx() ctx: Context): Promise<OtherPreference> {
    return ctx.sources.otherPreference.mine();
  }

  @Authorized(RoleId.LEARNER)
  @Mutation(() => OtherPreferencePayload, {
    description: 'Saves the learner’s other preferences (blank: none; at most 500 characters).',
  })
  saveOtherPreference(
    @Ctx() ctx: Context,
    @Arg('otherPreference', () => String, { nullable: true }) otherPreference: string | null,
  ): Promise<OtherPreferencePayload> {
    return ctx.sources.otherPreference.save(otherPreference);
  }
}
