import { readFileSync } from 'node:fs';
import {
  ASSESSMENT_MINUTES,
  type CourseContent,
  type CourseLessonsView,
  CourseLessonsText,
  LessonKind,
  ProductId,
  ReasonCode,
  RestPath,
  StaffAction,
  type StaffAuditRow,
  type StaffModuleRow,
  type StaffProductRow,
} from '@finx/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolments } from '../../db/schema/checkout';
import { lessonProgress } from '../../db/schema/learning';
import { DEMO_ACCOUNTS, DEMO_CATEGORY } from '../../db/seed';
import { samplePdf } from '../../testing/document-fixtures';
import type { RestTestClient } from '../../testing/rest-test-client';
import { createTestRestApi, type TestRestApi } from '../../testing/test-rest-api';

const SAMPLE_VIDEO = readFileSync(new URL('../../../assets/documents/sample-lesson.webm', import.meta.url));

let api: TestRestApi;
let admin: RestTestClient;
let ops: RestTestClient;
let learner: RestTestClient;

beforeAll(async () => {
  api = await createTestRestApi();
  admin = await api.signedIn(DEMO_ACCOUNTS.admin.email);
  ops = await api.signedIn(DEMO_ACCOUNTS.ops.email);
  learner = await api.signedIn(DEMO_ACCOUNTS.learner.email);
}, 60_000);
afterAll(() => api?.close());

const newCourse = async (productName: string): Promise<number> => {
  const saved = await admin.post<StaffProductRow>(RestPath.PRODUCT_SAVE, {
    productName,
    productType: 'COURSE',
    description: 'Cash management, vault custody and the day-end balancing of a branch.',
    categoryId: DEMO_CATEGORY.BANKING_OPERATIONS,
    subjectArea: 'Branch operations',
    level: 'Beginner',
    durationMinutes: 120,
    productPrice: 999,
    courseType: null,
    validityDays: 90,
    parentProductId: null,
  });
  return saved.body.responseObject!.productID;
};
const newModule = async (productID: number, title: string): Promise<StaffModuleRow> =>
  (await admin.post<StaffModuleRow>(RestPath.MODULE_SAVE, { productID, title })).body.responseObject!;

const save = (body: Record<string, unknown>, client = admin) =>
  client.post<CourseLessonsView>(RestPath.LESSON_SAVE, body);
const base64 = (bytes: Buffer) => bytes.toString('base64');
const linkLesson = (moduleId: number, title: string) => ({
  moduleId,
  kind: LessonKind.LINK,
  title,
  minutes: 15,
  url: 'https://www.rbi.org.in/',
});
const lessonsOf = async (moduleId: number) =>
  (await admin.get<CourseLessonsView>(RestPath.MODULE_LESSONS, { query: { moduleId } })).body.responseObject!;
const activate = (productID: number, active = true) =>
  admin.post(RestPath.PRODUCT_STATUS, { productID, active });
const setModuleActive = (moduleId: number, active: boolean) =>
  admin.post(RestPath.MODULE_STATUS, { moduleId, active });

