/**
 * Role ids of `000 §6` and `001 §6`. The spec names SYSOPSADMIN (system operations admin, signing in at
 * /opsAdminLogin) without an id; 7 is this system's (docs/decisions/users-roles-audit.md).
 */
export const RoleId = {
  ADMIN: 2,
  LEARNER: 5,
  OPS: 6,
  SYSOPS_ADMIN: 7,
  COLLEGE: 6766713,
} as const;
export type RoleId = (typeof RoleId)[keyof typeof RoleId];

/** Role names used in flows (`000 §6`). */
export const RoleName = {
  STUDENT: 'STUDENT',
  TPO: 'TPO',
  SYSOPSADMIN: 'SYSOPSADMIN',
  ADMIN: 'Administrator',
  OPS: 'OPS',
} as const;
export type RoleName = (typeof RoleName)[keyof typeof RoleName];

/** A role's name as sign-in answers and the viewer carry it (the roles table's names). */
export const roleNameOf = (roleId: number): RoleName => {
  switch (roleId) {
    case RoleId.LEARNER:
      return RoleName.STUDENT;
    case RoleId.COLLEGE:
      return RoleName.TPO;
    case RoleId.OPS:
      return RoleName.OPS;
    case RoleId.ADMIN:
      return RoleName.ADMIN;
    default:
      return RoleName.SYSOPSADMIN;
  }
};

/**
 * The role a logout names (`000 §3`: STUDENT for learners, SYSOPSADMIN for admin sign-out): staff of
 * /opsAdminLogin sign out as SYSOPSADMIN, whichever of its roles they hold.
 */
export const signOutRoleNameOf = (roleId: number): RoleName =>
  roleId === RoleId.LEARNER
    ? RoleName.STUDENT
    : roleId === RoleId.COLLEGE
      ? RoleName.TPO
      : RoleName.SYSOPSADMIN;

/**
 * Who may use each staff area, on the server (REST's route access, the gateway's `@Authorized`) and in
 * the client's route table alike. SYSOPSADMIN runs the system: accounts, roles, the audit log, user
 * and unsubscribe uploads, reports, mail and notifications, maintenance and the assistants' figures;
 * it does not author content, move candidates, or touch money (docs/decisions/users-roles-audit.md).
 */
export const RoleGroup = {
  /** Administrators alone. */
  ADMIN: [RoleId.ADMIN],
  /** `001 §2`'s "admin or ops" screens that are content, jobs or money: not system operations. */
  ADMIN_OR_OPS: [RoleId.ADMIN, RoleId.OPS],
  /** `001 §2`'s admin-only screens that are system operations. */
  ADMIN_OR_SYSOPS: [RoleId.ADMIN, RoleId.SYSOPS_ADMIN],
  /** `001 §2`'s "admin or ops" screens that are system operations. */
  STAFF_AND_SYSOPS: [RoleId.ADMIN, RoleId.OPS, RoleId.SYSOPS_ADMIN],
} as const satisfies Record<string, readonly RoleId[]>;

/**
 * Who outranks whom when staff act on accounts (issue 30; docs/decisions/users-roles-audit.md): admin over
 * SYSOPSADMIN over ops over every account that is not staff. TPO (a college's placement officer) is not
 * staff: its sign-up is approved by staff like ops, so it ranks with learners, below every staff role.
 */
const ROLE_RANK: Readonly<Record<number, number>> = {
  [RoleId.ADMIN]: 3,
  [RoleId.SYSOPS_ADMIN]: 2,
  [RoleId.OPS]: 1,
};
export const roleRankOf = (roleId: number): number => ROLE_RANK[roleId] ?? 0;

/**
 * Whether a member of staff of `actorRoleId` may act on (inactivate, reactivate, unlock, approve, create)
 * an account of `targetRoleId`: not when that role outranks theirs. Equals may act on each other, so
 * another administrator can undo what one did.
 */
export const mayActOnRole = (actorRoleId: number, targetRoleId: number): boolean =>
  roleRankOf(actorRoleId) >= roleRankOf(targetRoleId);
