import { ClientPath, ClientRoute, ProductId } from '@finx/domain';

/** `001 §2`: the CFX roadmap page, public. */
export const ROADMAP_ROUTE = ClientPath.ROADMAP;

/**
 * Where Enroll Now leads: anyone signed in to the prerequisite table for CFX (`001 §2` opens it to any
 * signed-in user), where FEAT comes before CFX; a visitor to the login, which also offers registration.
 */
export const enrollTarget = (viewer: { roleId: number } | null): string =>
  viewer ? ClientRoute.prerequisites(ProductId.CFX) : ClientRoute.login();
