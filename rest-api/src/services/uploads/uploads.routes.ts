import type { Readable } from 'node:stream';
import { RestPath, type UploadJob } from '@finx/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { answer } from '../../http/answer';
import { invalidInput } from '../../http/envelope';
import { requireUser } from '../../http/route-access';
import { documented, type RouteDoc } from '../../http/route-docs';
import { SYSTEM_OPERATIONS_ROLES } from '../../role-groups';
import type { KeyedRow, UploadKind, UploadsService } from './uploads.service';

/**
 * The request body as a stream, wrapped so that the input guards (which walk a body's own properties)
 * and the field cipher see nothing: an IncomingMessage's object graph is circular and not input.
 */
class RawUpload {
  readonly #stream: Readable;
  constructor(stream: Readable) {
    this.#stream = stream;
  }
  get stream(): Readable {
    return this.#stream;
  }
}

/** The file's name, URI-encoded by the gateway (headers carry ASCII only). */
const fileNameOf = (request: FastifyRequest): string => {
  const value = request.headers['x-file-name'];
  if (typeof value !== 'string') return '';
  try {
    return decodeURIComponent(value).slice(0, 255);
  } catch {
    return '';
  }
};

/** One kind of upload on its own path, for these roles. */
export interface UploadEndpoint {
  path: string;
  access: readonly number[];
  kind: UploadKind<KeyedRow>;
}

const UPLOAD_DOC: RouteDoc = {
  body: {
    contentType: 'application/octet-stream',
    description: 'The file’s bytes (CSV or Excel); its name in the `x-file-name` header.',
  },
};

/** The progress query as the OpenAPI document shows it; the handler reads it itself. */
const progressQuery = z.object({ uploadId: z.string().regex(/^\d{1,15}$/) });

/**
 * Bulk uploads: the file arrives as raw bytes (application/octet-stream) and is streamed, never parsed
 * by Fastify into memory; its name comes in `x-file-name`. Staff only (docs/decisions.md, "uploads");
 * each kind's route names its roles. The answer is the upload's job, at once (issue 25); its progress
 * and then its result are read from UPLOAD_PROGRESS by the member of staff who uploaded it.
 */
export const uploadsRoutes = (
  app: FastifyInstance,
  uploads: UploadsService,
  endpoints: readonly UploadEndpoint[],
): void => {
  app.removeAllContentTypeParsers();
  // The body stays a stream: the service counts its bytes and stops at the limit.
  app.addContentTypeParser('application/octet-stream', (_request, payload, done) =>
    done(null, new RawUpload(payload)),
  );

  for (const { path, access, kind } of endpoints) {
    app.post(path, { config: { access, fieldCipher: false, doc: UPLOAD_DOC } }, async (request) => {
      const caller = requireUser(request.caller);
      if (!(request.body instanceof RawUpload)) throw invalidInput('file');
      const outcome = await uploads.upload(
        kind,
        { userId: caller.userId, partyId: caller.partyId, roleId: caller.roleId },
        fileNameOf(request),
        request.body.stream,
      );
      return answer<UploadJob>(outcome);
    });
  }

  const progress = documented({ config: { access: SYSTEM_OPERATIONS_ROLES } }, { query: progressQuery });
  app.get(RestPath.UPLOAD_PROGRESS, progress, async (request) => {
    const caller = requireUser(request.caller);
    const { uploadId } = request.query as { uploadId?: unknown };
    const id = typeof uploadId === 'string' && /^\d{1,15}$/.test(uploadId) ? Number(uploadId) : Number.NaN;
    return answer<UploadJob>(await uploads.progress({ partyId: caller.partyId, roleId: caller.roleId }, id));
  });
};
