import { ProductId } from '@finx/domain';
import { DEMO_ACCOUNTS } from '@finx/rest-api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApplyForCourseDocument,
  CourseEnquiriesDocument,
  CourseReportDocument,
  CourseReportOptionsDocument,
  SessionReportDocument,
  VideoReportDocument,
} from '../../client/src/graphql/generated/graphql';
import { errorCodes } from '../src/harness/expect';
import { type Caller, loginAs } from '../src/harness/login';
import { startStack, type Stack } from '../src/harness/stack';

// Issue 30 item 3: the staff reports one REST call each serves (video/reportlist, studentreport/course,
// sessionReport, StudentEnquiry), through the real gateway and rest-api, each refused on the server to roles its call
// does not admit.

describe('gateway video, course and session reports (issue 30 item 3)', () => {
  let stack: Stack;
  let admin: Caller;
  let ops: Caller;
  let sysops: Caller;
  let learner: Caller;

  beforeAll(async () => {
    stack = await startStack({ restEnv: { LOGIN_LIMIT_PER_ADDRESS: '1000' } });
    admin = await loginAs(stack, DEMO_ACCOUNTS.admin.email, { browser: 'admin-call-reports' });
    ops = await loginAs(stack, DEMO_ACCOUNTS.ops.email, { browser: 'ops-call-reports' });
    sysops = await loginAs(stack, DEMO_ACCOUNTS.sysops.email, { browser: 'sysops-call-reports' });
    learner = await loginAs(stack, DEMO_ACCOUNTS.learner.email, { browser: 'learner-call-reports' });
    await stack.restDb.execute(
      sql`insert into enrolments (party_id, product_id, source) values (${DEMO_ACCOUNTS.learner.partyId}, ${ProductId.CFX}, 'STAFF') on conflict do nothing`,
    );
    // Starting the stack on the shared 2-core machine has taken over a minute under load.
  }, 300_000);
  afterAll(() => stack?.close());

  it('refuses each report to the roles its REST call does not admit, and the signed-out', async () => {
    const video = { page: 1, limit: 10 };
    const course = { productId: ProductId.CFX, page: 1, limit: 10 };
    const sessions = { page: 1, limit: 20 };
    for (const caller of [learner, sysops]) {
      expect(errorCodes(await caller.graphql(VideoReportDocument, video))).toEqual(['FORBIDDEN']);
      expect(errorCodes(await caller.graphql(SessionReportDocument, sessions))).toEqual(['FORBIDDEN']);
    }
    for (const caller of [learner, ops]) {
      expect(errorCodes(await caller.graphql(CourseReportDocument, course))).toEqual(['FORBIDDEN']);
    }
    expect(errorCodes(await stack.graphql(VideoReportDocument, video))).toEqual(['UNAUTHENTICATED']);
  });

  it('lists the videos with their learners, searched and paged (video/reportlist)', async () => {
    const all = (await ops.data(VideoReportDocument, { page: 1, limit: 50 })).videoReport;
    expect(all.totalRecords).toBeGreaterThan(0);
    const first = all.rows[0]!;
    expect(first.id).toBe(String(first.productId));
    expect(first.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const named = (await admin.data(VideoReportDocument, { search: first.productName, page: 1, limit: 10 }))
      .videoReport;
    expect(named.rows.map((row) => row.productId)).toContain(first.productId);
    const none = (await admin.data(VideoReportDocument, { search: 'no such video zz', page: 1, limit: 10 }))
      .videoReport;
    expect(none).toEqual({ rows: [], totalRecords: 0 });
  });

  it("lists one course's learners with their progress, for admin and SYSOPSADMIN (studentreport/course)", async () => {
    const options = (await sysops.data(CourseReportOptionsDocument, {})).staffProducts.rows;
    expect(options.map((row) => row.productId)).toContain(ProductId.CFX);
    for (const caller of [admin, sysops]) {
      const page = (
        await caller.data(CourseReportDocument, {
          productId: ProductId.CFX,
          search: DEMO_ACCOUNTS.learner.email,
          page: 1,
          limit: 10,
        })
      ).courseReport;
      expect(page.totalRecords).toBe(1);
      const row = page.rows[0]!;
      expect(row).toMatchObject({
        id: `${ProductId.CFX}:${DEMO_ACCOUNTS.learner.partyId}`,
        studentPartyId: DEMO_ACCOUNTS.learner.partyId,
        emailId: DEMO_ACCOUNTS.learner.email,
      });
      expect(row.progress).toBeGreaterThanOrEqual(0);
      expect(row.lessonsDone).toBeLessThanOrEqual(row.lessonsTotal);
    }
    expect(
      errorCodes(await admin.graphql(CourseReportDocument, { productId: 999_999, page: 1, limit: 10 })),
    ).toEqual(['NOT_FOUND']);
  });

  it("lists the sign-ins newest first, of one account or everyone's, by day (sessionReport)", async () => {
    const everyone = (await admin.data(SessionReportDocument, { page: 1, limit: 100 })).sessionReport;
    const emails = everyone.rows.map((row) => row.emailId);
    expect(emails).toEqual(expect.arrayContaining([DEMO_ACCOUNTS.ops.email, DEMO_ACCOUNTS.learner.email]));
    const times = everyone.rows.map((row) => row.loginAt);
    expect([...times].sort().reverse()).toEqual(times);
    const mine = (
      await ops.data(SessionReportDocument, { userId: DEMO_ACCOUNTS.learner.userId, page: 1, limit: 20 })
    ).sessionReport;
    expect(mine.totalRecords).toBeGreaterThan(0);
    expect(new Set(mine.rows.map((row) => row.userId))).toEqual(new Set([DEMO_ACCOUNTS.learner.userId]));
    expect(mine.rows.some((row) => row.live)).toBe(true);
    const future = (
      await ops.data(SessionReportDocument, { from: '2999-01-01', to: '2999-01-02', page: 1, limit: 20 })
    ).sessionReport;
    expect(future.totalRecords).toBe(0);
  });

  it("lists the learners' course enquiries to call back, for admin and ops only (StudentEnquiry)", async () => {
    const options = (await ops.data(CourseReportOptionsDocument, {})).staffProducts.rows;
    const course = options[0]!;
    expect(
      (await learner.data(ApplyForCourseDocument, { productId: course.productId })).applyForCourse.ok,
    ).toBe(true);
    for (const caller of [admin, ops]) {
      const page = (
        await caller.data(CourseEnquiriesDocument, {
          search: DEMO_ACCOUNTS.learner.email,
          productId: course.productId,
          page: 1,
          limit: 10,
        })
      ).courseEnquiries;
      expect(page.totalRecords).toBeGreaterThanOrEqual(1);
      expect(page.rows[0]).toMatchObject({
        email: DEMO_ACCOUNTS.learner.email,
        productId: course.productId,
        productName: course.productName,
      });
    }
    const other = options.find((row) => row.productId !== course.productId)!;
    const none = (
      await admin.data(CourseEnquiriesDocument, {
        search: DEMO_ACCOUNTS.learner.email,
        productId: other.productId,
        page: 1,
        limit: 10,
      })
    ).courseEnquiries;
    expect(none.totalRecords).toBe(0);
    for (const caller of [learner, sysops]) {
      expect(errorCodes(await caller.graphql(CourseEnquiriesDocument, { page: 1, limit: 10 }))).toEqual([
        'FORBIDDEN',
      ]);
    }
  });
});
