import { RoleId } from '@finx/domain';
import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../shared/request-context';
import type { ProfileSource } from './profile.source';
import {
  AadharInput,
  AddressInput,
  EducationInput,
  EmploymentInput,
  LearnerProfile,
  ProfileParentsInput,
  PersonalDetailsInput,
  PreferencesInput,
  ProfileOption,
  ProfileOptionKindInput,
  ProfilePayload,
  RegionKindInput,
  RegionPage,
} from './profile.types';

type Context = RequestContext<{ profile: ProfileSource }>;

/** The learner's profile: read it, save each section on its own, and the lookups its forms use. */
@Resolver()
export class ProfileResolver {
  @Authorized(RoleId.LEARNER)
  @Query(() => LearnerProfile, { description: 'The signed-in learner’s profile.' })
  myProfile(@Ctx() ctx: Context): Promise<LearnerProfile> {
    return ctx.sources.profile.mine();
  }

  @Authorized()
  @Query(() => RegionPage, { description: 'One page of countries, or of the places under parentId.' })
  regions(
    @Ctx() ctx: Context,
    @Arg('kind', () => RegionKindInput) kind: RegionKindInput,
    @Arg('parentId', () => Int, { nullable: true }) parentId: number | null,
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('limit', () => Int, { defaultValue: 20 }) limit: number,
  ): Promise<RegionPage> {
    return ctx.sources.profile.regions({ kind, parentId, search, page, limit });
  }

  @Authorized()
  @Query(() => [ProfileOption], { description: 'An option list of the profile’s preferences.' })
  profileOptions(
    @Ctx() ctx: Context,
    @Arg('kind', () => ProfileOptionKindInput) kind: ProfileOptionKindInput,
  ): Promise<ProfileOption[]> {
    return ctx.sources.profile.options(kind);
  }

  @Authorized(RoleId.LEARNER)
  @Mutation(() => ProfilePayload)
  savePersonalDetails(
    @Ctx() ctx: Context,
    @Arg('input', () => PersonalDetailsInput) input: PersonalDetailsInput,
  ): Promise<ProfilePayload> {
    return ctx.sources.profile.savePersonal(input);
  }

  @Authorized(RoleId.LEARNER)
  @Mutation(() => ProfilePayload)
  saveParentDetails(
    @Ctx() ctx: Context,
    @Arg('input', () => ProfileParentsInput) input: ProfileParentsInput,
  ): Promise<ProfilePayload> {
    return ctx.sources.profile.saveParents(input);
  }

  @Authorized(RoleId.LEARNER)
  @Mutation(() => ProfilePayload)
  saveAddress(
    @Ctx() ctx: Context,
    @Arg('input', () => AddressInput) input: AddressInput,
  ): Promise<ProfilePayload> {
    return ctx.sources.profile.saveAddress(input);
  }

  @Authorized(RoleId.LEARNER)
  @Mutation(() => ProfilePayload)
  saveEducation(
    @Ctx() ctx: Context,
    @Arg('input', () => EducationInput) input: EducationInput,
  ): Promise<ProfilePayload> {
    return ctx.sources.profile.saveEducation(input);
  }

  @Authorized(RoleId.LEARNER)
  @Mutation(() => ProfilePayload)
  saveEmployment(
    @Ctx() ctx: Context,
    @Arg('input', () => EmploymentInput) input: EmploymentInput,
  ): Promise<ProfilePayload> {
    return ctx.sources.profile.saveEmployment(input);
  }

  @Authorized(RoleId.LEARNER)
  @Mutation(() => ProfilePayload)
  savePreferences(
    @Ctx() ctx: Context,
    @Arg('input', () => PreferencesInput) input: PreferencesInput,
  ): Promise<ProfilePayload> {
    return ctx.sources.profile.savePreferences(input);
  }

  @Authorized(RoleId.LEARNER)
  @Mutation(() => ProfilePayload, { description: '`001 §5` Aadhar: refused with the spec’s three messages.' })
  saveAadhar(
    @Ctx() ctx: Context,
    @Arg('input', () => AadharInput) input: AadharInput,
  ): Promise<ProfilePayload> {
    return ctx.sources.profile.saveAadhar(input);
  }
}
