import { LEARNING_PATH_MAX_PAGE_SIZE, RoleId } from '@finx/domain';
import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { ActionPayload } from '../shared/action-payload.types';
import type { RequestContext } from '../shared/request-context';
import type { LearningPathsSource } from './learning-paths.source';
import {
  LearningPath,
  LearningPathInput,
  LearningPathPage,
  LearningPathPayload,
} from './learning-paths.types';

type Context = RequestContext<{ learningPaths: LearningPathsSource }>;

/** Learning paths: /learning-path is admin only (`001 §2`); anyone sees the active paths. */
@Resolver()
export class LearningPathsResolver {
  @Authorized(RoleId.ADMIN)
  @Query(() => LearningPathPage, { description: 'Admin: learning paths, newest first, searched and paged.' })
  learningPaths(
    @Ctx() ctx: Context,
    @Arg('search', () => String, { nullable: true, description: 'Name.' }) search: string | null,
    @Arg('active', () => Boolean, { nullable: true }) active: boolean | null,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('limit', () => Int, { defaultValue: 10, description: `At most ${LEARNING_PATH_MAX_PAGE_SIZE}.` })
    limit: number,
  ): Promise<LearningPathPage> {
    return ctx.sources.learningPaths.list(search, active, page, limit);
  }

  @Authorized(RoleId.ADMIN)
  @Query(() => LearningPath, { nullable: true })
  learningPath(@Ctx() ctx: Context, @Arg('pathId', () => Int) pathId: number): Promise<LearningPath | null> {
    return ctx.sources.learningPaths.one(pathId);
  }

  @Query(() => [LearningPath], {
    description: 'The active learning paths by name, each with its active courses in order.',
  })
  activeLearningPaths(@Ctx() ctx: Context): Promise<LearningPath[]> {
    return ctx.sources.learningPaths.active();
  }

  @Authorized(RoleId.ADMIN)
  @Mutation(() => LearningPathPayload, {
    description:
      'Admin: a new path (inactive until activated); refused when a course precedes its prerequisite.',
  })
  createLearningPath(
    @Ctx() ctx: Context,
    @Arg('input', () => LearningPathInput) input: LearningPathInput,
  ): Promise<LearningPathPayload> {
    return ctx.sources.learningPaths.save(null, input);
  }

  @Authorized(RoleId.ADMIN)
  @Mutation(() => LearningPathPayload, {
    description: 'Admin: a path changed, after the same sequence check.',
  })
  updateLearningPath(
    @Ctx() ctx: Context,
    @Arg('pathId', () => Int) pathId: number,
    @Arg('input', () => LearningPathInput) input: LearningPathInput,
  ): Promise<LearningPathPayload> {
    return ctx.sources.learningPaths.save(pathId, input);
  }

  @Authorized(RoleId.ADMIN)
  @Mutation(() => ActionPayload, { description: 'Admin: show a path to learners or hide it.' })
  setLearningPathActive(
    @Ctx() ctx: Context,
    @Arg('pathId', () => Int) pathId: number,
    @Arg('active', () => Boolean) active: boolean,
  ): Promise<ActionPayload> {
    return ctx.sources.learningPaths.setActive(pathId, active);
  }
}
