import { RoleId } from '@finx/domain';
import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { lessonIdOf, productIdOf } from '../shared/ids';
import type { RequestContext } from '../shared/request-context';
import type { CourseContentSource } from './course-content.source';
import { CompleteLessonPayload, CourseContentPayload, ProgressOverviewPage } from './course-content.types';

type Context = RequestContext<{ courseContent: CourseContentSource }>;

/** A held product opened from My Learning, its lessons completed, and the dashboard's progress overview. */
@Resolver()
export class CourseContentResolver {
  @Authorized(RoleId.LEARNER)
  @Query(() => CourseContentPayload, {
    description:
      'A product in My Learning: modules, lessons and progress; NOT_ENROLLED or ACCESS_EXPIRED otherwise.',
  })
  courseContent(
    @Ctx() ctx: Context,
    @Arg('productId', () => ID) productId: string,
  ): Promise<CourseContentPayload> {
    return ctx.sources.courseContent.content(productIdOf(productId));
  }

  @Authorized(RoleId.LEARNER)
  @Mutation(() => CompleteLessonPayload, {
    description: 'Idempotent: completing a lesson again changes nothing.',
  })
  completeLesson(
    @Ctx() ctx: Context,
    @Arg('lessonId', () => ID) lessonId: string,
  ): Promise<CompleteLessonPayload> {
    return ctx.sources.courseContent.completeLesson(lessonIdOf(lessonId));
  }

  @Authorized(RoleId.LEARNER)
  @Query(() => ProgressOverviewPage, {
    description: 'The learner’s products with their lesson progress, newest enrolment first.',
  })
  progressOverview(
    @Ctx() ctx: Context,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('limit', () => Int, { defaultValue: 5, description: 'At most 50.' }) limit: number,
  ): Promise<ProgressOverviewPage> {
    return ctx.sources.courseContent.overview(page, limit);
  }
}
