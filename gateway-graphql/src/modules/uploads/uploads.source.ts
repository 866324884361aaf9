import type { Readable } from 'node:stream';
import type { RestPath, UploadResult } from '@finx/domain';
import type { RequestSession } from '../../session/request-session';
import type { Upstream } from '../../upstream/upstream';
import type { UserError } from '../shared/user-error.types';
import { refusalOf } from '../shared/user-errors';
import { UPLOAD_FIELDS } from './uploads.errors';

/** What the browser reads back from an upload: the result, or why the file was refused. */
export interface UploadAnswer {
  result: UploadResult | null;
  userErrors: UserError[];
}

/**
 * Bulk uploads (issue 14) as the signed-in member of staff: the file streams through to rest-api, which
 * owns every rule; the gateway only turns a refusal into `userErrors` with the domain's message.
 */
export class UploadsSource {
  constructor(private readonly scope: { upstream: Upstream; session: RequestSession }) {}

  /** Sends one file to the REST path of its kind (payment, users, ...). */
  async send(path: RestPath, fileName: string, body: Readable): Promise<UploadAnswer> {
    const answer = await this.scope.upstream.streamAsUser<UploadResult>(this.scope.session, {
      path,
      fileName,
      body,
    });
    if (answer.ok) return { result: answer.envelope.responseObject ?? null, userErrors: [] };
    return { result: null, userErrors: [refusalOf(UPLOAD_FIELDS, answer)] };
  }
}
