import { CAMPAIGN_KEYS, ClientRoute, RoleId, sessionExpiredRouteOf } from '@finx/domain';

/**
 * Where to send someone whose session is gone, and the little the browser remembers to decide it.
 *
 * The session itself is an httpOnly cookie the browser cannot read, so once it expires the only hint of
 * who the user was is the role of the last viewer this tab saw. It is a routing hint, not server data:
 * the guard still asks the server (`viewer`) before showing anything.
 */
const LAST_ROLE_KEY = 'finx.lastRoleId';

export const rememberRole = (roleId: number): void => {
  try {
    localStorage.setItem(LAST_ROLE_KEY, String(roleId));
  } catch {
    // Storage can be disabled (private mode); the fallback below still picks a sensible login page.
  }
};

export const lastKnownRoleId = (): number | null => {
  try {
    const stored = Number(localStorage.getItem(LAST_ROLE_KEY));
    return Number.isInteger(stored) && stored > 0 ? stored : null;
  } catch {
    return null;
  }
};

/**
 * The role's login route (`000 §4`). Without a remembered role, the roles allowed on the page being
 * opened decide: a staff page sends to the staff login rather than the learner home.
 */
export const sessionExpiredRoute = (
  roleId: number | null,
  currentSearch: string,
  routeRoles: readonly number[] | null = null,
): string => {
  const role = roleId ?? routeRoles?.[0] ?? RoleId.LEARNER;
  const target = sessionExpiredRouteOf(role);
  if (target !== ClientRoute.sessionTimeout()) return target;
  // Learners coming from a campaign link keep its tracking parameters.
  const params = new URLSearchParams(target.slice(1));
  const current = new URLSearchParams(currentSearch);
  for (const key of CAMPAIGN_KEYS) {
    const value = current.get(key);
    if (value !== null) params.set(key, value);
  }
  return `/?${params.toString()}`;
};

/** A redirect target from the server is used only when it is a path of this site. */
export const safeInternalPath = (target: string | null | undefined, fallback: string): string =>
  target && target.startsWith('/') && !target.startsWith('//') ? target : fallback;
