/**
 * Staff user management (issue 13 item 5, `001 §7` getFilteredUser, inactiveuser, role) and the staff
 * audit log. The spec shows none of these payloads; the fields are this system's, named as the spec
 * names a user elsewhere (emailID, mobileNo, partyId).
 */

import type { ProfileScore } from './uploads-staff';

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

/** One entry of the staff audit log: who changed what, when, and the record before and after. */
export interface StaffAuditRow {
  auditId: number;
  actorPartyId: number;
  actorRoleId: number;
  actorEmail: string | null;
  action: string;
  entityType: string;
  entityId: string;
  before: unknown;
  after: unknown;
  at: string;
}

/** What the audit log records an action as: `<entity>.<verb>`, the same words in every tier. */
export const StaffAction = {
  USER_INACTIVATE: 'user.inactivate',
  USER_REACTIVATE: 'user.reactivate',
  USER_UNLOCK: 'user.unlock',
  LOAN_STATUS: 'loan.status',
  USER_CREATE: 'user.create',
  USER_UPDATE: 'user.update',
  USER_PASSWORD: 'user.password',
  USER_APPROVE: 'user.approve',
  USER_REJECT: 'user.reject',
  JOB_CREATE: 'job.create',
  JOB_UPDATE: 'job.update',
  APPLICATION_MOVE: 'application.move',
  APPLICATION_REJECT: 'application.reject',
  APPLICATION_PLACEMENT: 'application.placement',
  MAINTENANCE_CHANGE: 'maintenance.change',
  UPLOAD_PAYMENT: 'upload.payment',
  UPLOAD_USERS: 'upload.users',
  UPLOAD_UNSUBSCRIBE_BOUNCED: 'upload.unsubscribe-bounced',
  UPLOAD_COURSE_STUDENTS: 'upload.course-students',
  COURSE_STUDENT_ENROL: 'course.student.enrol',
  UPLOAD_GDPI: 'upload.gdpi',
  UPLOAD_SPOC: 'upload.spoc',
  UPLOAD_JOBS: 'upload.jobs',
  UPLOAD_PROFILE_SCORES: 'upload.profile-scores',
  PRODUCT_CREATE: 'product.create',
  PRODUCT_UPDATE: 'product.update',
  PRODUCT_ACTIVATE: 'product.activate',
  PRODUCT_DEACTIVATE: 'product.deactivate',
  MODULE_CREATE: 'module.create',
  MODULE_UPDATE: 'module.update',
  MODULE_ACTIVATE: 'module.activate',
  MODULE_DEACTIVATE: 'module.deactivate',
  PRODUCT_CATEGORIES: 'product.categories',
  PRODUCT_LOOKING_FOR: 'product.looking-for',
  LEARNING_PATH_CREATE: 'learning-path.create',
  LEARNING_PATH_UPDATE: 'learning-path.update',
  LEARNING_PATH_ACTIVATE: 'learning-path.activate',
  LEARNING_PATH_DEACTIVATE: 'learning-path.deactivate',
  VIDEO_UPLOAD: 'video.upload',
  PRODUCT_VALIDITY: 'product.validity',
  PRODUCT_PREREQUISITES: 'product.prerequisites',
  MESSAGE_DRAFT: 'message.draft',
  MESSAGE_SEND: 'message.send',
  EVENT_CREATE: 'event.create',
  EVENT_UPDATE: 'event.update',
  EVENT_REMIND: 'event.remind',
  COLLEGE_CONTACT: 'college.contact',
  SPOC_ASSIGN: 'spoc.assign',
  DISCOUNT_CREATE: 'discount.create',
  DISCOUNT_UPDATE: 'discount.update',
  CORPORATE_CREATE: 'corporate.create',
  CORPORATE_UPDATE: 'corporate.update',
  CORPORATE_ENQUIRY_UPDATE: 'corporate-enquiry.update',
  COLLEGE_CREATE: 'college.create',
  COLLEGE_UPDATE: 'college.update',
  COLLEGE_MEMBER_ADD: 'college.member-add',
  COLLEGE_MEMBER_REMOVE: 'college.member-remove',
} as const;
export type StaffAction = (typeof StaffAction)[keyof typeof StaffAction];

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
