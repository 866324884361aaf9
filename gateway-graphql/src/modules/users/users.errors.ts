import type { UsersReason } from '@finx/domain';
import { type FieldMap, inputPath } from '../shared/user-errors';
import type { LearnerEmailInput, NewUserInput, UserProfileInput } from './users.types';

/** Inactivating, reactivating, approving or rejecting: every refusal is about the account named by `userId`. */
export const SET_ACTIVE_FIELDS = {
  NOT_FOUND: 'userId',
  USER_SELF_CHANGE: 'userId',
  USER_SUSPENDED: 'userId',
  USER_EMAIL_TAKEN: null,
  USER_MOBILE_TAKEN: null,
  USER_NOT_LEARNER: null,
  USER_NOT_HELD: 'userId',
  USER_HELD: 'userId',
  USER_ROLE_ABOVE_YOURS: 'userId',
  VALIDATION_FAILED: 'userId',
} as const satisfies FieldMap<UsersReason>;

/** Creating an account: a taken e-mail or mobile is about that field; a broken rule was placed already. */
export const CREATE_FIELDS = {
  NOT_FOUND: null,
  USER_SELF_CHANGE: null,
  USER_SUSPENDED: null,
  USER_EMAIL_TAKEN: inputPath<NewUserInput>('email'),
  USER_MOBILE_TAKEN: inputPath<NewUserInput>('mobile'),
  USER_NOT_LEARNER: null,
  USER_NOT_HELD: null,
  USER_HELD: null,
  USER_ROLE_ABOVE_YOURS: inputPath<NewUserInput>('roleId'),
  VALIDATION_FAILED: null,
} as const satisfies FieldMap<UsersReason>;

/** `001 §7` Admin email: the learner's new address (`email`), or the learner named (`partyId`). */
export const EMAIL_FIELDS = {
  NOT_FOUND: inputPath<LearnerEmailInput>('partyId'),
  USER_SELF_CHANGE: null,
  USER_SUSPENDED: null,
  USER_EMAIL_TAKEN: inputPath<LearnerEmailInput>('email'),
  USER_MOBILE_TAKEN: null,
  USER_NOT_LEARNER: inputPath<LearnerEmailInput>('partyId'),
  USER_NOT_HELD: null,
  USER_HELD: null,
  USER_ROLE_ABOVE_YOURS: inputPath<LearnerEmailInput>('partyId'),
  VALIDATION_FAILED: inputPath<LearnerEmailInput>('email'),
} as const satisfies FieldMap<UsersReason>;

/** Editing a profile: the account named, or its mobile. */
export const PROFILE_FIELDS = {
  NOT_FOUND: inputPath<UserProfileInput>('userId'),
  USER_SELF_CHANGE: null,
  USER_SUSPENDED: null,
  USER_EMAIL_TAKEN: null,
  USER_MOBILE_TAKEN: inputPath<UserProfileInput>('mobile'),
  USER_NOT_LEARNER: inputPath<UserProfileInput>('userId'),
  USER_NOT_HELD: null,
  USER_HELD: null,
  USER_ROLE_ABOVE_YOURS: inputPath<UserProfileInput>('userId'),
  VALIDATION_FAILED: null,
} as const satisfies FieldMap<UsersReason>;
