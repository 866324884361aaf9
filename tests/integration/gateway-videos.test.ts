import { readFileSync } from 'node:fs';
import { messageFor, ReasonCode, VIDEO_UPLOAD_PATH } from '@finx/domain';
import { DEMO_ACCOUNTS, DEMO_CATEGORY, LOAD_LEARNERS } from '@finx/rest-api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CourseContentDocument,
  ProductsDocument,
  SaveProductDocument,
  SetProductActiveDocument,
  StaffAuditLogDocument,
  StaffVideoDocument,
} from '../../client/src/graphql/generated/graphql';
import { errorCodes } from '../src/harness/expect';
import { loginAs, type Caller } from '../src/harness/login';
import { startStack, type Stack } from '../src/harness/stack';

// Staff videos (issue 13 item 2) through the real gateway and rest-api: a video product, its file in the
// document store, the learner catalogue following each change, and the file played by a buyer.

const SAMPLE = readFileSync(new URL('../../rest-api/assets/documents/sample-lesson.webm', import.meta.url));

const video = {
  productName: 'Cheque Clearing in Five Minutes',
  productType: 'VIDEO',
  description: 'How a cheque image travels through the clearing grid, in five minutes.',
  categoryId: DEMO_CATEGORY.BANKING_OPERATIONS,
  subjectArea: 'Clearing',
  level: 'Beginner',
  durationMinutes: 5,
  productPrice: 149,
  courseType: 'Self-paced',
  validityDays: 90,
};

interface UploadAnswer {
  video: { productId: number; hasFile: boolean; previewUrl: string | null } | null;
  userErrors: { code: string; field: string | null; message: string }[];
}

describe('gateway videos: add, upload, edit, (de)activate, and the learner catalogue at once', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ restEnv: { LOGIN_LIMIT_PER_ADDRESS: '1000' } });
    // Both tiers start in one worker on a shared two-core machine: more than the default minute.
  }, 240_000);
  afterAll(() => stack?.close());

  /** A browser's upload: the bytes, the product and name in headers, the session cookie. */
  const upload = async (caller: Caller | null, productId: number, bytes: Buffer) => {
    const headers: Record<string, string> = {
      'content-type': 'application/octet-stream',
      'x-product-id': String(productId),
      'x-file-name': encodeURIComponent('clip.webm'),
    };
    const jar = caller?.identity.cookie === undefined ? null : stack.cookiesOf(caller.identity.cookie);
    if (jar) headers.cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(`${stack.gatewayUrl}${VIDEO_UPLOAD_PATH}`, {
      method: 'POST',
      headers,
      body: new Uint8Array(bytes),
    });
    expect(response.status).toBeLessThan(500);
    return { status: response.status, body: (await response.json()) as UploadAnswer };
  };

  const bytesAt = async (path: string) => {
    const response = await fetch(`${stack.gatewayUrl}${path}`);
    expect(response.status).toBe(200);
    return Buffer.from(await response.arrayBuffer());
  };

  it(
    'ops add a video with a file; the catalogue follows every change; a buyer plays the file',
    { timeout: 120_000 },
    async () => {
      const ops = await loginAs(stack, DEMO_ACCOUNTS.ops.email, { browser: 'ops' });
      const saved = (await ops.data(SaveProductDocument, { input: video })).saveProduct;
      expect(saved.userErrors).toEqual([]);
      const productId = saved.product!.productId;

      const sent = await upload(ops, productId, SAMPLE);
      expect(sent.body.userErrors).toEqual([]);
      expect(sent.body.video).toMatchObject({ productId, hasFile: true });
      const staffVideo = (await ops.data(StaffVideoDocument, { productId })).staffVideo!;
      expect(staffVideo.contentType).toBe('video/webm');
      expect((await bytesAt(staffVideo.previewUrl!)).equals(SAMPLE)).toBe(true);
      // `001 §7` watermarked-video: the preview is signed for ops and carries the label naming them.
      expect(staffVideo.watermark).toContain(DEMO_ACCOUNTS.ops.email);

      const learner = await loginAs(stack, LOAD_LEARNERS[11]!.email, { browser: 'learner' });
      const search = { filter: { search: video.productName, type: 'VIDEO' as const }, page: 1, pageSize: 12 };
      const seen = async () =>
        (await learner.data(ProductsDocument, search)).products.items.map((item) => [
          item.productName,
          item.productPrice,
        ]);
      expect(await seen()).toEqual([]);
      await ops.data(SetProductActiveDocument, { productId, active: true });
      expect(await seen()).toEqual([[video.productName, 149]]);
      const edited = (
        await ops.data(SaveProductDocument, { input: { ...video, productId, productPrice: 199 } })
      ).saveProduct;
      expect(edited.userErrors).toEqual([]);
      expect(await seen()).toEqual([[video.productName, 199]]);

      // A buyer opens it and plays the uploaded file through the signed link the player uses.
      await stack.restDb.execute(
        sql`insert into enrolments (party_id, product_id, source) values (${LOAD_LEARNERS[11]!.partyId}, ${productId}, 'SEED')`,
      );
      const opened = (await learner.data(CourseContentDocument, { productId: String(productId) }))
        .courseContent;
      expect(opened.userErrors).toEqual([]);
      const lesson = opened.content!.modules[0]!.lessons[0]!;
      expect((await bytesAt(lesson.url)).equals(SAMPLE)).toBe(true);

      await ops.data(SetProductActiveDocument, { productId, active: false });
      expect(await seen()).toEqual([]);

      const admin = await loginAs(stack, DEMO_ACCOUNTS.admin.email, { browser: 'admin' });
      const audit = (
        await admin.data(StaffAuditLogDocument, { entityType: 'product', entityId: String(productId) })
      ).staffAuditLog.rows;
      expect(audit.map((row) => row.action).sort()).toEqual([
        'product.activate',
        'product.create',
        'product.deactivate',
        'product.update',
        'video.upload',
      ]);
    },
  );

  it('refuses a file that is no video, and a course, as userErrors with the domain’s messages', async () => {
    const admin = await loginAs(stack, DEMO_ACCOUNTS.admin.email, { browser: 'admin-2' });
    const productId = (
      await admin.data(SaveProductDocument, { input: { ...video, productName: 'Reading a Balance Sheet' } })
    ).saveProduct.product!.productId;
    const text = await upload(admin, productId, Buffer.from('plain text pretending to be a video'));
    expect(text.body.userErrors).toEqual([
      {
        code: ReasonCode.VIDEO_INVALID_FORMAT,
        field: 'file',
        message: messageFor(ReasonCode.VIDEO_INVALID_FORMAT),
      },
    ]);
    const course = await upload(admin, 3001, SAMPLE);
    expect(course.body.userErrors.map((error) => error.code)).toEqual([ReasonCode.VIDEO_NOT_A_VIDEO]);
    expect((await admin.data(StaffVideoDocument, { productId: 3001 })).staffVideo).toBeNull();
  });

  it('refuses learners and anonymous callers on the server', async () => {
    const learner = await loginAs(stack, DEMO_ACCOUNTS.learner.email, { browser: 'learner-2' });
    expect((await upload(learner, 3001, SAMPLE)).status).toBe(403);
    expect(errorCodes(await learner.graphql(StaffVideoDocument, { productId: 3001 }))).toEqual(['FORBIDDEN']);
    expect((await upload(null, 3001, SAMPLE)).status).toBe(401);
    expect(errorCodes(await stack.graphql(StaffVideoDocument, { productId: 3001 }))).toEqual([
      'UNAUTHENTICATED',
    ]);
  });
});
