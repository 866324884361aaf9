import { readFileSync } from 'node:fs';
import { CourseLessonsText, LESSON_UPLOAD_PATH, LessonUploadHeader as H } from '@finx/domain';
import { DEMO_ACCOUNTS, DEMO_CATEGORY, LOAD_LEARNERS } from '@finx/rest-api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AddProductModuleDocument,
  CourseContentDocument,
  CourseLessonsDocument,
  MoveCourseLessonDocument,
  RemoveCourseLessonDocument,
  SaveCourseLessonDocument,
  SaveProductDocument,
  SetProductActiveDocument,
} from '../../client/src/graphql/generated/graphql';
import { errorCodes } from '../src/harness/expect';
import { loginAs, type Caller } from '../src/harness/login';
import { startStack, type Stack } from '../src/harness/stack';

// Lesson authoring (issue 28 item 2) through the real gateway and rest-api: admin fill a module with a
// video (its file and length through the upload route) and a link, order them, and only then sell the
// course; the buyer gets each lesson as its kind.

const SAMPLE = readFileSync(new URL('../../rest-api/assets/documents/sample-lesson.webm', import.meta.url));

const course = {
  productName: 'Locker Operations',
  productType: 'COURSE',
  description: 'Allotting lockers, the locker register and breaking open a locker by the rules.',
  categoryId: DEMO_CATEGORY.BANKING_OPERATIONS,
  subjectArea: 'Branch operations',
  level: 'Beginner',
  durationMinutes: 90,
  productPrice: 799,
  validityDays: 90,
};

interface UploadAnswer {
  lessons: { lessons: { kind: string; minutes: number; fileName: string | null }[] } | null;
  userErrors: { code: string; field: string | null; message: string }[];
}

describe('gateway course lessons (issue 28 item 2)', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ restEnv: { LOGIN_LIMIT_PER_ADDRESS: '1000' } });
  }, 240_000);
  afterAll(() => stack?.close());

  /** A browser's upload: the bytes as the body, the lesson in headers, the session cookie. */
  const upload = async (caller: Caller, headers: Record<string, string>, bytes: Buffer) => {
    const jar = stack.cookiesOf(caller.identity.cookie ?? '');
    const response = await fetch(`${stack.gatewayUrl}${LESSON_UPLOAD_PATH}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/octet-stream',
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
        ...headers,
      },
      body: new Uint8Array(bytes),
    });
    return { status: response.status, body: (await response.json()) as UploadAnswer };
  };

  it(
    'admin fill a module, the course is sold only then, and the buyer gets each kind',
    { timeout: 120_000 },
    async () => {
      const admin = await loginAs(stack, DEMO_ACCOUNTS.admin.email, { browser: 'admin' });
      const productId = (await admin.data(SaveProductDocument, { input: course })).saveProduct.product!
        .productId;
      const module = (
        await admin.data(AddProductModuleDocument, { input: { productId, title: 'The locker register' } })
      ).addProductModule.module!;

      // Nothing in it yet: refused as data, naming the module.
      const refused = await admin.data(SetProductActiveDocument, { productId, active: true });
      expect(refused.setProductActive.userErrors).toEqual([
        {
          code: 'COURSE_MODULE_NO_LESSONS',
          field: 'productId',
          message: CourseLessonsText.moduleEmpty('The locker register'),
        },
      ]);

      const video = await upload(
        admin,
        {
          [H.MODULE_ID]: String(module.moduleId),
          [H.KIND]: 'video',
          [H.TITLE]: encodeURIComponent('Allotting a locker – step by step'),
          [H.DURATION_SECONDS]: '1.9',
          [H.FILE_NAME]: encodeURIComponent('allotting.webm'),
        },
        SAMPLE,
      );
      expect(video.body.userErrors).toEqual([]);
      expect(video.body.lessons!.lessons[0]).toMatchObject({
        kind: 'video',
        minutes: 1,
        fileName: 'allotting.webm',
      });

      const input = {
        moduleId: module.moduleId,
        kind: 'link',
        title: 'RBI on safe deposit lockers',
        minutes: 20,
        url: 'https://www.rbi.org.in/',
      };
      const bad = (await admin.data(SaveCourseLessonDocument, { input: { ...input, url: 'ftp://x' } }))
        .saveCourseLesson;
      expect(bad.userErrors.map((error) => error.field)).toEqual(['input.url']);
      const link = (await admin.data(SaveCourseLessonDocument, { input })).saveCourseLesson;
      expect(link.userErrors).toEqual([]);
      const [first, second] = link.lessons!.lessons;
      const moved = (await admin.data(MoveCourseLessonDocument, { lessonId: second!.lessonId, up: true }))
        .moveCourseLesson.lessons!;
      expect(moved.lessons.map((lesson) => lesson.lessonId)).toEqual([second!.lessonId, first!.lessonId]);
      expect(moved.module.lessonCount).toBe(2);

      const active = await admin.data(SetProductActiveDocument, { productId, active: true });
      expect(active.setProductActive).toEqual({ ok: true, userErrors: [] });

      const buyer = LOAD_LEARNERS[5]!;
      await stack.restDb.execute(
        sql`insert into enrolments (party_id, product_id, source) values (${buyer.partyId}, ${productId}, 'SEED')`,
      );
      const learner = await loginAs(stack, buyer.email, { browser: 'learner' });
      const content = (await learner.data(CourseContentDocument, { productId: String(productId) }))
        .courseContent.content!;
      expect(content.progress.totalLessons).toBe(2);
      const lessons = content.modules[0]!.lessons;
      expect(lessons.map((lesson) => [lesson.kind, lesson.minutes])).toEqual([
        ['link', 20],
        ['video', 1],
      ]);
      expect(lessons[0]!.url).toBe('https://www.rbi.org.in/');
      const played = await fetch(`${stack.gatewayUrl}${lessons[1]!.url}`);
      expect(Buffer.from(await played.arrayBuffer()).equals(SAMPLE)).toBe(true);

      // Lessons are admin's: a learner and ops are refused, the upload route too.
      expect(errorCodes(await learner.graphql(CourseLessonsDocument, { moduleId: module.moduleId }))).toEqual(
        ['FORBIDDEN'],
      );
      const ops = await loginAs(stack, DEMO_ACCOUNTS.ops.email, { browser: 'ops' });
      expect(
        errorCodes(await ops.graphql(RemoveCourseLessonDocument, { lessonId: first!.lessonId })),
      ).toEqual(['FORBIDDEN']);
      expect((await upload(ops, { [H.MODULE_ID]: String(module.moduleId) }, SAMPLE)).status).toBe(403);
    },
  );
});
