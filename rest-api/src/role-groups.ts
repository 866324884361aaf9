import { RoleGroup, RoleId } from '@finx/domain';

/** Staff: they may read any learner's data (`001 §6`) and keep signing in during maintenance. */
export const STAFF_ROLES: readonly number[] = RoleGroup.ADMIN_OR_OPS;

/** Who may read a learner's own data (lists, counts, orders, learning): the learner, and staff. */
export const LEARNER_DATA_ROLES: readonly number[] = [RoleId.LEARNER, ...STAFF_ROLES];

/** Learners alone: they change their own lists and place and pay their own orders, nobody on their behalf. */
export const LEARNER_ROLES: readonly number[] = [RoleId.LEARNER];

/** Administrators alone. */
export const ADMIN_ROLES: readonly number[] = RoleGroup.ADMIN;

/**
 * System operations that `001 §2` gives admin and ops (users, reports, mail, uploads, maintenance), and
 * SYSOPSADMIN with them (docs/decisions/users-roles-audit.md).
 */
export const SYSTEM_OPERATIONS_ROLES: readonly number[] = RoleGroup.STAFF_AND_SYSOPS;

/** System operations `001 §2` gives admin alone (roles, the audit log, the user upload): and SYSOPSADMIN. */
export const ADMIN_OR_SYSOPS_ROLES: readonly number[] = RoleGroup.ADMIN_OR_SYSOPS;
