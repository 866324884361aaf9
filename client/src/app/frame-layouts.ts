import type { Frame, ScreenData } from '../shared/feature-route';
import { lazyPage } from '../shared/lazy-page';
import { MaintenanceDocument } from '../graphql/generated/operations/Maintenance';

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

/** The maintenance state every screen asks for as it opens (its banner and modal, `000 §4`). */
// Imported as it is: the maintenance gate, on every page, has its document in the app's first chunk.
const maintenance: ScreenData = (client) => client.query({ query: MaintenanceDocument });

/**
 * What a frame asks for on every screen besides the viewer: the maintenance state, and in the learner's
 * the header's counts, the assistants the chat widget offers and the footer's unsubscribe link.
 */
export const FRAME_DATA: Record<keyof typeof FRAME_LAYOUTS, ScreenData> = {
  learner: async (client, params, search) => {
    const [{ LearnerHeaderDocument }, { ChatAvailabilityDocument }, { UnsubscribeLinkDocument }] =
      await Promise.all([
        import('../graphql/generated/operations/LearnerHeader'),
        import('../graphql/generated/operations/ChatAvailability'),
        import('../graphql/generated/operations/UnsubscribeLink'),
      ]);
    return Promise.all([
      maintenance(client, params, search),
      client.query({ query: LearnerHeaderDocument }),
      client.query({ query: ChatAvailabilityDocument }),
      client.query({ query: UnsubscribeLinkDocument }),
    ]);
  },
  staff: maintenance,
  college: maintenance,
};
