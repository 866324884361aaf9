/**
 * Staff user management (issue 13 item 5, `001 §7` getFilteredUser, inactiveuser, role); the audit log
 * its changes are written to is the audit feature's. The spec shows none of these payloads; the fields are this system's, named as the spec
 * names a user elsewhere (emailID, mobileNo, partyId).
 */

import { defineFeatureContract, reasonsOf, type RestPathTable, withParam } from './feature-contract';
import { sharedContract } from './shared';
import type { ProfileScore } from './uploads';

/** How a user stands, as the list filters it. HELD is a college or ops sign-up not yet approved. */
export const UserStanding = {
  ACTIVE: 'ACTIVE',
  INACTIVE: 'INACTIVE',
  LOCKED: 'LOCKED',
  SUSPENDED: 'SUSPENDED',
  HELD: 'HELD',
} as const;
export type UserStanding = (typeof UserStanding)[keyof typeof UserStanding];

/** The columns the user list sorts by. */
export const UserSortField = {
  NAME: 'name',
  EMAIL: 'email',
  CREATED: 'created',
} as const;
export type UserSortField = (typeof UserSortField)[keyof typeof UserSortField];

export const USER_LIST_MAX_PAGE_SIZE = 100;

/** One row of getFilteredUser. */
export interface StaffUserRow {
  userId: number;
  partyId: number;
  firstName: string;
  lastName: string;
  emailID: string;
  mobileNo: string | null;
  roleId: number;
  roleName: string;
  status: UserStanding;
  /** ISO date-time; the lock ends by itself then (SM-12), null when not locked. */
  lockedUntil: string | null;
  createdDate: string;
  /** The learner's latest uploaded profile score (upload/profileScore); null when none. */
  profileScore: ProfileScore | null;
}

/** inactiveuser's body: `active` false inactivates (and ends live sessions), true reactivates. */
export interface UserActiveRequest {
  userId: number;
  active: boolean;
}

/** approveuser's body: approve (ACTIVE) or reject (INACTIVE) a held sign-up. */
export interface UserApprovalRequest {
  userId: number;
  approve: boolean;
}

/** One role of /finx-thor-rolemanagement/api/v1/role. */
export interface RoleRow {
  roleId: number;
  roleName: string;
  userCount: number;
}

/** `001 §7` User management social: the ways an account signs in (this system's reading, rest-contract.md). */
export interface UserSocialLinks {
  userId: number;
  google: boolean;
  facebook: boolean;
  /** False for an account that only ever signed in with Google or Facebook. */
  password: boolean;
}

/**
 * `001 §7` Lookups codeValue and codeValue/byName (by codeTypeName, e.g. status, active_status): the staff
 * lists' filter values. The spec names two types; the others are the values the forms already use.
 */
export const CODE_TYPE_NAMES = ['status', 'active_status', 'gender', 'entry_mode'] as const;
export type CodeTypeName = (typeof CODE_TYPE_NAMES)[number];

/** One value of codeValue: its type, the value sent, and its words. */
export interface CodeValueRow {
  codeTypeName: CodeTypeName;
  codeValue: string;
  codeDescription: string;
}

export const CODE_VALUES: Readonly<Record<CodeTypeName, readonly (readonly [string, string])[]>> = {
  status: [
    [UserStanding.ACTIVE, 'Active'],
    [UserStanding.INACTIVE, 'Inactive'],
    [UserStanding.LOCKED, 'Locked'],
    [UserStanding.SUSPENDED, 'Suspended'],
    [UserStanding.HELD, 'Waiting for approval'],
  ],
  active_status: [
    ['Y', 'Active'],
    ['N', 'Inactive'],
  ],
  gender: [
    ['MALE', 'Male'],
    ['FEMALE', 'Female'],
    ['OTHER', 'Other'],
  ],
  // `000 §9`.
  entry_mode: [
    ['1', 'Core system'],
    ['2', 'Bulk upload'],
    ['3', 'Website'],
    ['4', 'Web registration'],
  ],
};

/** adduser's body; the password is the first one, changed by its owner at first sign-in. */
export interface AddUserRequest {
  firstName: string;
  lastName: string;
  emailID: string;
  mobileNo: string;
  roleId: number;
  password: string;
}

/** updateuser's body: `userId` absent means the caller's own profile. */
export interface UpdateUserRequest {
  userId?: number;
  firstName: string;
  lastName: string;
  mobileNo: string;
}

