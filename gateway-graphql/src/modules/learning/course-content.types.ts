import { ProductType } from '@finx/domain';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { UserError } from '../shared/user-error.types';

/** A lesson of a held product, with whether the learner has completed it. */
@ObjectType()
export class CourseLesson {
  /** `CourseLesson:<partyId>:<lessonId>`: completion is the learner's own. */
  @Field(() => ID)
  id!: string;

  @Field(() => Int)
  lessonId!: number;

  @Field(() => Int)
  sequence!: number;

  @Field(() => String, { description: 'video, document, link or test.' })
  kind!: string;

  @Field(() => String)
  title!: string;

  @Field(() => Int)
  minutes!: number;

  @Field(() => String, {
    description:
      'Where the lesson is: a video’s or document’s signed, expiring link on this origin, a link’s address, or the test’s screen.',
  })
  url!: string;

  @Field(() => Boolean)
  completed!: boolean;
}

/** A module of a held product and its lessons in order (`001` getModuleAgainstCourse). */
@ObjectType()
export class CourseModule {
  /** `CourseModule:<moduleId>`. */
  @Field(() => ID)
  id!: string;

  @Field(() => Int)
  moduleId!: number;

  @Field(() => Int)
  sequence!: number;

  @Field(() => String)
  title!: string;

  @Field(() => [CourseLesson])
  lessons!: CourseLesson[];
}

/** How far the learner is through one product. */
@ObjectType()
export class CourseProgress {
  /** `CourseProgress:<partyId>:<productId>`: one cache entry the course page and the dashboard share. */
  @Field(() => ID)
  id!: string;

  @Field(() => Int)
  productId!: number;

  @Field(() => Int)
  totalLessons!: number;

  @Field(() => Int)
  completedLessons!: number;

  @Field(() => Int, { description: '0 to 100, rounded down.' })
  percent!: number;
}

/** An external provider teaching a product instead of the built-in player, and the learner's login there. */
@ObjectType()
export class ExternalProvider {
  @Field(() => String)
  providerName!: string;

  @Field(() => String, { description: 'Where the learner continues; their browser opens it.' })
  launchUrl!: string;

  @Field(() => String, {
    nullable: true,
    description: 'The learner’s login at the provider (`001` getCredentials); null until issued.',
  })
  loginId!: string | null;
}

/** A held product opened: its modules, lessons and the learner's progress. */
@ObjectType()
export class CourseContent {
  /** `CourseContent:<partyId>:<productId>`. */
  @Field(() => ID)
  id!: string;

  @Field(() => Int)
  productId!: number;

  @Field(() => String)
  productName!: string;

  @Field(() => ProductType)
  productType!: ProductType;

  @Field(() => String, { nullable: true, description: 'DD/MM/YYYY, or null when access does not lapse.' })
  validUntil!: string | null;

  @Field(() => ExternalProvider, {
    nullable: true,
    description: 'Set when an external provider teaches the product; modules are then empty.',
  })
  externalProvider!: ExternalProvider | null;

  @Field(() => [CourseModule])
  modules!: CourseModule[];

  @Field(() => CourseProgress)
  progress!: CourseProgress;
}

/** Opening a product: the content, or why the learner may not open it (not enrolled, access expired). */
@ObjectType()
export class CourseContentPayload {
  @Field(() => CourseContent, { nullable: true })
  content!: CourseContent | null;

  @Field(() => [UserError])
  userErrors!: UserError[];
}

/** Marking a lesson complete: the product as it stands after it (lessons and progress), or why not. */
@ObjectType()
export class CompleteLessonPayload {
  @Field(() => CourseContent, { nullable: true })
  content!: CourseContent | null;

  @Field(() => [UserError])
  userErrors!: UserError[];
}

/** A row of the dashboard's progress overview (`001` getProgressOverviewDetails). */
@ObjectType()
export class ProgressOverviewRow {
  /** `ProgressOverviewRow:<partyId>:<productId>`. */
  @Field(() => ID)
  id!: string;

  @Field(() => Int)
  productId!: number;

  @Field(() => String)
  productName!: string;

  @Field(() => ProductType)
  productType!: ProductType;

  @Field(() => String, { nullable: true })
  validUntil!: string | null;

  @Field(() => Boolean)
  expired!: boolean;

  @Field(() => CourseProgress)
  progress!: CourseProgress;

  @Field(() => Int, { nullable: true, description: 'An assessment’s score once taken (FEAT); else null.' })
  score!: number | null;
}

/** One page of the progress overview, paged on the server. */
@ObjectType()
export class ProgressOverviewPage {
  @Field(() => [ProgressOverviewRow])
  items!: ProgressOverviewRow[];

  @Field(() => Int)
  totalRecords!: number;

  @Field(() => Int)
  page!: number;

  @Field(() => Int)
  limit!: number;
}
