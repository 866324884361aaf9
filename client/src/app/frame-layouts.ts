import type { Frame } from '../shared/feature-route';
import { lazyPage } from '../shared/lazy-page';

/** The signed-in layouts, each its own chunk, loadable before they are drawn (route-preload.ts). */
export const LearnerLayout = lazyPage(() => import('../features/learner-header/learner-layout'));
export const StaffLayout = lazyPage(() => import('../features/identity/staff-layout'));
export const CollegeLayout = lazyPage(() => import('../features/identity/college-layout'));

/** Each signed-in frame's layout; its screens render inside its outlet. */
export const FRAME_LAYOUTS = {
  learner: LearnerLayout,
  staff: StaffLayout,
  college: CollegeLayout,
} as const satisfies Record<Exclude<Frame, 'public' | 'own'>, unknown>;
