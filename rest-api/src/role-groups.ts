import { RoleId } from '@finx/domain';

/** Staff: they may read any learner's data (`001 §6`) and keep signing in during maintenance. */
export const STAFF_ROLES: readonly number[] = [RoleId.ADMIN, RoleId.OPS];

/** Who may read a learner's own data (lists, counts, orders, learning): the learner, and staff. */
export const LEARNER_DATA_ROLES: readonly number[] = [RoleId.LEARNER, ...STAFF_ROLES];

/** Learners alone: they change their own lists and place and pay their own orders, nobody on their behalf. */
export const LEARNER_ROLES: readonly number[] = [RoleId.LEARNER];

/** Administrators alone. */
export const ADMIN_ROLES: readonly number[] = [RoleId.ADMIN];
