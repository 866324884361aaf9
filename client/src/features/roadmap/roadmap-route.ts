import { ProductId } from '@finx/domain';

/** `001 §2`: the CFX roadmap page, public. */
export const ROADMAP_ROUTE = '/roadmap';

/**
 * The prerequisite table of `001 §2` (/my-Subcription-list), opened for one programme: the learner sees
 * FEAT before CFX there and pays for what is due. The spelling is the spec's route.
 */
export const subscriptionListPath = (productId: number): string =>
  `/my-Subcription-list?productId=${productId}`;

/**
 * Where Enroll Now leads: anyone signed in to the prerequisite table for CFX (`001 §2` opens it to any
 * signed-in user); a visitor to the login, which also offers registration.
 */
export const enrollTarget = (viewer: { roleId: number } | null): string =>
  viewer ? subscriptionListPath(ProductId.CFX) : '/login';
