import { ReasonCode } from '@finx/domain';
import { DEMO_ACCOUNTS, DEMO_PROVIDER, DEMO_PURCHASES, LOAD_LEARNERS } from '@finx/rest-api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CompleteLessonDocument,
  CourseContentDocument,
  MyLearningDocument,
  ProgressOverviewDocument,
} from '../../client/src/graphql/generated/graphql';
import { errorCodes } from '../src/harness/expect';
import { loginAs, type Caller } from '../src/harness/login';
import { startStack, type Stack } from '../src/harness/stack';

const course = DEMO_PURCHASES.learnerPaid.productId;

describe('gateway learning: a held course opened, a lesson completed, progress shown', () => {
  let stack: Stack;
  let priya: Caller;
  let arjun: Caller;
  let stranger: Caller;

  beforeAll(async () => {
    stack = await startStack();
    priya = await loginAs(stack, DEMO_ACCOUNTS.learner.email, { browser: 'priya' });
    arjun = await loginAs(stack, DEMO_ACCOUNTS.secondLearner.email, { browser: 'arjun' });
    stranger = await loginAs(stack, LOAD_LEARNERS[6]!.email, { browser: 'stranger' });
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('shows the enrolled learner the modules, and completing a lesson moves the progress', async () => {
    const opened = (await priya.data(CourseContentDocument, { productId: String(course) })).courseContent;
    expect(opened.userErrors).toEqual([]);
    expect(opened.content?.modules.map((module) => module.lessons.length)).toEqual([2, 2, 1]);
    expect(opened.content?.progress).toMatchObject({ completedLessons: 0, totalLessons: 5, percent: 0 });
    const lesson = opened.content!.modules[0]!.lessons[0]!;

    // The video plays from the gateway's origin through the signed link, and only through it.
    const video = await fetch(new URL(lesson.url, stack.gatewayUrl));
    expect(video.status).toBe(200);
    expect(video.headers.get('content-type')).toBe('video/webm');
    expect((await video.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    const unsigned = await fetch(new URL(lesson.url.split('?')[0]!, stack.gatewayUrl));
    expect(unsigned.status).toBe(403);

    const done = (await priya.data(CompleteLessonDocument, { lessonId: String(lesson.lessonId) }))
      .completeLesson;
    expect(done.userErrors).toEqual([]);
    expect(done.content?.progress).toMatchObject({ completedLessons: 1, percent: 20 });
    expect(done.content?.modules[0]?.lessons[0]?.completed).toBe(true);
    const again = (await priya.data(CompleteLessonDocument, { lessonId: String(lesson.lessonId) }))
      .completeLesson;
    expect(again.content?.progress.completedLessons).toBe(1);

    const overview = (await priya.data(ProgressOverviewDocument, { page: 1, limit: 5 })).progressOverview;
    expect(overview.totalRecords).toBe(1);
    expect(overview.items[0]).toMatchObject({ productId: course, expired: false });
    expect(overview.items[0]?.progress).toMatchObject({ completedLessons: 1, percent: 20 });
    expect(overview.items[0]?.score).toBeNull();
    // A taken FEAT reads by its score, not by lessons never opened (issue 28 walk).
    const arjunsFeat = (await arjun.data(ProgressOverviewDocument, { page: 1, limit: 5 })).progressOverview
      .items;
    expect(
      arjunsFeat.find((row) => row.productId === DEMO_PURCHASES.secondLearnerFeat.productId)?.score,
    ).toBe(DEMO_PURCHASES.secondLearnerFeat.score);
  });

  it('refuses another learner, a learner without the product, and expired access, as userErrors', async () => {
    const notHeld = (await stranger.data(CourseContentDocument, { productId: String(course) })).courseContent;
    expect(notHeld.content).toBeNull();
    expect(notHeld.userErrors).toEqual([
      expect.objectContaining({ code: ReasonCode.NOT_ENROLLED, field: 'productId' }),
    ]);
    // Priya's lesson is not Arjun's to complete: he holds FEAT, not her course.
    const theirs = (await arjun.data(CompleteLessonDocument, { lessonId: String(course * 100 + 11) }))
      .completeLesson;
    expect(theirs.userErrors).toEqual([
      expect.objectContaining({ code: ReasonCode.NOT_ENROLLED, field: 'lessonId' }),
    ]);
    const bad = await priya.graphql(CompleteLessonDocument, { lessonId: 'abc' });
    expect(errorCodes(bad)).toEqual(['BAD_USER_INPUT']);

    await stack.restDb.execute(
      sql`update enrolments set valid_until = now() - interval '1 day' where party_id = ${DEMO_ACCOUNTS.learner.partyId} and product_id = ${course}`,
    );
    const expired = (await priya.data(CourseContentDocument, { productId: String(course) })).courseContent;
    expect(expired.content).toBeNull();
    expect(expired.userErrors[0]).toMatchObject({
      code: ReasonCode.ACCESS_EXPIRED,
      message: expect.stringContaining('expired'),
    });
    const late = (await priya.data(CompleteLessonDocument, { lessonId: String(course * 100 + 12) }))
      .completeLesson;
    expect(late.userErrors[0]?.code).toBe(ReasonCode.ACCESS_EXPIRED);
    // My Learning still lists it: the row stays, the course just no longer opens.
    expect((await priya.data(MyLearningDocument)).myLearning.map((row) => row.productId)).toContain(course);
  });

  it('answers a provider-taught product with the provider and the learner’s login instead of lessons', async () => {
    const partyId = LOAD_LEARNERS[6]!.partyId;
    const productId = DEMO_PROVIDER.productId;
    await stack.restDb.execute(
      sql`insert into enrolments (party_id, product_id, source) values (${partyId}, ${productId}, 'SEED')`,
    );
    await stack.restDb.execute(
      sql`insert into student_provider_credentials (party_id, product_id, login_id) values (${partyId}, ${productId}, 'fx-learner-7')`,
    );
    const opened = (await stranger.data(CourseContentDocument, { productId: String(productId) }))
      .courseContent;
    expect(opened.userErrors).toEqual([]);
    expect(opened.content?.modules).toEqual([]);
    expect(opened.content?.externalProvider).toEqual({
      providerName: DEMO_PROVIDER.providerName,
      launchUrl: DEMO_PROVIDER.launchUrl,
      loginId: 'fx-learner-7',
    });
  });
});
