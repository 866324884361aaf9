import { RoleId } from '@finx/domain';
import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../shared/request-context';
import type { CourseLessonsSource } from './course-lessons.source';
import { CourseLessonsPayload, LessonInput } from './course-lessons.types';

type Context = RequestContext<{ courseLessons: CourseLessonsSource }>;

/**
 * A module's lessons (issue 28 item 2): admin only, as modules are (`001 §2` /modules-list). A video or
 * document with its file is sent to the upload route (catalogue-admin.routes.ts) instead.
 */
@Resolver()
export class CourseLessonsResolver {
  @Authorized(RoleId.ADMIN)
  @Query(() => CourseLessonsPayload, { description: 'Admin: a module’s lessons, in order.' })
  courseLessons(
    @Ctx() ctx: Context,
    @Arg('moduleId', () => Int) moduleId: number,
  ): Promise<CourseLessonsPayload> {
    return ctx.sources.courseLessons.lessons(moduleId);
  }

  @Authorized(RoleId.ADMIN)
  @Mutation(() => CourseLessonsPayload, {
    description: 'Admin: add a lesson at the end of a module, or edit one, keeping its file.',
  })
  saveCourseLesson(
    @Ctx() ctx: Context,
    @Arg('input', () => LessonInput) input: LessonInput,
  ): Promise<CourseLessonsPayload> {
    return ctx.sources.courseLessons.save(input);
  }

  @Authorized(RoleId.ADMIN)
  @Mutation(() => CourseLessonsPayload, {
    description: 'Admin: a lesson one place up (or down) in its module.',
  })
  moveCourseLesson(
    @Ctx() ctx: Context,
    @Arg('lessonId', () => Int) lessonId: number,
    @Arg('up', () => Boolean) up: boolean,
  ): Promise<CourseLessonsPayload> {
    return ctx.sources.courseLessons.move(lessonId, up ? 'up' : 'down');
  }

  @Authorized(RoleId.ADMIN)
  @Mutation(() => CourseLessonsPayload, {
    description: 'Admin: remove a lesson no learner has completed.',
  })
  removeCourseLesson(
    @Ctx() ctx: Context,
    @Arg('lessonId', () => Int) lessonId: number,
  ): Promise<CourseLessonsPayload> {
    return ctx.sources.courseLessons.remove(lessonId);
  }
}
