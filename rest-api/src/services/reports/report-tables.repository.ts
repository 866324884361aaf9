import { ProductId, ReportKind, RoleId } from '@finx/domain';
import { eq, isNotNull, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { assessmentAttempts } from '../../db/schema/assessment';
import { products } from '../../db/schema/catalogue';
import { enrolments, orderItems, orders } from '../../db/schema/checkout';
import { users } from '../../db/schema/identity';
import { jobApplications, jobs } from '../../db/schema/jobs';
import { courseLessons, courseModules, lessonProgress } from '../../db/schema/learning';
import { leadRegisters } from '../../db/schema/registration';
import { fullName } from './report-query.repository';
import type { TableReport } from './table-report.repository';

const contact = { partyId: users.partyId, userName: fullName, emailId: users.email, mobileNo: users.mobile };
const contactSearch = [fullName, users.email, users.mobile];

// `001 §3` student enrolment row: entry mode 1 core system, 2 Bulk Upload, 3 website, else Self Registration.
const entryMode = sql<string>`case ${users.entryMode} when 1 then 'Core System' when 2 then 'Bulk Upload' when 3 then 'Website' else 'Self Registration' end`;

// The CFX programme's lessons, and those one learner (the enrolment's) has done.
const cfxLessons = sql`${courseLessons} inner join ${courseModules} on ${courseModules.moduleId} = ${courseLessons.moduleId} where ${courseModules.productId} = ${ProductId.CFX}`;
const cfxTotal = sql<number>`(select count(*) from ${cfxLessons})`.mapWith(Number);
const cfxDone = sql<number>`(select count(*) from ${lessonProgress} where ${lessonProgress.partyId} = ${enrolments.partyId} and ${lessonProgress.lessonId} in (select ${courseLessons.lessonId} from ${cfxLessons}))`;
const cfxProgress = sql<number>`(select case when count(*) = 0 then 0 else round(100.0 * ${cfxDone} / count(*)) end from ${cfxLessons})`;
// The FEAT score the assessment copied to the learner's FEAT enrolment (an alias: the outer row is CFX's).
const featScore = sql<
  number | null
>`(select max(feat.score) from ${enrolments} as feat where feat.party_id = ${enrolments.partyId} and feat.product_id = ${ProductId.FEAT})`;
const lastLesson = sql<Date | null>`(select max(${lessonProgress.completedAt}) from ${lessonProgress} where ${lessonProgress.partyId} = ${enrolments.partyId} and ${lessonProgress.lessonId} in (select ${courseLessons.lessonId} from ${cfxLessons}))`;

const orderProducts = sql<string>`(select string_agg(${products.name}, ', ' order by ${products.name}) from ${orderItems} inner join ${products} on ${products.productId} = ${orderItems.productId} where ${orderItems.orderId} = ${orders.orderId})`;
const orderRupees = sql<number>`${orders.totalOrderPaise} / 100.0`.mapWith(Number);
const attemptStatus = sql<string>`case when ${assessmentAttempts.score} is null then 'In-Complete' else 'Completed' end`;

const userRows = (db: Database, fields: SelectedFields) => db.select(fields).from(users).$dynamic();

/**
 * The reports that are one select each (issue 14 item 4): the CFX progress report and the CRM data dumps
 * 1 to 6 (their choice is recorded in docs/decisions.md).
 */
export const TABLE_REPORTS: Partial<Record<ReportKind, TableReport>> = {
  [ReportKind.CFX_PROGRESS]: {
    from: (db, fields) =>
      db.select(fields).from(enrolments).innerJoin(users, eq(users.partyId, enrolments.partyId)).$dynamic(),
    where: eq(enrolments.productId, ProductId.CFX),
    key: enrolments.id,
    dated: enrolments.enrolledAt,
    searched: contactSearch,
    fields: {
      studentPartyId: enrolments.partyId,
      studentName: fullName,
      emailId: users.email,
      mobileNo: users.mobile,
      featScore,
      lessonsDone: sql<number>`${cfxDone}`.mapWith(Number),
      lessonsTotal: cfxTotal,
      progress: sql<number>`${cfxProgress}`.mapWith(Number),
      enrolledOn: enrolments.enrolledAt,
      lastLessonAt: lastLesson.mapWith(lessonProgress.completedAt),
    },
    sorts: { enrolledOn: enrolments.enrolledAt, studentName: fullName, progress: cfxProgress, featScore },
    days: ['enrolledOn'],
  },
  [ReportKind.CRM_SIGN_UPS]: {
    from: (db, fields) =>
      userRows(db, fields).leftJoin(leadRegisters, eq(leadRegisters.userId, users.userId)),
    where: eq(users.roleId, RoleId.LEARNER),
    key: users.userId,
    dated: users.createdAt,
    searched: contactSearch,
    fields: {
      ...contact,
      entryMode,
      leadSource: leadRegisters.source,
      leadMedium: leadRegisters.medium,
      leadCampaign: leadRegisters.camp,
      messagingConsent: users.messagingConsent,
      registeredAt: users.createdAt,
    },
    sorts: { registeredAt: users.createdAt, userName: fullName },
  },
  [ReportKind.CRM_ORDERS]: {
    from: (db, fields) =>
      db.select(fields).from(orders).innerJoin(users, eq(users.partyId, orders.partyId)).$dynamic(),
    key: orders.orderId,
    dated: orders.placedAt,
    searched: [...contactSearch, orders.couponCode],
    fields: {
      orderId: orders.orderId,
      ...contact,
      products: orderProducts,
      amountRupees: orderRupees,
      couponCode: orders.couponCode,
      paymentStatus: orders.paymentStatus,
      placedAt: orders.placedAt,
      paidAt: orders.paidAt,
    },
    sorts: { placedAt: orders.placedAt, userName: fullName, amountRupees: orders.totalOrderPaise },
  },
  [ReportKind.CRM_ENROLMENTS]: {
    from: (db, fields) =>
      db
        .select(fields)
        .from(enrolments)
        .innerJoin(users, eq(users.partyId, enrolments.partyId))
        .innerJoin(products, eq(products.productId, enrolments.productId))
        .$dynamic(),
    key: enrolments.id,
    dated: enrolments.enrolledAt,
    searched: [...contactSearch, products.name],
    fields: {
      ...contact,
      productName: products.name,
      source: enrolments.source,
      enrolledAt: enrolments.enrolledAt,
      validUntil: enrolments.validUntil,
      completedAt: enrolments.completedAt,
    },
    sorts: { enrolledAt: enrolments.enrolledAt, userName: fullName, productName: products.name },
  },
  [ReportKind.CRM_APPLICATIONS]: {
    from: (db, fields) =>
      db
        .select(fields)
        .from(jobApplications)
        .innerJoin(users, eq(users.partyId, jobApplications.partyId))
        .innerJoin(jobs, eq(jobs.jobId, jobApplications.jobId))
        .$dynamic(),
    key: jobApplications.applicationId,
    dated: jobApplications.appliedAt,
    searched: [...contactSearch, jobs.title],
    fields: {
      ...contact,
      jobTitle: jobs.title,
      status: jobApplications.status,
      appliedAt: jobApplications.appliedAt,
      updatedAt: jobApplications.updatedAt,
    },
    sorts: { appliedAt: jobApplications.appliedAt, userName: fullName, jobTitle: jobs.title },
  },
  [ReportKind.CRM_ASSESSMENTS]: {
    from: (db, fields) =>
      db
        .select(fields)
        .from(assessmentAttempts)
        .innerJoin(users, eq(users.partyId, assessmentAttempts.partyId))
        .innerJoin(products, eq(products.productId, assessmentAttempts.productId))
        .$dynamic(),
    key: assessmentAttempts.attemptId,
    dated: assessmentAttempts.startedAt,
    searched: [...contactSearch, products.name],
    fields: {
      ...contact,
      assessmentName: products.name,
      score: assessmentAttempts.score,
      status: attemptStatus,
      startedAt: assessmentAttempts.startedAt,
      submittedAt: assessmentAttempts.submittedAt,
    },
    sorts: { startedAt: assessmentAttempts.startedAt, userName: fullName, score: assessmentAttempts.score },
  },
  [ReportKind.CRM_UNSUBSCRIBES]: {
    from: (db, fields) => userRows(db, fields),
    where: isNotNull(users.unsubscribedAt),
    key: users.userId,
    dated: users.unsubscribedAt,
    searched: contactSearch,
    fields: { ...contact, reason: users.unsubscribeReason, unsubscribedAt: users.unsubscribedAt },
    sorts: { unsubscribedAt: users.unsubscribedAt, userName: fullName },
  },
};
