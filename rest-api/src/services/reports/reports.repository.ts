import { type ReportFilter, ReportKind, type ReportRow, RoleId } from '@finx/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { assessmentAttempts } from '../../db/schema/assessment';
import { products } from '../../db/schema/catalogue';
import { enrolments } from '../../db/schema/checkout';
import { authSessions, roles, users } from '../../db/schema/identity';
import { indiaDate, indiaDateTime } from '../../formats/india-time';
import { TABLE_REPORTS } from './report-tables.repository';
import { countTableReport, tableReportKeys, tableReportPage } from './table-report.repository';
import {
  fullName,
  limitOf,
  offsetOf,
  ordering,
  type ReportSlice,
  window,
  within,
} from './report-query.repository';

const day = (value: Date | null): string | null => (value ? indiaDate(value) : null);
const moment = (value: Date | null): string | null => (value ? indiaDateTime(value) : null);

/**
 * The reports' reads (issue 14 item 4): each kind is a count and a page over the same filter. The export
 * reads page after page of these, so no report is ever held whole in memory.
 */
export class ReportsRepository {
  constructor(private readonly db: Database) {}

  /** A link holder's role now (null when the party is unknown), so a demoted holder's link opens nothing. */
  async roleOf(partyId: number): Promise<number | null> {
    const [row] = await this.db
      .select({ roleId: users.roleId })
      .from(users)
      .where(eq(users.partyId, partyId));
    return row?.roleId ?? null;
  }

  async count(kind: ReportKind, filter: ReportFilter): Promise<number> {
    const table = TABLE_REPORTS[kind];
    if (table) return countTableReport(this.db, table, filter);
    const [row] = await this.counted(kind, filter);
    return row?.n ?? 0;
  }

  page(kind: ReportKind, filter: ReportFilter, slice: ReportSlice): Promise<ReportRow[]> {
    const table = TABLE_REPORTS[kind];
    if (table) return tableReportPage(this.db, table, filter, slice);
    switch (kind) {
      case ReportKind.ENROLLMENT:
        return this.enrolments(filter, slice);
      case ReportKind.USER_ACTIVITY:
        return this.activity(filter, slice);
      case ReportKind.ASSESSMENT:
        return this.assessments(filter, slice);
      case ReportKind.UNASSIGNED_USERS:
        return this.unassigned(filter, slice);
      default:
        throw new Error(`report ${kind} has no reader`);
    }
  }

  private counted(kind: ReportKind, filter: ReportFilter): Promise<{ n: number }[]> {
    const n = { n: count() };
    switch (kind) {
      case ReportKind.ENROLLMENT:
        return this.db
          .select(n)
          .from(enrolments)
          .innerJoin(users, eq(users.partyId, enrolments.partyId))
          .innerJoin(products, eq(products.productId, enrolments.productId))
          .where(this.enrolmentWhere(filter));
      case ReportKind.USER_ACTIVITY:
        return this.db
          .select(n)
          .from(authSessions)
          .innerJoin(users, eq(users.userId, authSessions.userId))
          .where(this.activityWhere(filter));
      case ReportKind.ASSESSMENT:
        return this.db
          .select(n)
          .from(assessmentAttempts)
          .innerJoin(users, eq(users.partyId, assessmentAttempts.partyId))
          .innerJoin(products, eq(products.productId, assessmentAttempts.productId))
          .where(this.assessmentWhere(filter));
      case ReportKind.UNASSIGNED_USERS:
        return this.db.select(n).from(users).where(this.unassignedWhere(filter));
      default:
        throw new Error(`report ${kind} has no reader`);
    }
  }

