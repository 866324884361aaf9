import { RoleId } from '@finx/domain';
import { Arg, Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import { ActionPayload } from '../shared/action-payload.types';
import type { RequestContext } from '../shared/request-context';
import type { CourseStudentsSource } from './course-students.source';
import { EnrolCourseStudentInput } from './course-students.types';

type Context = RequestContext<{ courseStudents: CourseStudentsSource }>;

/** /add-course-student (`001 §2`: admin or ops). */
@Resolver()
export class CourseStudentsResolver {
  @Authorized(RoleId.ADMIN, RoleId.OPS)
  @Mutation(() => ActionPayload, { description: 'Staff: enrol one learner in a course without payment.' })
  enrolCourseStudent(
    @Ctx() ctx: Context,
    @Arg('input', () => EnrolCourseStudentInput) input: EnrolCourseStudentInput,
  ): Promise<ActionPayload> {
    return ctx.sources.courseStudents.enrol(input);
  }
}
