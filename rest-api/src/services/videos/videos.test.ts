import { readFileSync } from 'node:fs';
import {
  ReasonCode,
  RestPath,
  StaffAction,
  type StaffAuditRow,
  type StaffProductRow,
  type StaffVideoDetails,
  VIDEO_MAX_BYTES,
  type WatermarkedVideo,
} from '@finx/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_CATEGORY } from '../../db/seed';
import type { RestTestClient } from '../../testing/rest-test-client';
import { createTestRestApi, type TestRestApi } from '../../testing/test-rest-api';

const SAMPLE = readFileSync(new URL('../../../assets/documents/sample-lesson.webm', import.meta.url));

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

const newProduct = async (productType: 'COURSE' | 'VIDEO', productName: string) => {
  const saved = await ops.post<StaffProductRow>(RestPath.PRODUCT_SAVE, {
    productName,
    productType,
    description: 'Five minutes on reading a cheque before it is cleared.',
    categoryId: DEMO_CATEGORY.BANKING_OPERATIONS,
    subjectArea: 'Clearing',
    level: 'Beginner',
    durationMinutes: 5,
    productPrice: 99,
    courseType: 'Self-paced',
    validityDays: 90,
    parentProductId: null,
  });
  return saved.body.responseObject!.productID;
};

const upload = (productID: number, bytes: Buffer, client = ops) =>
  client.post<StaffVideoDetails>(RestPath.VIDEO_SAVE, {
    productID,
    fileName: 'clip.webm',
    content: bytes.toString('base64'),
  });

describe('staff video files (video/save, video/getdetailsonid)', () => {
  it('stores a WebM as the product’s lesson, previews it, replaces it, and audits each upload', async () => {
    const productID = await newProduct('VIDEO', 'Cheque Truncation in Five Minutes');
    const none = await admin.get<StaffVideoDetails>(RestPath.VIDEO_DETAILS, { query: { productID } });
    expect(none.body.responseObject).toMatchObject({ documentId: null, previewUrl: null });

    const first = await upload(productID, SAMPLE);
    expect(first.body.status).toBe('success');
    const details = first.body.responseObject!;
    expect(details.documentId).toMatch(new RegExp(`^v${productID}-[0-9a-f-]{36}\\.webm$`));
    expect(details.contentType).toBe('video/webm');
    const played = await api.app.inject({
      method: 'GET',
      url: details.previewUrl!.replace('/documents', RestPath.DOCUMENT),
    });
    expect(played.statusCode).toBe(200);
    expect(played.headers['content-type']).toBe('video/webm');
    expect(played.rawPayload.equals(SAMPLE)).toBe(true);

    const modules = await admin.get(RestPath.ALL_MODULES, { query: { productID } });
    expect(modules.body.totalRecords).toBe(1);

    const second = await upload(productID, SAMPLE, admin);
    const replaced = second.body.responseObject!;
    expect(replaced.documentId).not.toBe(details.documentId);
    // The old file is gone from the store: its (still validly signed) link finds nothing.
    const old = await api.app.inject({
      method: 'GET',
      url: details.previewUrl!.replace('/documents', RestPath.DOCUMENT),
    });
    expect(old.statusCode).toBe(404);
    expect((await admin.get(RestPath.ALL_MODULES, { query: { productID } })).body.totalRecords).toBe(1);

    const audit = await admin.get<never, StaffAuditRow>(RestPath.STAFF_AUDIT, {
      query: { entityId: String(productID) },
    });
    const uploads = (audit.body.responseListObject ?? []).filter(
      (row) => row.action === StaffAction.VIDEO_UPLOAD,
    );
    expect(uploads).toHaveLength(2);
  });

  it('judges the file by its bytes and its size, and takes files for video products only', async () => {
    const productID = await newProduct('VIDEO', 'Reading a Balance Sheet Quickly');
    const text = await upload(productID, Buffer.from('not a video at all, just text'));
    expect(text.body).toMatchObject({ status: 'fail', reasonCode: ReasonCode.VIDEO_INVALID_FORMAT });
    const pdf = await upload(productID, Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'));
    expect(pdf.body.reasonCode).toBe(ReasonCode.VIDEO_INVALID_FORMAT);
    const big = await upload(productID, Buffer.concat([SAMPLE, Buffer.alloc(VIDEO_MAX_BYTES)]));
    expect(big.body.reasonCode).toBe(ReasonCode.VIDEO_TOO_LARGE);

    const courseId = await newProduct('COURSE', 'Clearing House Operations');
    expect((await upload(courseId, SAMPLE)).body.reasonCode).toBe(ReasonCode.VIDEO_NOT_A_VIDEO);
    expect((await upload(999_999, SAMPLE)).body.reasonCode).toBe(ReasonCode.NOT_FOUND);
  });

  it('is refused to learners on the server', async () => {
    const productID = await newProduct('VIDEO', 'Know Your Customer Basics Clip');
    expect((await upload(productID, SAMPLE, learner)).status).toBe(403);
    expect((await learner.get(RestPath.VIDEO_DETAILS, { query: { productID } })).status).toBe(403);
  });
});

describe('Admin watermarked-video', () => {
  it('signs the file for the viewer and labels it with their e-mail, party and time of issue', async () => {
    const productID = await newProduct('VIDEO', 'Cash Management in Five Minutes');
    const watch = (client = admin, id = productID) =>
      client.get<WatermarkedVideo>(RestPath.WATERMARKED_VIDEO, { query: { productID: id } });
    expect((await watch()).body).toMatchObject({ status: 'fail', reasonCode: ReasonCode.NOT_FOUND });

    await upload(productID, SAMPLE);
    const video = (await watch()).body.responseObject!;
    const { email, partyId } = DEMO_ACCOUNTS.admin;
    expect(video).toMatchObject({ productID, contentType: 'video/webm' });
    expect(video.watermark).toMatch(
      new RegExp(`^${email} · ${partyId} · \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} UTC$`),
    );
    expect(Date.parse(video.expiresAt)).toBeGreaterThan(Date.parse(video.issuedAt));
    const played = await api.app.inject({
      method: 'GET',
      url: video.videoUrl.replace('/documents', RestPath.DOCUMENT),
    });
    expect(played.rawPayload.equals(SAMPLE)).toBe(true);
    // Each viewer's own: ops get a link and a label of their own.
    expect((await watch(ops)).body.responseObject!.watermark).toContain(DEMO_ACCOUNTS.ops.email);

    const courseId = await newProduct('COURSE', 'Treasury Operations Basics');
    expect((await watch(admin, courseId)).body.reasonCode).toBe(ReasonCode.VIDEO_NOT_A_VIDEO);
    expect((await watch(learner)).status).toBe(403);
  });
});
