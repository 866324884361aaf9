import type { Readable } from 'node:stream';
import {
  ReasonCode,
  RestPath,
  RoleGroup,
  UPLOAD_MAX_BYTES,
  UPLOAD_PROGRESS_ROUTE,
  UploadRoute,
  messageFor,
} from '@finx/domain';
import type { FastifyRequest } from 'fastify';
import type { ModuleRoutes } from '../module';
import { fieldOf } from '../shared/user-errors';
import { UPLOAD_FIELDS } from './uploads.errors';
import { UploadsSource } from './uploads.source';

const STAFF: readonly number[] = RoleGroup.ADMIN_OR_OPS;
const ADMIN: readonly number[] = RoleGroup.ADMIN;
/** SYSOPSADMIN runs the uploads that are accounts (docs/decisions/users-roles-audit.md). */
const SYSTEM_OPERATIONS: readonly number[] = RoleGroup.STAFF_AND_SYSOPS;
const ADMIN_OR_SYSOPS: readonly number[] = RoleGroup.ADMIN_OR_SYSOPS;

/** Each upload's gateway route, its REST path and who may use it (`001 §2` route table). */
const UPLOAD_KINDS: ReadonlyArray<{ route: UploadRoute; path: RestPath; roles: readonly number[] }> = [
  { route: UploadRoute.PAYMENT, path: RestPath.UPLOAD_PAYMENT, roles: STAFF },
  { route: UploadRoute.USERS, path: RestPath.UPLOAD_USERS, roles: ADMIN_OR_SYSOPS },
  {
    route: UploadRoute.UNSUBSCRIBE_BOUNCED,
    path: RestPath.UPLOAD_UNSUBSCRIBE_BOUNCED,
    roles: SYSTEM_OPERATIONS,
  },
  { route: UploadRoute.COURSE_STUDENTS, path: RestPath.UPLOAD_COURSE_STUDENTS, roles: ADMIN },
  // `001 §2`: /adminbulkuploadgdpi is admin only, /upload-spoc admin or ops; rest-api checks again.
  { route: UploadRoute.GDPI, path: RestPath.UPLOAD_GDPI, roles: ADMIN },
  { route: UploadRoute.SPOC, path: RestPath.UPLOAD_SPOC, roles: STAFF },
  // Whoever may create jobs may upload them; profile scores likewise staff's (docs/decisions.md).
  { route: UploadRoute.JOBS, path: RestPath.UPLOAD_JOBS, roles: STAFF },
  { route: UploadRoute.PROFILE_SCORE, path: RestPath.UPLOAD_PROFILE_SCORE, roles: STAFF },
];

/** The file's name, URI-decoded (the browser encodes it: headers carry ASCII only). */
const fileNameOf = (request: FastifyRequest): string => {
  const value = request.headers['x-file-name'];
  if (typeof value !== 'string') return '';
  try {
    return decodeURIComponent(value);
  } catch {
    return '';
  }
};

/** The body stream, hidden from anything that walks a body's properties (as rest-api does). */
class UploadBody {
  readonly #stream: Readable;
  constructor(stream: Readable) {
    this.#stream = stream;
  }
  get stream(): Readable {
    return this.#stream;
  }
}

/**
 * `POST /uploads/<kind>`: a bulk upload's file (`001 §2` screen 8 and the other uploads), outside GraphQL (multipart GraphQL
 * would buffer it; docs/decisions.md, "uploads"). Sent on to rest-api as it streams in, as the signed-in
 * member of staff. As with document uploads, the content type must be application/octet-stream, which a
 * cross-site page cannot send with custom headers without a CORS preflight this gateway never grants.
 * 401 with SESSION_EXPIRED when there is no session (the client shows 'Session Expired', `001 §8`).
 */
export const registerUploadsRoutes: ModuleRoutes = (app, { upstream, sessions }) => {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('application/octet-stream', (_request, payload, done) =>
      done(null, new UploadBody(payload)),
    );
    for (const kind of UPLOAD_KINDS) {
      scope.post(kind.route, async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        const refuse = (status: number, code: ReasonCode) => {
          if (request.body instanceof UploadBody) request.body.stream.resume();
          return reply
            .code(status)
            .send({ result: null, userErrors: [{ code, field: null, message: messageFor(code) }] });
        };
        const session = await sessions.resolve(request, reply);
        if (!session.viewer) return refuse(401, ReasonCode.SESSION_EXPIRED);
        if (!kind.roles.includes(session.viewer.roleId)) return refuse(403, ReasonCode.FORBIDDEN);
        if (!(request.body instanceof UploadBody)) return refuse(400, ReasonCode.UPLOAD_INVALID_FORMAT);
        // A body that says it is over the Excel limit (`001 §9`) is refused here rather than streamed to
        // rest-api to be counted and dropped there; a body without a length is counted by rest-api.
        if (Number(request.headers['content-length']) > UPLOAD_MAX_BYTES) {
          request.body.stream.resume();
          const code = ReasonCode.UPLOAD_TOO_LARGE;
          // The same answer as rest-api's refusal of the file, passed on by UploadsSource.
          return reply.code(413).send({
            job: null,
            userErrors: [{ code, field: fieldOf(UPLOAD_FIELDS, code), message: messageFor(code) }],
          });
        }
        const uploads = new UploadsSource({ upstream: upstream, session });
        try {
          return await uploads.send(kind.path, fileNameOf(request), request.body.stream);
        } catch (error) {
          request.log.warn({ err: error, route: kind.route }, 'upload: not delivered');
          return session.viewer
            ? refuse(502, ReasonCode.UPSTREAM_UNAVAILABLE)
            : refuse(401, ReasonCode.SESSION_EXPIRED);
        }
      });
    }

    // The screen follows its upload's job here until it ends (issue 25); rest-api answers the uploader only.
    scope.get<{ Params: { uploadId: string } }>(
      `${UPLOAD_PROGRESS_ROUTE}/:uploadId`,
      async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        const refuse = (status: number, code: ReasonCode) =>
          reply
            .code(status)
            .send({ job: null, userErrors: [{ code, field: null, message: messageFor(code) }] });
        const session = await sessions.resolve(request, reply);
        if (!session.viewer) return refuse(401, ReasonCode.SESSION_EXPIRED);
        if (!SYSTEM_OPERATIONS.includes(session.viewer.roleId)) return refuse(403, ReasonCode.FORBIDDEN);
        const uploadId = request.params.uploadId;
        if (!/^\d{1,15}$/.test(uploadId)) return refuse(404, ReasonCode.UPLOAD_NOT_FOUND);
        try {
          return await new UploadsSource({ upstream: upstream, session }).progress(Number(uploadId));
        } catch (error) {
          request.log.warn({ err: error }, 'upload progress: not answered');
          return session.viewer
            ? refuse(502, ReasonCode.UPSTREAM_UNAVAILABLE)
            : refuse(401, ReasonCode.SESSION_EXPIRED);
        }
      },
    );
  });
};
