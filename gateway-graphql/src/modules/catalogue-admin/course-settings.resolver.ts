import { RoleId } from '@finx/domain';
import { Arg, Authorized, Ctx, Int, Mutation, Resolver } from 'type-graphql';
import { ActionPayload } from '../shared/action-payload.types';
import type { RequestContext } from '../shared/request-context';
import { CategoryMapInput, LookingForMapInput, StaffProductPayload } from './catalogue-admin.types';
import type { CourseSettingsSource } from './course-settings.source';

type Context = RequestContext<{ courseSettings: CourseSettingsSource }>;

/** Module edit and status (admin, as /modules-list) and a course's maps (admin or ops, /edit-course). */
@Resolver()
export class CourseSettingsResolver {
  @Authorized(RoleId.ADMIN)
  @Mutation(() => ActionPayload, { description: 'Admin: rename a module.' })
  renameModule(
    @Ctx() ctx: Context,
    @Arg('moduleId', () => Int) moduleId: number,
    @Arg('title', () => String) title: string,
  ): Promise<ActionPayload> {
    return ctx.sources.courseSettings.renameModule(moduleId, title);
  }

  @Authorized(RoleId.ADMIN)
  @Mutation(() => ActionPayload, { description: 'Admin: show a module to learners or hide it.' })
  setModuleActive(
    @Ctx() ctx: Context,
    @Arg('moduleId', () => Int) moduleId: number,
    @Arg('active', () => Boolean) active: boolean,
  ): Promise<ActionPayload> {
    return ctx.sources.courseSettings.setModuleActive(moduleId, active);
  }

  @Authorized(RoleId.ADMIN, RoleId.OPS)
  @Mutation(() => StaffProductPayload, {
    description: 'Staff: a course’s categories beyond its main one (updateCategoryMap).',
  })
  setProductCategories(
    @Ctx() ctx: Context,
    @Arg('input', () => CategoryMapInput) input: CategoryMapInput,
  ): Promise<StaffProductPayload> {
    return ctx.sources.courseSettings.setCategories(input);
  }

  @Authorized(RoleId.ADMIN, RoleId.OPS)
  @Mutation(() => StaffProductPayload, {
    description: 'Staff: a course’s ‘looking for’ options (updateLookingforMap).',
  })
  setProductLookingFor(
    @Ctx() ctx: Context,
    @Arg('input', () => LookingForMapInput) input: LookingForMapInput,
  ): Promise<StaffProductPayload> {
    return ctx.sources.courseSettings.setLookingFor(input);
  }
}
