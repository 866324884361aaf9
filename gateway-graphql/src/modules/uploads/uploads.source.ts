import type { Readable } from 'node:stream';
import { messageFor, type ReasonCode, RestPath, type UploadJob } from '@finx/domain';
import type { RequestSession } from '../../session/request-session';
import type { Upstream } from '../../upstream/upstream';
import type { UserError } from '../shared/user-error.types';
import { fieldOf, refusalOf } from '../shared/user-errors';
import { UPLOAD_FIELDS } from './uploads.errors';

/**
 * What the browser reads back from an upload and from its progress: the upload's job (its result once
 * done), or why the file was refused; a job that failed carries its refusal in `userErrors` too.
 */
export interface UploadAnswer {
  job: UploadJob | null;
  userErrors: UserError[];
}

/** A failed job's reason as the screen shows any refusal of the file. */
const answerOf = (job: UploadJob | null): UploadAnswer => {
  if (job?.state !== 'failed' || !job.reasonCode) return { job, userErrors: [] };
  const code = job.reasonCode as ReasonCode;
  return { job, userErrors: [{ code, field: fieldOf(UPLOAD_FIELDS, code), message: messageFor(code) }] };
};

/**
 * Bulk uploads (issue 14) as the signed-in member of staff: the file streams through to rest-api, which
 * owns every rule and answers with the upload's job at once (issue 25); the screen then follows the job
 * here. The gateway only turns a refusal into `userErrors` with the domain's message.
 */
export class UploadsSource {
  constructor(private readonly scope: { upstream: Upstream; session: RequestSession }) {}

  /** Sends one file to the REST path of its kind (payment, users, ...). */
  async send(path: RestPath, fileName: string, body: Readable): Promise<UploadAnswer> {
    const answer = await this.scope.upstream.streamAsUser<UploadJob>(this.scope.session, {
      path,
      fileName,
      body,
    });
    if (answer.ok) return answerOf(answer.envelope.responseObject ?? null);
    return { job: null, userErrors: [refusalOf(UPLOAD_FIELDS, answer)] };
  }

  /** The upload's job: its state, rows done of total, and its result or refusal once it ended. */
  async progress(uploadId: number): Promise<UploadAnswer> {
    const answer = await this.scope.upstream.call<UploadJob>(this.scope.session, {
      method: 'GET',
      path: RestPath.UPLOAD_PROGRESS,
      query: { uploadId: String(uploadId) },
      auth: 'user',
      allowFailure: true,
    });
    if (answer.ok) return answerOf(answer.envelope.responseObject ?? null);
    return { job: null, userErrors: [refusalOf(UPLOAD_FIELDS, answer)] };
  }
}