  /**
   * Every row's unique key, in the report's order: what the export reads once (ids only, small), so that
   * each of its pages is a lookup by key rather than an OFFSET that sorts the whole report again.
   */
  async keys(kind: ReportKind, filter: ReportFilter): Promise<(number | string)[]> {
    const table = TABLE_REPORTS[kind];
    if (table) return tableReportKeys(this.db, table, filter);
    switch (kind) {
      case ReportKind.ENROLLMENT:
        return (
          await this.db
            .select({ key: enrolments.id })
            .from(enrolments)
            .innerJoin(users, eq(users.partyId, enrolments.partyId))
            .innerJoin(products, eq(products.productId, enrolments.productId))
            .where(this.enrolmentWhere(filter))
            .orderBy(...this.enrolmentOrder(filter))
        ).map((row) => row.key);
      case ReportKind.USER_ACTIVITY:
        return (
          await this.db
            .select({ key: authSessions.id })
            .from(authSessions)
            .innerJoin(users, eq(users.userId, authSessions.userId))
            .where(this.activityWhere(filter))
            .orderBy(...this.activityOrder(filter))
        ).map((row) => row.key);
      case ReportKind.ASSESSMENT:
        return (
          await this.db
            .select({ key: assessmentAttempts.attemptId })
            .from(assessmentAttempts)
            .innerJoin(users, eq(users.partyId, assessmentAttempts.partyId))
            .innerJoin(products, eq(products.productId, assessmentAttempts.productId))
            .where(this.assessmentWhere(filter))
            .orderBy(...this.assessmentOrder(filter))
        ).map((row) => row.key);
      case ReportKind.UNASSIGNED_USERS:
        return (
          await this.db
            .select({ key: users.userId })
            .from(users)
            .where(this.unassignedWhere(filter))
            .orderBy(...this.unassignedOrder(filter))
        ).map((row) => row.key);
      default:
        throw new Error(`report ${kind} has no reader`);
    }
  }

  private enrolmentOrder(filter: ReportFilter) {
    return ordering(
      filter,
      { enrolledOn: enrolments.enrolledAt, studentName: fullName, productName: products.name },
      enrolments.id,
    );
  }

  private activityOrder(filter: ReportFilter) {
    return ordering(
      filter,
      { signedInAt: authSessions.createdAt, userName: fullName, lastSeenAt: authSessions.lastSeenAt },
      authSessions.id,
    );
  }

  private assessmentOrder(filter: ReportFilter) {
    return ordering(
      filter,
      {
        startedAt: assessmentAttempts.startedAt,
        studentName: fullName,
        learningProgress: assessmentAttempts.score,
      },
      assessmentAttempts.attemptId,
    );
  }

  private unassignedOrder(filter: ReportFilter) {
    return ordering(filter, { registeredOn: users.createdAt, userName: fullName }, users.userId);
  }

  private enrolmentWhere(filter: ReportFilter) {
    return window(filter, enrolments.enrolledAt, [fullName, users.email, products.name]);
  }

  private async enrolments(filter: ReportFilter, slice: ReportSlice): Promise<ReportRow[]> {
    const rows = await this.db
      .select({
        enrolment: {
          id: enrolments.id,
          partyId: enrolments.partyId,
          source: enrolments.source,
          enrolledAt: enrolments.enrolledAt,
          validUntil: enrolments.validUntil,
          score: enrolments.score,
        },
        name: fullName,
        email: users.email,
        product: products.name,
      })
      .from(enrolments)
      .innerJoin(users, eq(users.partyId, enrolments.partyId))
      .innerJoin(products, eq(products.productId, enrolments.productId))
      .where(and(this.enrolmentWhere(filter), within(enrolments.id, slice)))
      .orderBy(...this.enrolmentOrder(filter))
      .limit(limitOf(slice))
      .offset(offsetOf(slice));
    return rows.map(({ enrolment, name, email, product }) => ({
      enrolmentId: enrolment.id,
      studentPartyId: enrolment.partyId,
      studentName: name,
      emailId: email,
      productName: product,
      source: enrolment.source,
      enrolledOn: day(enrolment.enrolledAt),
      validUntil: day(enrolment.validUntil),
      score: enrolment.score,
    }));
  }

