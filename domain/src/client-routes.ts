import { mergeTables } from './contract/feature-contract';
import { FEATURE_CONTRACTS } from './contract/features';
import { RoleId } from './roles';

/**
 * The client's screens as the router declares them (`000 §2`, `001 §2`; the spellings are the spec's),
 * every feature's (`clientPaths` in its file, merged from the list in contract/features.ts). Code that
 * sends someone to a screen uses the builders of `ClientRoute` below, never a literal path: the gateway's
 * redirects, the client's links and REST's mailed links all come from here.
 */
export const ClientPath = mergeTables(FEATURE_CONTRACTS.map((contract) => contract.clientPaths));
export type ClientPath = (typeof ClientPath)[keyof typeof ClientPath];

/** Typed builders of every client address something links or redirects to (`clientRoutes` of each feature). */
export const ClientRoute = mergeTables(FEATURE_CONTRACTS.map((contract) => contract.clientRoutes));

/**
 * Where a user lands after login (`000 §2`). Any other role goes to the admin dashboard: SYSOPSADMIN
 * among them, whose console it shares with the administrators.
 */
export const landingRouteOf = (roleId: number): string => {
  switch (roleId) {
    case RoleId.LEARNER:
      return ClientPath.LEARNER_DASHBOARD;
    case RoleId.OPS:
      return ClientPath.OPS_DASHBOARD;
    case RoleId.COLLEGE:
      return ClientPath.COLLEGE_DASHBOARD;
    default:
      return ClientPath.ADMIN_DASHBOARD;
  }
};

/**
 * The login screen of a role (`000 §4`): college officers /collegeLogin, administrators, ops and
 * SYSOPSADMIN /opsAdminLogin, everyone else (learners, an unknown role) the home page with its login modal.
 */
export const loginRouteOf = (roleId: number | null | undefined): string => {
  switch (roleId) {
    case RoleId.ADMIN:
    case RoleId.OPS:
    case RoleId.SYSOPS_ADMIN:
      return ClientPath.STAFF_LOGIN;
    case RoleId.COLLEGE:
      return ClientPath.COLLEGE_LOGIN;
    default:
      return ClientPath.HOME;
  }
};

/** Where someone whose session has gone is sent (`000 §4`): the role's login, with the time-out flag for learners. */
export const sessionExpiredRouteOf = (roleId: number | null | undefined): string => {
  const login = loginRouteOf(roleId);
  return login === ClientPath.HOME ? ClientRoute.sessionTimeout() : login;
};
