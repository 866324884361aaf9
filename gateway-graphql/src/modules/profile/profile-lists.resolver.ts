import { Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../shared/request-context';
import type { ProfileListsSource } from './profile-lists.source';
import { ProfileOption } from './profile.types';

type Context = RequestContext<{ profileLists: ProfileListsSource }>;

/** The profile forms' fixed lists; anyone signed in, as REST serves them (learners and staff edit profiles). */
@Resolver()
export class ProfileListsResolver {
  @Authorized()
  @Query(() => [ProfileOption], {
    description: "The education section's qualifications, lowest first (education/qualificationList).",
  })
  educationQualifications(@Ctx() ctx: Context): Promise<ProfileOption[]> {
    return ctx.sources.profileLists.qualifications();
  }

  @Authorized()
  @Query(() => [ProfileOption], {
    description:
      'The years of passing the education rule admits, newest first (education/yearOfPassingList).',
  })
  educationYears(@Ctx() ctx: Context): Promise<ProfileOption[]> {
    return ctx.sources.profileLists.yearsOfPassing();
  }

  @Authorized()
  @Query(() => [ProfileOption], {
    description: 'Annual salary (CTC) bands, lowest first (profile/annualSalaryList).',
  })
  annualSalaryBands(@Ctx() ctx: Context): Promise<ProfileOption[]> {
    return ctx.sources.profileLists.annualSalaryBands();
  }
}
