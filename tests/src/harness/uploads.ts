import { UPLOAD_PROGRESS_ROUTE, type UploadJob, type UploadResult } from '@finx/domain';
import { expect } from 'vitest';
import type { Caller } from './login';
import type { Stack } from './stack';

export interface UserErrorAnswer {
  code: string;
  field: string | null;
  message: string;
}

/** What the gateway's upload routes answer: the upload's job, or why the file was refused. */
export interface UploadJobAnswer {
  job: UploadJob | null;
  userErrors: UserErrorAnswer[];
}

/** An upload as the screen ends up showing it: the result, or the file's refusal. */
export interface UploadAnswer {
  result: UploadResult | null;
  userErrors: UserErrorAnswer[];
}

/** How long a test waits for an upload's job; how fast it is, is the benchmark's to say. */
const JOB_WAIT_MS = 120_000;
const POLL_MS = 25;

const cookieHeader = (stack: Stack, caller: Caller | null): Record<string, string> => {
  const jar = caller?.identity.cookie === undefined ? null : stack.cookiesOf(caller.identity.cookie);
  return jar ? { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') } : {};
};

/** A browser's upload: the file's bytes, its name in a header, the session cookie. Answers at once. */
export const postUpload = async (
  stack: Stack,
  caller: Caller | null,
  route: string,
  fileName: string,
  bytes: Buffer,
): Promise<{ status: number; body: UploadJobAnswer }> => {
  const response = await fetch(`${stack.gatewayUrl}${route}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/octet-stream',
      'x-file-name': encodeURIComponent(fileName),
      ...cookieHeader(stack, caller),
    },
    body: new Uint8Array(bytes),
  });
  expect(response.status, fileName).toBeLessThan(500);
  return { status: response.status, body: (await response.json()) as UploadJobAnswer };
};

/**
 * The same upload sent without a length (chunked), as a browser streaming a file may: the gateway cannot
 * judge its size up front, so rest-api counts it.
 */
export const postUploadChunked = async (
  stack: Stack,
  caller: Caller | null,
  route: string,
  fileName: string,
  bytes: Buffer,
): Promise<{ status: number; body: UploadJobAnswer }> => {
  const CHUNK = 1024 * 1024;
  const chunks = Array.from(
    { length: Math.ceil(bytes.length / CHUNK) },
    (_, i) => new Uint8Array(bytes.subarray(i * CHUNK, (i + 1) * CHUNK)),
  );
  const response = await fetch(`${stack.gatewayUrl}${route}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/octet-stream',
      'x-file-name': encodeURIComponent(fileName),
      ...cookieHeader(stack, caller),
    },
    body: new ReadableStream<Uint8Array>({
      pull(controller) {
        const chunk = chunks.shift();
        if (chunk) controller.enqueue(chunk);
        else controller.close();
      },
    }),
    duplex: 'half',
  } as RequestInit);
  expect(response.status, fileName).toBeLessThan(500);
  return { status: response.status, body: (await response.json()) as UploadJobAnswer };
};

/** The screen's poll: GET /uploads/progress/<uploadId>. */
export const uploadProgress = async (
  stack: Stack,
  caller: Caller | null,
  uploadId: number,
): Promise<{ status: number; body: UploadJobAnswer }> => {
  const response = await fetch(`${stack.gatewayUrl}${UPLOAD_PROGRESS_ROUTE}/${uploadId}`, {
    headers: cookieHeader(stack, caller),
  });
  expect(response.status, `progress of ${uploadId}`).toBeLessThan(500);
  return { status: response.status, body: (await response.json()) as UploadJobAnswer };
};

/** Polls the job until it ends (or `until` holds); answers the last answer. */
export const waitForUpload = async (
  stack: Stack,
  caller: Caller,
  uploadId: number,
  until: (job: UploadJob) => boolean = (job) => job.state === 'done' || job.state === 'failed',
): Promise<UploadJobAnswer> => {
  const deadline = Date.now() + JOB_WAIT_MS;
  for (;;) {
    const { body } = await uploadProgress(stack, caller, uploadId);
    if (!body.job) throw new Error(`upload ${uploadId}: ${JSON.stringify(body.userErrors)}`);
    if (until(body.job)) return body;
    if (Date.now() > deadline) throw new Error(`upload ${uploadId} still ${body.job.state}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
};

/**
 * Uploads a file and waits for its job to end, as the screen does: the result once done, or the
 * refusal (of the file at once, or of its job once it failed) in `userErrors`.
 */
export const uploadFile = async (
  stack: Stack,
  caller: Caller | null,
  route: string,
  fileName: string,
  bytes: Buffer,
): Promise<{ status: number; body: UploadAnswer }> => {
  const sent = await postUpload(stack, caller, route, fileName, bytes);
  const queued = sent.body.job;
  if (!caller || !queued || sent.body.userErrors.length > 0) {
    return { status: sent.status, body: { result: null, userErrors: sent.body.userErrors } };
  }
  const ended = await waitForUpload(stack, caller, queued.uploadId);
  return { status: sent.status, body: { result: ended.job?.result ?? null, userErrors: ended.userErrors } };
};
