import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { UserError } from '../shared/user-error.types';
import { StaffModule } from './catalogue-admin.types';

/** A lesson of a module as admin edit it (/course-lessons/:moduleId). */
@ObjectType()
export class StaffLesson {
  /** `StaffLesson:<lessonId>`. */
  @Field(() => ID)
  id!: string;

  @Field(() => Int)
  lessonId!: number;

  @Field(() => Int)
  moduleId!: number;

  @Field(() => Int)
  sequence!: number;

  @Field(() => String, { description: 'video, document, link or test.' })
  kind!: string;

  @Field(() => String)
  title!: string;

  @Field(() => Int, { description: 'A video’s from its length, a test’s the assessment’s, else as entered.' })
  minutes!: number;

  @Field(() => String, { nullable: true, description: 'A video’s or document’s file name as uploaded.' })
  fileName!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'A video’s or document’s signed, expiring link for the staff member who asked.',
  })
  previewUrl!: string | null;

  @Field(() => String, { nullable: true, description: 'A link’s address.' })
  url!: string | null;

  @Field(() => Int, {
    nullable: true,
    description: 'A test’s assessment: the product whose questions it asks.',
  })
  assessmentProductId!: number | null;

  @Field(() => Int, { description: 'Learners who completed it; such a lesson is kept.' })
  completions!: number;
}

/** The course's built-in test: its own question bank. */
@ObjectType()
export class LessonAssessment {
  @Field(() => Int)
  questionCount!: number;

  @Field(() => Int)
  minutes!: number;
}

/** A module's lessons editor: the module, whether its course is on sale, its test, its lessons. */
@ObjectType()
export class CourseLessons {
  /** `CourseLessons:<moduleId>`. */
  @Field(() => ID)
  id!: string;

  @Field(() => StaffModule)
  module!: StaffModule;

  @Field(() => Boolean, { description: 'Whether the course is on sale (active).' })
  productActive!: boolean;

  @Field(() => LessonAssessment, { nullable: true, description: 'Null when the course has no questions.' })
  assessment!: LessonAssessment | null;

  @Field(() => [StaffLesson])
  lessons!: StaffLesson[];
}

/** A change to a module's lessons: the module's lessons as they now stand, or why not. */
@ObjectType()
export class CourseLessonsPayload {
  @Field(() => CourseLessons, { nullable: true })
  lessons!: CourseLessons | null;

  @Field(() => [UserError])
  userErrors!: UserError[];
}

/**
 * A lesson without a new file: a link, the test, or an edit that keeps a video's or document's file. A
 * video or document with its file goes through the gateway's upload route (LESSON_UPLOAD_PATH).
 */
@InputType()
export class LessonInput {
  @Field(() => Int)
  moduleId!: number;

  @Field(() => Int, { nullable: true, description: 'Absent adds a lesson at the end of the module.' })
  lessonId?: number | null;

  @Field(() => String, { description: 'video, document, link or test.' })
  kind!: string;

  @Field(() => String)
  title!: string;

  @Field(() => Int, { nullable: true, description: 'A document’s or link’s minutes.' })
  minutes?: number | null;

  @Field(() => String, { nullable: true, description: 'A link’s address.' })
  url?: string | null;
}

/** A video's or document's lesson with its file, as the upload route's headers carry it. */
export interface LessonFileInput extends LessonInput {
  /** A video's length in seconds, as the browser read it from the file. */
  durationSeconds: number | null;
  file: { fileName: string; bytes: Buffer };
}
