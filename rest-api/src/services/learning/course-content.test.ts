import {
  type CourseContent,
  type LessonProgress,
  type ProgressOverviewRow,
  type ProviderCredentials,
  ReasonCode,
  RestPath,
} from '@finx/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolments } from '../../db/schema/checkout';
import { studentProviderCredentials } from './learning.schema';
import { DEMO_ACCOUNTS, DEMO_PROVIDER, DEMO_PURCHASES } from '../../db/seed';
import { createTestRestApi, type TestRestApi } from '../../testing/test-rest-api';
import { CheckoutFixture } from '../checkout/checkout.fixture';

let api: TestRestApi;
let kit: CheckoutFixture;

beforeAll(async () => {
  api = await createTestRestApi();
  kit = new CheckoutFixture(api);
}, 60_000);
afterAll(() => api?.close());

const priya = DEMO_ACCOUNTS.learner;
const arjun = DEMO_ACCOUNTS.secondLearner;
const course = DEMO_PURCHASES.learnerPaid.productId;

describe('getModuleAgainstCourse, lessonComplete and getProgressOverviewDetails', () => {
  it('opens the learner’s course, records a lesson once, and the overview shows the progress', async () => {
    const client = await kit.signedIn(priya.email);
    const opened = await client.get<CourseContent>(RestPath.COURSE_MODULES, {
      query: { partyID: priya.partyId, productID: course },
    });
    const content = opened.body.responseObject;
    expect(content).toMatchObject({ productID: course, completedLessons: 0, percent: 0 });
    expect(content?.modules.map((module) => module.title)).toEqual([
      'Getting started',
      'Core concepts',
      'Wrap-up',
    ]);
    expect(content?.totalLessons).toBe(5);
    const lesson = content!.modules[0]!.lessons[0]!;
    expect(lesson.kind).toBe('video');
    expect(lesson.url).toMatch(/^\/documents\/sample-lesson\.webm\?p=1001&e=\d+&s=/);

    const body = { partyID: priya.partyId, lessonID: lesson.lessonID };
    const first = await client.post<LessonProgress>(RestPath.LESSON_COMPLETE, body);
    expect(first.body.responseObject).toEqual({
      productID: course,
      totalLessons: 5,
      completedLessons: 1,
      percent: 20,
    });
    const again = await client.post<LessonProgress>(RestPath.LESSON_COMPLETE, body);
    expect(again.body.responseObject?.completedLessons).toBe(1);

    const reopened = await client.get<CourseContent>(RestPath.COURSE_MODULES, {
      query: { partyID: priya.partyId, productID: course },
    });
    expect(reopened.body.responseObject?.modules[0]?.lessons[0]?.completed).toBe(true);

    const overview = await client.get<never, ProgressOverviewRow>(RestPath.PROGRESS_OVERVIEW, {
      query: { partyID: priya.partyId, page: 1, limit: 10 },
    });
    expect(overview.body.totalRecords).toBe(1);
    expect(overview.body.responseListObject?.[0]).toMatchObject({
      productID: course,
      completedLessons: 1,
      percent: 20,
      expired: false,
    });
  });

  it('serves the video only through a link it signed', async () => {
    const client = await kit.signedIn(priya.email);
    const opened = await client.get<CourseContent>(RestPath.COURSE_MODULES, {
      query: { partyID: priya.partyId, productID: course },
    });
    const link = opened.body.responseObject!.modules[0]!.lessons[0]!.url;
    const restUrl = link.replace('/documents', RestPath.DOCUMENT);
    const video = await api.app.inject({ method: 'GET', url: restUrl });
    expect(video.statusCode).toBe(200);
    expect(video.headers['content-type']).toBe('video/webm');
    expect(video.rawPayload.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    const forged = await api.app.inject({ method: 'GET', url: restUrl.replace('p=1001', 'p=1005') });
    expect(forged.statusCode).toBe(403);
    const bare = await api.app.inject({ method: 'GET', url: `${RestPath.DOCUMENT}/sample-lesson.webm` });
    expect(bare.statusCode).toBe(403);
  });

  it('refuses a product the learner does not hold, an expired one, and another learner’s', async () => {
    const client = await kit.signedIn(priya.email);
    const notHeld = await client.get(RestPath.COURSE_MODULES, {
      query: { partyID: priya.partyId, productID: DEMO_PURCHASES.learnerPending.productId },
    });
    expect(notHeld.status).toBe(200);
    expect(notHeld.body).toMatchObject({ status: 'fail', reasonCode: ReasonCode.NOT_ENROLLED });
    const unknown = await client.get(RestPath.COURSE_MODULES, {
      query: { partyID: priya.partyId, productID: 999_999 },
    });
    expect(unknown.body.reasonCode).toBe(ReasonCode.NOT_FOUND);
    const theirs = await client.get(RestPath.COURSE_MODULES, {
      query: { partyID: arjun.partyId, productID: DEMO_PURCHASES.secondLearnerFeat.productId },
    });
    expect(theirs.status).toBe(403);
    const othersProgress = await client.post(RestPath.LESSON_COMPLETE, {
      partyID: arjun.partyId,
      lessonID: course * 100 + 11,
    });
    expect(othersProgress.status).toBe(403);
    const foreignLesson = await client.post(RestPath.LESSON_COMPLETE, {
      partyID: priya.partyId,
      lessonID: DEMO_PURCHASES.learnerPending.productId * 100 + 11,
    });
    expect(foreignLesson.body.reasonCode).toBe(ReasonCode.NOT_ENROLLED);

    await api.db
      .update(enrolments)
      .set({ validUntil: new Date(Date.now() - 1000) })
      .where(and(eq(enrolments.partyId, priya.partyId), eq(enrolments.productId, course)));
    const expired = await client.get(RestPath.COURSE_MODULES, {
      query: { partyID: priya.partyId, productID: course },
    });
    expect(expired.body).toMatchObject({ status: 'fail', reasonCode: ReasonCode.ACCESS_EXPIRED });
    const lateLesson = await client.post(RestPath.LESSON_COMPLETE, {
      partyID: priya.partyId,
      lessonID: course * 100 + 12,
    });
    expect(lateLesson.body.reasonCode).toBe(ReasonCode.ACCESS_EXPIRED);
    const overview = await client.get<never, ProgressOverviewRow>(RestPath.PROGRESS_OVERVIEW, {
      query: { partyID: priya.partyId },
    });
    expect(overview.body.responseListObject?.[0]?.expired).toBe(true);
  });

  it('records the product completed once every lesson is', async () => {
    const client = await kit.signedIn(arjun.email);
    const feat = DEMO_PURCHASES.secondLearnerFeat.productId;
    const opened = await client.get<CourseContent>(RestPath.COURSE_MODULES, {
      query: { partyID: arjun.partyId, productID: feat },
    });
    const lessons = opened.body.responseObject!.modules.flatMap((module) => module.lessons);
    let last: LessonProgress | null | undefined = null;
    for (const lesson of lessons) {
      last = (
        await client.post<LessonProgress>(RestPath.LESSON_COMPLETE, {
          partyID: arjun.partyId,
          lessonID: lesson.lessonID,
        })
      ).body.responseObject;
    }
    expect(last).toMatchObject({ completedLessons: lessons.length, percent: 100 });
  });

  it('answers an external provider instead of lessons, and the learner’s login there', async () => {
    const client = await kit.signedIn(arjun.email);
    const productID = DEMO_PROVIDER.productId;
    const query = { partyID: arjun.partyId, productID };
    expect((await client.get(RestPath.PROVIDER_CREDENTIALS, { query })).body.reasonCode).toBe(
      ReasonCode.NOT_ENROLLED,
    );
    await api.db.insert(enrolments).values({ partyId: arjun.partyId, productId: productID, source: 'SEED' });
    const opened = await client.get<CourseContent>(RestPath.COURSE_MODULES, { query });
    expect(opened.body.responseObject).toMatchObject({
      externalProvider: { providerName: DEMO_PROVIDER.providerName, launchUrl: DEMO_PROVIDER.launchUrl },
      modules: [],
      totalLessons: 0,
    });
    const pending = await client.get<ProviderCredentials>(RestPath.PROVIDER_CREDENTIALS, { query });
    expect(pending.body.responseObject?.loginID).toBeNull();
    await api.db
      .insert(studentProviderCredentials)
      .values({ partyId: arjun.partyId, productId: productID, loginId: 'arjun.fx1005' });
    const issued = await client.get<ProviderCredentials>(RestPath.PROVIDER_CREDENTIALS, { query });
    expect(issued.body.responseObject).toEqual({
      productID,
      providerName: DEMO_PROVIDER.providerName,
      launchUrl: DEMO_PROVIDER.launchUrl,
      loginID: 'arjun.fx1005',
    });
    const priyaClient = await kit.signedIn(priya.email);
    expect((await priyaClient.get(RestPath.PROVIDER_CREDENTIALS, { query })).status).toBe(403);
    // A product the built-in player teaches has no provider credentials.
    const builtIn = await client.get(RestPath.PROVIDER_CREDENTIALS, {
      query: { partyID: arjun.partyId, productID: DEMO_PURCHASES.secondLearnerFeat.productId },
    });
    expect(builtIn.body.reasonCode).toBe(ReasonCode.NOT_FOUND);
  });
});
