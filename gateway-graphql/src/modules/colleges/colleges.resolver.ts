import { RoleId } from '@finx/domain';
import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../shared/request-context';
import type { CollegesSource } from './colleges.source';
import { College, CollegeContactInput, CollegePayload, CollegeStudent } from './colleges.types';

type Context = RequestContext<{ colleges: CollegesSource }>;

/** The college officer's college (issue 13 item 1): /collegeDashboard and /collegeProfile. */
@Resolver()
export class CollegesResolver {
  @Authorized(RoleId.COLLEGE)
  @Query(() => College, { nullable: true, description: 'The officer’s college with its figures.' })
  myCollege(@Ctx() ctx: Context): Promise<College | null> {
    return ctx.sources.colleges.mine();
  }

  @Authorized(RoleId.COLLEGE)
  @Query(() => [CollegeStudent], { description: 'The students of the officer’s college.' })
  collegeStudents(@Ctx() ctx: Context): Promise<CollegeStudent[]> {
    return ctx.sources.colleges.students();
  }

  @Authorized(RoleId.COLLEGE)
  @Mutation(() => CollegePayload, { description: 'The officer changes their college’s contact fields.' })
  updateCollegeContact(
    @Ctx() ctx: Context,
    @Arg('input', () => CollegeContactInput) input: CollegeContactInput,
  ): Promise<CollegePayload> {
    return ctx.sources.colleges.setContact(input);
  }
}
