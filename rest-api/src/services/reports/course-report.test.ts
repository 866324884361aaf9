import { type CourseReportRow, ReasonCode, RestPath } from '@finx/domain';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolments } from '../../db/schema/checkout';
import { courseLessons, courseModules, lessonProgress } from '../../db/schema/learning';
import { DEMO_ACCOUNTS } from '../../db/seed';
import type { RestTestClient } from '../../testing/rest-test-client';
import { createTestRestApi, type TestRestApi } from '../../testing/test-rest-api';
import { loadLearner } from '../checkout/checkout.fixture';

let api: TestRestApi;
let admin: RestTestClient;
const learner = loadLearner(36);

beforeAll(async () => {
  api = await createTestRestApi();
  admin = await api.signedIn(DEMO_ACCOUNTS.admin.email);
}, 60_000);
afterAll(() => api?.close());

describe('studentreport/course', () => {
  it("lists a course's learners with the share of its lessons each has done", async () => {
    const lessons = await api.db
      .select({ productId: courseModules.productId, lessonId: courseLessons.lessonId })
      .from(courseLessons)
      .innerJoin(courseModules, eq(courseModules.moduleId, courseLessons.moduleId));
    const byProduct = new Map<number, typeof lessons>();
    for (const row of lessons) byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), row]);
    const [productId, ofCourse] = [...byProduct].find(([, rows]) => rows.length >= 2)!;
    await api.db
      .insert(enrolments)
      .values({ partyId: learner.partyId, productId, source: 'STAFF' })
      .onConflictDoNothing();
    await api.db
      .insert(lessonProgress)
      .values({ partyId: learner.partyId, lessonId: ofCourse[0]!.lessonId })
      .onConflictDoNothing();
    const read = (query: Record<string, string | number>) =>
      admin.get<never, CourseReportRow>(RestPath.STUDENT_REPORT_COURSE, {
        query: { productID: productId, ...query },
      });
    const mine = await read({ search: learner.email });
    expect(mine.body.responseListObject).toEqual([
      expect.objectContaining({
        studentPartyID: learner.partyId,
        emailId: learner.email,
        source: 'STAFF',
        lessonsDone: 1,
        lessonsTotal: ofCourse.length,
        progress: Math.round(100 / ofCourse.length),
      }),
    ]);
    const [held] = await api.db
      .select({ total: count() })
      .from(enrolments)
      .where(and(eq(enrolments.productId, productId)));
    const all = await read({ limit: 50 });
    expect(all.body.totalRecords).toBe(held!.total);
    expect((await read({ productID: 999_999 })).body.reasonCode).toBe(ReasonCode.NOT_FOUND);
    expect((await read({ limit: 500 })).status).toBe(400);
    const student = await api.signedIn(learner.email);
    const refused = await student.get(RestPath.STUDENT_REPORT_COURSE, { query: { productID: productId } });
    expect(refused.status).toBe(403);
  });
});
