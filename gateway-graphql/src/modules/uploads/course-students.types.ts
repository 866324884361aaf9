import { Field, InputType, Int } from 'type-graphql';

/** /add-course-student: the learner (by e-mail or student id) and the course to enrol them in. */
@InputType()
export class EnrolCourseStudentInput {
  @Field(() => String, { nullable: true, description: 'The learner’s E-Mail Id (or give studentId).' })
  emailId?: string | null;

  @Field(() => Int, { nullable: true, description: 'The learner’s student id, their party id.' })
  studentId?: number | null;

  @Field(() => Int, { description: 'The course’s product id.' })
  courseId!: number;
}