  private activityWhere(filter: ReportFilter) {
    return window(filter, authSessions.createdAt, [fullName, users.email]);
  }

  private async activity(filter: ReportFilter, slice: ReportSlice): Promise<ReportRow[]> {
    const rows = await this.db
      .select({
        session: {
          createdAt: authSessions.createdAt,
          lastSeenAt: authSessions.lastSeenAt,
          endedAt: authSessions.endedAt,
        },
        partyId: users.partyId,
        name: fullName,
        email: users.email,
        role: roles.roleName,
      })
      .from(authSessions)
      .innerJoin(users, eq(users.userId, authSessions.userId))
      .innerJoin(roles, eq(roles.roleId, users.roleId))
      .where(and(this.activityWhere(filter), within(authSessions.id, slice)))
      .orderBy(...this.activityOrder(filter))
      .limit(limitOf(slice))
      .offset(offsetOf(slice));
    return rows.map(({ session, partyId, name, email, role }) => ({
      partyId,
      userName: name,
      emailId: email,
      roleName: role,
      signedInAt: moment(session.createdAt),
      lastSeenAt: moment(session.lastSeenAt),
      endedAt: moment(session.endedAt),
    }));
  }

  private assessmentWhere(filter: ReportFilter) {
    return window(filter, assessmentAttempts.startedAt, [fullName, users.email, products.name]);
  }

  private async assessments(filter: ReportFilter, slice: ReportSlice): Promise<ReportRow[]> {
    const rows = await this.db
      .select({
        attempt: {
          attemptId: assessmentAttempts.attemptId,
          score: assessmentAttempts.score,
          startedAt: assessmentAttempts.startedAt,
          submittedAt: assessmentAttempts.submittedAt,
        },
        name: fullName,
        email: users.email,
        product: products.name,
      })
      .from(assessmentAttempts)
      .innerJoin(users, eq(users.partyId, assessmentAttempts.partyId))
      .innerJoin(products, eq(products.productId, assessmentAttempts.productId))
      .where(and(this.assessmentWhere(filter), within(assessmentAttempts.attemptId, slice)))
      .orderBy(...this.assessmentOrder(filter))
      .limit(limitOf(slice))
      .offset(offsetOf(slice));
    return rows.map(({ attempt, name, email, product }) => ({
      studentReportId: attempt.attemptId,
      emailId: email,
      studentName: name,
      learningName: product,
      learningProgress: attempt.score,
      // `001 §5`: a score not yet given means In-Complete.
      learningStatus: attempt.score === null ? 'In-Complete' : 'Completed',
      startedAt: moment(attempt.startedAt),
      learningCompletionDate: moment(attempt.submittedAt),
    }));
  }

  private unassignedWhere(filter: ReportFilter) {
    const enrolled = this.db
      .select({ partyId: enrolments.partyId })
      .from(enrolments)
      .where(eq(enrolments.partyId, users.partyId));
    return and(
      eq(users.roleId, RoleId.LEARNER),
      sql`not exists ${enrolled}`,
      window(filter, users.createdAt, [fullName, users.email, users.mobile]),
    );
  }

  private async unassigned(filter: ReportFilter, slice: ReportSlice): Promise<ReportRow[]> {
    const rows = await this.db
      .select({
        // Only the columns shown: a whole users row is twenty-odd columns to decode per row of the export.
        user: {
          partyId: users.partyId,
          email: users.email,
          mobile: users.mobile,
          createdAt: users.createdAt,
        },
        name: fullName,
      })
      .from(users)
      .where(and(this.unassignedWhere(filter), within(users.userId, slice)))
      .orderBy(...this.unassignedOrder(filter))
      .limit(limitOf(slice))
      .offset(offsetOf(slice));
    return rows.map(({ user, name }) => ({
      partyId: user.partyId,
      userName: name,
      emailId: user.email,
      mobileNo: user.mobile,
      registeredOn: day(user.createdAt),
    }));
  }
}