const reasons = reasonsOf({
  USER_SELF_CHANGE: 'You cannot inactivate or reactivate your own account. Please ask another administrator.',
  USER_SUSPENDED: 'This account is suspended. A suspension is lifted by compliance, not from the user list.',
  // The bulk user upload refuses a row with either too.
  USER_EMAIL_TAKEN: 'Another account already uses this E-Mail Id.',
  USER_MOBILE_TAKEN: 'Another account already uses this mobile number.',
  USER_NOT_LEARNER:
    "Only a learner's profile can be edited here. Staff edit their own profile from My Profile.",
  USER_NOT_HELD: 'This account is not a sign-up waiting for approval.',
  USER_HELD: 'This sign-up is waiting for approval. Please approve or reject it.',
  // Issue 30: admin > SYSOPSADMIN > ops > everyone else (`mayActOnRole`); equals may act on each other.
  USER_ROLE_ABOVE_YOURS:
    'This account has a higher role than yours, so you cannot change it or create one like it. Please ask an administrator.',
});
const C = { ...sharedContract.reasons.codes, ...reasons.codes };

/** Staff user management (issue 13 item 5): inactivate, reactivate, unlock. */
export const UsersReasons = [
  C.NOT_FOUND,
  C.USER_SELF_CHANGE,
  C.USER_SUSPENDED,
  C.USER_EMAIL_TAKEN,
  C.USER_MOBILE_TAKEN,
  C.USER_NOT_LEARNER,
  C.USER_NOT_HELD,
  C.USER_HELD,
  C.USER_ROLE_ABOVE_YOURS,
  C.VALIDATION_FAILED,
] as const;
export type UsersReason = (typeof UsersReasons)[number];

const clientPaths = {
  USER_LIST: '/user-list',
  ROLES: '/roles',
  NEW_ADMIN: '/new-admin',
  ADMIN_PROFILE: '/admin-profile',
  /** `001 §2`'s admin user profile: the admin's own profile (/admin-profile) holds it. */
  ADMIN_USER_PROFILE: '/admin-user-profile',
  ADMIN_PROFILE_EDIT: '/admin-profile-edit',
  ADMIN_EDIT_USER_PROFILE: '/admin-edit-user-profile/:partyId',
} as const;

export const usersContract = defineFeatureContract({
  feature: 'users',
  reasons,
  refusals: [UsersReasons],
  clientPaths,
  clientRoutes: {
    userList: (): string => clientPaths.USER_LIST,
    adminEditUserProfile: (partyId: number): string =>
      withParam(clientPaths.ADMIN_EDIT_USER_PROFILE, 'partyId', partyId),
  },
});

export const usersRestPaths = {
  feature: 'users',
  restPaths: {
    /** `001 §7` User management getFilteredUser: the staff's paged, filtered user list. */
    USERS_FILTERED: '/finx-thor-authentication/api/v1/user/getFilteredUser',
    /** `001 §7` Admin inactiveuser; `active` true reactivates (this system's reading, docs/decisions.md). */
    USER_INACTIVE: '/finx-fc-admin/api/v1/admin/inactiveuser',
    /** Not in the spec: staff approve or reject a held college or ops sign-up. */
    USER_APPROVE: '/finx-fc-admin/api/v1/admin/approveuser',
    /** `001 §7` Admin adduser (/new-admin), getuser and updateuser (profiles of /admin-profile and
     * /admin-edit-user-profile). */
    ADMIN_ADD_USER: '/finx-fc-admin/api/v1/admin/adduser',
    ADMIN_GET_USER: '/finx-fc-admin/api/v1/admin/getuser',
    ADMIN_UPDATE_USER: '/finx-fc-admin/api/v1/admin/updateuser',
    /** `001 §7` Roles: the role ids and names with how many users hold each. */
    ROLES: '/finx-thor-rolemanagement/api/v1/role',
    /** `001 §7` User management social: how an account signs in (own, or any for staff). */
    USER_SOCIAL: '/finx-thor-authentication/api/v1/user/social',
    /** `001 §7` Lookups codeValue (every type) and codeValue/byName (`?codeTypeName=`). */
    CODE_VALUE: '/finx-fc-admin/api/v1/codeValue',
    CODE_VALUE_BY_NAME: '/finx-fc-admin/api/v1/codeValue/byName',
    /** `001 §7` User management validate/email: may a staff-made account take this e-mail. */
    USER_VALIDATE_EMAIL: '/finx-thor-authentication/api/v1/user/validate/email',
    /** `001 §7` Admin email: staff change a learner's sign-in e-mail (this system's reading). */
    ADMIN_EMAIL: '/finx-fc-admin/api/v1/admin/email',
  },
} as const satisfies RestPathTable;