describe('course lessons (issue 28 item 2)', () => {
  it('is admin’s alone, as modules are', async () => {
    const productID = await newCourse('Vault Custody Basics');
    const module = await newModule(productID, 'The vault');
    for (const client of [ops, learner]) {
      expect(
        (await client.get(RestPath.MODULE_LESSONS, { query: { moduleId: module.moduleId } })).status,
      ).toBe(403);
      expect((await save(linkLesson(module.moduleId, 'RBI circulars'), client)).status).toBe(403);
    }
  });

  it('adds a video, a document, a link and a test; the learner gets each as its kind', async () => {
    const productID = await newCourse('Day-end Balancing');
    const module = await newModule(productID, 'Balancing the cash');

    // A video's minutes are its length as the browser read it, rounded up: 61 s is 2 min.
    const video = await save({
      moduleId: module.moduleId,
      kind: LessonKind.VIDEO,
      title: 'Counting the cash',
      minutes: 999,
      durationSeconds: 61,
      file: { fileName: 'counting.webm', content: base64(SAMPLE_VIDEO) },
    });
    expect(video.body.status).toBe('success');
    expect(video.body.responseObject!.lessons[0]).toMatchObject({
      sequence: 1,
      kind: LessonKind.VIDEO,
      minutes: 2,
      fileName: 'counting.webm',
    });
    const preview = video.body.responseObject!.lessons[0]!.previewUrl!;
    const played = await api.app.inject({
      method: 'GET',
      url: preview.replace('/documents', RestPath.DOCUMENT),
    });
    expect(played.headers['content-type']).toBe('video/webm');
    expect(played.rawPayload.equals(SAMPLE_VIDEO)).toBe(true);

    const document = await save({
      moduleId: module.moduleId,
      kind: LessonKind.DOCUMENT,
      title: 'Day-end checklist',
      minutes: 10,
      file: { fileName: 'checklist.pdf', content: base64(samplePdf()) },
    });
    expect(document.body.responseObject!.lessons[1]).toMatchObject({ kind: 'document', minutes: 10 });
    await save(linkLesson(module.moduleId, 'RBI currency management'));

    // A test opens the course's own question bank: this course has none yet.
    const test = { moduleId: module.moduleId, kind: LessonKind.TEST, title: 'Check yourself' };
    expect((await save(test)).body.reasonCode).toBe(ReasonCode.LESSON_NO_ASSESSMENT);
    const featModule = (
      await admin.get<never, StaffModuleRow>(RestPath.ALL_MODULES, {
        query: { productID: ProductId.FEAT },
      })
    ).body.responseListObject![0]!;
    const featTest = await save({ ...test, moduleId: featModule.moduleId, minutes: 5 });
    expect(featTest.body.responseObject!.lessons.at(-1)).toMatchObject({
      kind: LessonKind.TEST,
      minutes: ASSESSMENT_MINUTES,
      assessmentProductId: ProductId.FEAT,
    });

    await api.db.insert(enrolments).values({
      partyId: DEMO_ACCOUNTS.learner.partyId,
      productId: productID,
      source: 'SEED',
    });
    const content = (
      await learner.get<CourseContent>(RestPath.COURSE_MODULES, {
        query: { partyID: DEMO_ACCOUNTS.learner.partyId, productID: productID },
      })
    ).body.responseObject!;
    const lessons = content.modules[0]!.lessons;
    expect(lessons.map((lesson) => [lesson.kind, lesson.minutes])).toEqual([
      ['video', 2],
      ['document', 10],
      ['link', 15],
    ]);
    expect(lessons[2]!.url).toBe('https://www.rbi.org.in/');
    const pdf = await api.app.inject({
      method: 'GET',
      url: lessons[1]!.url.replace('/documents', RestPath.DOCUMENT),
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(content.totalLessons).toBe(3);
  });

  it('edits, moves and removes lessons, the sequence 1.. without gaps; each change audited', async () => {
    const productID = await newCourse('Currency Chest Operations');
    const module = await newModule(productID, 'The chest');
    for (const title of ['First', 'Second', 'Third']) await save(linkLesson(module.moduleId, title));
    const [first, second, third] = (await lessonsOf(module.moduleId)).lessons;

    const edited = await save({
      ...linkLesson(module.moduleId, 'First, renamed'),
      lessonId: first!.lessonId,
      minutes: 20,
    });
    expect(edited.body.responseObject!.lessons[0]).toMatchObject({ title: 'First, renamed', minutes: 20 });

    const moved = await admin.post<CourseLessonsView>(RestPath.LESSON_MOVE, {
      lessonId: third!.lessonId,
      direction: 'up',
    });
    const order = (view: CourseLessonsView) =>
      view.lessons.map((lesson) => [lesson.sequence, lesson.lessonId]);
    expect(order(moved.body.responseObject!)).toEqual([
      [1, first!.lessonId],
      [2, third!.lessonId],
      [3, second!.lessonId],
    ]);
    // The first cannot go higher: nothing moves.
    const top = await admin.post<CourseLessonsView>(RestPath.LESSON_MOVE, {
      lessonId: first!.lessonId,
      direction: 'up',
    });
    expect(order(top.body.responseObject!)).toEqual(order(moved.body.responseObject!));

    const removed = await admin.request<CourseLessonsView>('DELETE', RestPath.LESSON_SAVE, {
      query: { lessonId: first!.lessonId },
    });
    expect(order(removed.body.responseObject!)).toEqual([
      [1, third!.lessonId],
      [2, second!.lessonId],
    ]);

    // Someone completed it: it stays.
    await api.db
      .insert(lessonProgress)
      .values({ partyId: DEMO_ACCOUNTS.learner.partyId, lessonId: third!.lessonId });
    const kept = await admin.request('DELETE', RestPath.LESSON_SAVE, {
      query: { lessonId: third!.lessonId },
    });
    expect(kept.body).toMatchObject({ status: 'fail', reasonCode: ReasonCode.LESSON_HAS_PROGRESS });

    const audit = (
      await admin.get<never, StaffAuditRow>(RestPath.STAFF_AUDIT, { query: { entityType: 'lesson' } })
    ).body.responseListObject!.filter((row) => row.entityId === String(first!.lessonId));
    expect(audit.map((row) => row.action).sort()).toEqual(
      [StaffAction.LESSON_CREATE, StaffAction.LESSON_REMOVE, StaffAction.LESSON_UPDATE].sort(),
    );
  });

  it('answers bad lessons with the rule’s message', async () => {
    const productID = await newCourse('Teller Cash Limits');
    const module = await newModule(productID, 'Limits');
    const noFile = await save({
      moduleId: module.moduleId,
      kind: LessonKind.VIDEO,
      title: 'Limits',
      durationSeconds: 30,
    });
    expect(noFile.body.reasonText).toBe('Please choose the lesson’s video (MP4 or WebM)');
    const noLength = await save({
      moduleId: module.moduleId,
      kind: LessonKind.VIDEO,
      title: 'Limits',
      durationSeconds: 0,
      file: { fileName: 'a.webm', content: base64(SAMPLE_VIDEO) },
    });
    expect(noLength.body.reasonCode).toBe(ReasonCode.VALIDATION_FAILED);
    const pdfAsVideo = await save({
      moduleId: module.moduleId,
      kind: LessonKind.VIDEO,
      title: 'Limits',
      durationSeconds: 30,
      file: { fileName: 'a.webm', content: base64(samplePdf()) },
    });
    expect(pdfAsVideo.body.reasonCode).toBe(ReasonCode.VIDEO_INVALID_FORMAT);
    const videoAsDocument = await save({
      moduleId: module.moduleId,
      kind: LessonKind.DOCUMENT,
      title: 'Limits',
      minutes: 5,
      file: { fileName: 'a.pdf', content: base64(SAMPLE_VIDEO) },
    });
    expect(videoAsDocument.body.reasonCode).toBe(ReasonCode.LESSON_DOCUMENT_INVALID);
    const script = await save({ ...linkLesson(module.moduleId, 'Limits'), url: 'javascript:alert(1)' });
    expect(script.body.reasonCode).toBe(ReasonCode.VALIDATION_FAILED);
    const missing = await save(linkLesson(99_999_999, 'Limits'));
    expect(missing.body.reasonCode).toBe(ReasonCode.NOT_FOUND);
    expect((await lessonsOf(module.moduleId)).lessons).toEqual([]);
  });
});

describe('a course is sold with something in it (issue 28 item 2)', () => {
  it('refuses to activate a course with no module, or with an active module without lessons, naming it', async () => {
    const productID = await newCourse('Branch Cash Audit');
    expect((await activate(productID)).body.reasonCode).toBe(ReasonCode.COURSE_NO_LESSONS);
    const module = await newModule(productID, 'Surprise counts');
    const empty = await activate(productID);
    expect(empty.body).toMatchObject({
      status: 'fail',
      reasonCode: ReasonCode.COURSE_MODULE_NO_LESSONS,
      reasonText: CourseLessonsText.moduleEmpty('Surprise counts'),
    });
    await save(linkLesson(module.moduleId, 'Surprise count rules'));
    expect((await activate(productID)).body.status).toBe('success');
  });

  it('keeps a course on sale whole: new modules start off, the last lesson and last module stay', async () => {
    const productID = await newCourse('ATM Cash Replenishment');
    const first = await newModule(productID, 'Loading the ATM');
    await save(linkLesson(first.moduleId, 'Cassette rules'));
    expect((await activate(productID)).body.status).toBe('success');

    const later = await newModule(productID, 'Reconciliation');
    expect(later.active).toBe(false);
    const switchedOn = await setModuleActive(later.moduleId, true);
    expect(switchedOn.body).toMatchObject({
      reasonCode: ReasonCode.COURSE_MODULE_NO_LESSONS,
      reasonText: CourseLessonsText.moduleEmptyOnSale('Reconciliation'),
    });
    const off = await setModuleActive(first.moduleId, false);
    expect(off.body.reasonCode).toBe(ReasonCode.COURSE_NO_LESSONS);

    const only = (await lessonsOf(first.moduleId)).lessons[0]!;
    const last = await admin.request('DELETE', RestPath.LESSON_SAVE, { query: { lessonId: only.lessonId } });
    expect(last.body.reasonCode).toBe(ReasonCode.LESSON_LAST_ON_SALE);

    await save(linkLesson(later.moduleId, 'Reconciling the counter'));
    expect((await setModuleActive(later.moduleId, true)).body.status).toBe('success');
    expect((await setModuleActive(first.moduleId, false)).body.status).toBe('success');
    // Off sale, anything goes again.
    expect((await activate(productID, false)).body.status).toBe('success');
    const removed = await admin.request('DELETE', RestPath.LESSON_SAVE, {
      query: { lessonId: only.lessonId },
    });
    expect(removed.body.status).toBe('success');
  });
});
