import { CourseLessonsText, type CourseStatusReason, CourseStatusReasons, ReasonCode } from '@finx/domain';
import { type Refusal, refusalsOf } from '../../outcome';
import type { ModuleReadiness } from './course-lessons.repository';

const { refuse, refuseExplained } = refusalsOf(CourseStatusReasons);

/*
 * What is sold has something in it (issue 28 item 2, docs/decisions/course-lessons.md): an active
 * product has at least one active module, and each of its active modules at least one lesson. Every
 * change that could break this asks here first: activating the product, switching one of its modules on
 * or off, and (in the lessons service) removing a module's last lesson.
 */

/** Why the product may not be activated (the first empty active module by name), or null. */
export const activationRefusal = (
  modules: readonly ModuleReadiness[],
): Refusal<CourseStatusReason> | null => {
  const active = modules.filter((module) => module.active);
  const empty = active.find((module) => module.lessonCount === 0);
  if (empty) {
    return refuseExplained(ReasonCode.COURSE_MODULE_NO_LESSONS, CourseLessonsText.moduleEmpty(empty.title));
  }
  return active.length === 0 ? refuse(ReasonCode.COURSE_NO_LESSONS) : null;
};

/**
 * Why a module of an active product may not be switched on (it has no lesson) or off (no other active
 * module would be left to learn from), or null.
 */
export const moduleStatusRefusal = (
  modules: readonly ModuleReadiness[],
  moduleId: number,
  active: boolean,
): Refusal<CourseStatusReason> | null => {
  const module = modules.find((candidate) => candidate.moduleId === moduleId);
  if (!module || module.active === active) return null;
  if (active) {
    return module.lessonCount === 0
      ? refuseExplained(
          ReasonCode.COURSE_MODULE_NO_LESSONS,
          CourseLessonsText.moduleEmptyOnSale(module.title),
        )
      : null;
  }
  const othersActive = modules.some((other) => other.moduleId !== moduleId && other.active);
  return othersActive
    ? null
    : refuseExplained(ReasonCode.COURSE_NO_LESSONS, CourseLessonsText.lastModuleOnSale(module.title));
};
