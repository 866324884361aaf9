import { RoleGroup, RoleId } from '@finx/domain';
import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { ActionPayload } from '../shared/action-payload.types';
import type { RequestContext } from '../shared/request-context';
import type { CollegeAdminSource } from './college-admin.source';
import {
  CollegeInput,
  CollegeMember,
  CollegeMemberInput,
  StaffCollege,
  StaffCollegePage,
  StaffCollegePayload,
} from './college-admin.types';

type Context = RequestContext<{ collegeAdmin: CollegeAdminSource }>;

/** Staff college management (issue 13 item 4): /college-list, /add-college, /edit-college with members. */
@Resolver()
export class CollegeAdminResolver {
  @Authorized(...RoleGroup.STAFF_AND_SYSOPS)
  @Query(() => StaffCollegePage, { description: 'Staff: the colleges by name, searched and paged.' })
  staffColleges(
    @Ctx() ctx: Context,
    @Arg('search', () => String, { nullable: true, description: 'Name or city.' }) search: string | null,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('limit', () => Int, { defaultValue: 10, description: 'At most 50.' }) limit: number,
  ): Promise<StaffCollegePage> {
    return ctx.sources.collegeAdmin.list(search, page, limit);
  }

  @Authorized(...RoleGroup.STAFF_AND_SYSOPS)
  @Query(() => StaffCollege, { nullable: true })
  staffCollege(
    @Ctx() ctx: Context,
    @Arg('collegeId', () => Int) collegeId: number,
  ): Promise<StaffCollege | null> {
    return ctx.sources.collegeAdmin.one(collegeId);
  }

  @Authorized(RoleId.ADMIN, RoleId.OPS)
  @Query(() => [CollegeMember], { description: 'Staff: a college’s officers and students.' })
  collegeMembers(
    @Ctx() ctx: Context,
    @Arg('collegeId', () => Int) collegeId: number,
  ): Promise<CollegeMember[]> {
    return ctx.sources.collegeAdmin.members(collegeId);
  }

  @Authorized(RoleId.ADMIN, RoleId.OPS)
  @Mutation(() => StaffCollegePayload, { description: 'Staff: a new college (/add-college).' })
  createCollege(
    @Ctx() ctx: Context,
    @Arg('input', () => CollegeInput) input: CollegeInput,
  ): Promise<StaffCollegePayload> {
    return ctx.sources.collegeAdmin.save(null, input);
  }

  @Authorized(RoleId.ADMIN, RoleId.OPS)
  @Mutation(() => StaffCollegePayload, { description: 'Staff: a college changed (/edit-college).' })
  updateCollege(
    @Ctx() ctx: Context,
    @Arg('collegeId', () => Int) collegeId: number,
    @Arg('input', () => CollegeInput) input: CollegeInput,
  ): Promise<StaffCollegePayload> {
    return ctx.sources.collegeAdmin.save(collegeId, input);
  }

  @Authorized(RoleId.ADMIN, RoleId.OPS)
  @Mutation(() => ActionPayload, { description: 'Staff: link a learner or college officer to a college.' })
  addCollegeMember(
    @Ctx() ctx: Context,
    @Arg('collegeId', () => Int) collegeId: number,
    @Arg('input', () => CollegeMemberInput) input: CollegeMemberInput,
  ): Promise<ActionPayload> {
    return ctx.sources.collegeAdmin.addMember(collegeId, input);
  }

  @Authorized(RoleId.ADMIN, RoleId.OPS)
  @Mutation(() => ActionPayload, { description: 'Staff: unlink a member from a college.' })
  removeCollegeMember(
    @Ctx() ctx: Context,
    @Arg('collegeId', () => Int) collegeId: number,
    @Arg('partyId', () => Int) partyId: number,
  ): Promise<ActionPayload> {
    return ctx.sources.collegeAdmin.removeMember(collegeId, partyId);
  }
}
