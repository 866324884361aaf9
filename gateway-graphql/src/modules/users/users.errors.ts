import type { UsersReason } from '@finx/domain';
import type { FieldMap } from '../shared/user-errors';

/** Inactivating or reactivating: every refusal is about the account named by `userId`. */
export const SET_ACTIVE_FIELDS = {
  NOT_FOUND: 'userId',
  USER_SELF_CHANGE: 'userId',
  USER_SUSPENDED: 'userId',
  VALIDATION_FAILED: 'userId',
} as const satisfies FieldMap<UsersReason>;
