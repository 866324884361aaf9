import { defineFeatureContract, type RestPathTable } from './feature-contract';

/**
 * The staff audit log (issue 13 item 5): every staff change writes one entry in the change's
 * transaction, whatever feature makes it; admin read them at /audit-log.
 */

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
  CHAT_SWITCH: 'chat.switch',
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
  LESSON_CREATE: 'lesson.create',
  LESSON_UPDATE: 'lesson.update',
  LESSON_MOVE: 'lesson.move',
  LESSON_REMOVE: 'lesson.remove',
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
  USER_EMAIL: 'user.email',
  PROFILE_UPDATE: 'profile.update',
  RESUME_UPDATE: 'resume.update',
  INSTITUTE_SAVE: 'institute.save',
  LEAD_SAVE: 'lead.save',
} as const;
export type StaffAction = (typeof StaffAction)[keyof typeof StaffAction];

export const auditContract = defineFeatureContract({
  feature: 'audit',
  clientPaths: {
    /** Not in the spec: the staff audit log (issue 13 item 5), admin only. */
    AUDIT_LOG: '/audit-log',
  },
});

export const auditRestPaths = {
  feature: 'audit',
  restPaths: {
    /** Not in the spec: the staff audit log (issue 13 item 5), admin only. */
    STAFF_AUDIT: '/finx-fc-admin/api/v1/admin/audit',
  },
} as const satisfies RestPathTable;
