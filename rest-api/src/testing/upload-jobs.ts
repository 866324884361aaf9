import { messageFor, type ReasonCode, RestPath, type UploadJob, type UploadResult } from '@finx/domain';
import type { RestResponse, RestTestClient } from './rest-test-client';

/** How long a test waits for an upload's job; the benchmark, not a test, says how fast it is. */
const JOB_WAIT_MS = 120_000;
const POLL_MS = 25;

/** One upload's job as the uploader reads it (GET UPLOAD_PROGRESS). */
export const uploadProgress = (client: RestTestClient, uploadId: number) =>
  client.request<UploadJob>('GET', RestPath.UPLOAD_PROGRESS, { query: { uploadId: String(uploadId) } });

/** Polls the job until it ends (done or failed), or `until` says so earlier; answers the last state. */
export const waitForJob = async (
  client: RestTestClient,
  uploadId: number,
  until: (job: UploadJob) => boolean = (job) => job.state === 'done' || job.state === 'failed',
): Promise<UploadJob> => {
  const deadline = Date.now() + JOB_WAIT_MS;
  for (;;) {
    const { body } = await uploadProgress(client, uploadId);
    const job = body.responseObject;
    if (!job) throw new Error(`upload ${uploadId}: ${body.reasonCode ?? 'no job'}`);
    if (until(job)) return job;
    if (Date.now() > deadline)
      throw new Error(`upload ${uploadId} still ${job.state} after ${JOB_WAIT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
};

/** Posts a file to an upload route as the gateway does: its bytes, its name in `x-file-name`. */
export const postUpload = (client: RestTestClient, path: RestPath, fileName: string, bytes: Buffer) =>
  client.request<UploadJob>('POST', path, {
    rawBody: new Uint8Array(bytes),
    headers: { 'content-type': 'application/octet-stream', 'x-file-name': encodeURIComponent(fileName) },
  });

/**
 * Posts a file and waits for its job to end, answering as the upload did before it became a job: the
 * result as the envelope's responseObject, or the file's refusal as a fail envelope with its reason.
 */
export const uploadAndWait = async (
  client: RestTestClient,
  path: RestPath,
  fileName: string,
  bytes: Buffer,
): Promise<RestResponse<UploadResult>> => {
  const sent = await postUpload(client, path, fileName, bytes);
  const queued = sent.body.responseObject;
  if (sent.status !== 200 || !queued) return { ...sent, body: { ...sent.body, responseObject: null } };
  const job = await waitForJob(client, queued.uploadId);
  if (job.state === 'failed') {
    const reasonCode = job.reasonCode as ReasonCode;
    return {
      ...sent,
      body: {
        ...sent.body,
        status: 'fail',
        reasonCode,
        reasonText: messageFor(reasonCode),
        responseObject: null,
      },
    };
  }
  return { ...sent, body: { ...sent.body, responseObject: job.result } };
};
