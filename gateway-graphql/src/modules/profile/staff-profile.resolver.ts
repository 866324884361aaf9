import { RoleGroup } from '@finx/domain';
import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../shared/request-context';
import type { ProfileSource } from './profile.source';
import {
  EducationInput,
  EmploymentInput,
  LearnerProfile,
  PreferencesInput,
  ProfilePayload,
} from './profile.types';

type Context = RequestContext<{ profile: ProfileSource }>;

/**
 * A learner's profile for staff (admin and ops, /admin-edit-user-profile): read it, and save the
 * sections the admin service's calls take (`001 §7` Admin updateeducation, updateemployment,
 * updatepreference, saveDateOfBirth) with the learner's own rules.
 */
@Resolver()
export class StaffProfileResolver {
  @Authorized(...RoleGroup.ADMIN_OR_OPS)
  @Query(() => LearnerProfile, { nullable: true, description: 'A learner’s profile, for staff.' })
  learnerProfile(
    @Ctx() ctx: Context,
    @Arg('partyId', () => Int) partyId: number,
  ): Promise<LearnerProfile | null> {
    return ctx.sources.profile.of(partyId);
  }

  @Authorized(...RoleGroup.ADMIN_OR_OPS)
  @Mutation(() => ProfilePayload, { description: 'Staff (Admin updateeducation): a learner’s education.' })
  staffSaveEducation(
    @Ctx() ctx: Context,
    @Arg('partyId', () => Int) partyId: number,
    @Arg('input', () => EducationInput) input: EducationInput,
  ): Promise<ProfilePayload> {
    return ctx.sources.profile.staffSave(partyId, { kind: 'education', input });
  }

  @Authorized(...RoleGroup.ADMIN_OR_OPS)
  @Mutation(() => ProfilePayload, { description: 'Staff (Admin updateemployment): a learner’s employment.' })
  staffSaveEmployment(
    @Ctx() ctx: Context,
    @Arg('partyId', () => Int) partyId: number,
    @Arg('input', () => EmploymentInput) input: EmploymentInput,
  ): Promise<ProfilePayload> {
    return ctx.sources.profile.staffSave(partyId, { kind: 'employment', input });
  }

  @Authorized(...RoleGroup.ADMIN_OR_OPS)
  @Mutation(() => ProfilePayload, { description: 'Staff (Admin updatepreference): a learner’s preferences.' })
  staffSavePreferences(
    @Ctx() ctx: Context,
    @Arg('partyId', () => Int) partyId: number,
    @Arg('input', () => PreferencesInput) input: PreferencesInput,
  ): Promise<ProfilePayload> {
    return ctx.sources.profile.staffSave(partyId, { kind: 'preferences', input });
  }

  @Authorized(...RoleGroup.ADMIN_OR_OPS)
  @Mutation(() => ProfilePayload, {
    description: 'Staff (Admin saveDateOfBirth): a learner’s date of birth (YYYY-MM-DD); the gender stays.',
  })
  staffSaveDateOfBirth(
    @Ctx() ctx: Context,
    @Arg('partyId', () => Int) partyId: number,
    @Arg('dateOfBirth', () => String) dateOfBirth: string,
  ): Promise<ProfilePayload> {
    return ctx.sources.profile.staffSave(partyId, { kind: 'dateOfBirth', input: { dateOfBirth } });
  }
}
