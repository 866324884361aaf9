import { randomBytes } from 'node:crypto';
import { ENCRYPTED_QUERY_PARAM, MAX_BATCH_READS, RestPath, type BatchAnswer } from '@finx/domain';
import type { FieldCipher } from '@finx/domain/server';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { okEnvelope } from './envelope';
import { answerForError } from './error-handling';
import { assertStorable } from './input-guards.hook';
import type { ReadRoute, ReadRoutes } from './read-routes';
import { type Caller, enforceAccess } from './route-access';
import { decryptQuery } from './sensitive-fields.hook';
import { parseInput } from './validation';

/** Marks a read made inside a batch; its value names the batch's caller for the authentication hook. */
export const BATCH_READ_HEADER = 'x-finx-batch-read';

/**
 * The callers of the batches in progress, each under a random 192-bit key that lives only while its
 * batch runs. A read carrying a key is answered as that caller without a token: the batch already
 * authenticated it and rotated its jti once. A key from outside this process names nobody.
 */
export class BatchCallers {
  private readonly callers = new Map<string, Caller>();

  open(caller: Caller): string {
    const key = randomBytes(24).toString('base64url');
    this.callers.set(key, caller);
    return key;
  }

  callerOf(key: string): Caller | undefined {
    return this.callers.get(key);
  }

  close(key: string): void {
    this.callers.delete(key);
  }
}

// A route path of ours: no scheme or host (not even `//host`), no query (it travels as `enc`).
const READ_PATH = /^\/(?!\/)[A-Za-z0-9_\-/.]{1,200}$/;

const batchBody = z.strictObject({
  reads: z
    .array(
      z.strictObject({
        path: z.string().regex(READ_PATH),
        enc: z.string().min(1).max(8192).optional(),
      }),
    )
    .min(1)
    .max(MAX_BATCH_READS),
});

const parseBody = (payload: string): unknown => {
  try {
    return payload === '' ? null : (JSON.parse(payload) as unknown);
  } catch {
    return null;
  }
};

/** What a handler did with the reply, for the handlers that set a status or send instead of returning. */
class RecordedReply {
  statusCode = 200;
  sent = false;
  payload: unknown = undefined;

  code(status: number): this {
    this.statusCode = status;
    return this;
  }

  status(status: number): this {
    return this.code(status);
  }

  // Headers of a read (cache rules, a jti) have no place in a batch answer, as with a request of its own.
  header(): this {
    return this;
  }

  send(payload?: unknown): this {
    this.sent = true;
    this.payload = payload;
    return this;
  }
}

/** A read's answer as JSON: what the handler returned (or sent); text that is not JSON, and files, as null. */
const bodyOf = (value: unknown): unknown => {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return parseBody(value);
  if (value instanceof Uint8Array || typeof (value as { pipe?: unknown }).pipe === 'function') return null;
  return value;
};

/**
 * One read answered by its route's own handler, in this process and without an HTTP request of its own:
 * the route's access rule, the sensitive-field query decryption and the input guards run first, exactly
 * as the hooks do for a request, and errors answer with the error handler's status and envelope.
 */
const answerDirectly = async (
  app: FastifyInstance,
  cipher: FieldCipher,
  request: FastifyRequest,
  route: ReadRoute,
  read: { path: string; enc?: string },
): Promise<BatchAnswer> => {
  const reply = new RecordedReply();
  try {
    enforceAccess(route.access, request.caller);
    const sent = read.enc === undefined ? {} : { [ENCRYPTED_QUERY_PARAM]: read.enc };
    const query = route.fieldCipher ? decryptQuery(cipher, sent) : sent;
    assertStorable([query]);
    // The batch's own request with this read's query: the caller, address and logger stay the batch's.
    const part = Object.create(request, {
      query: { value: query, writable: true },
      params: { value: {}, writable: true },
      method: { value: 'GET' },
    }) as FastifyRequest;
    const returned: unknown = await route.handler.call(app, part, reply as unknown as FastifyReply);
    const body = returned === reply || returned === undefined ? reply.payload : returned;
    return { status: reply.statusCode, body: bodyOf(body) };
  } catch (error) {
    const { status, body } = answerForError(error as FastifyError, request.log);
    return { status, body };
  }
};

/**
 * `POST` BATCH: the reads one page needs, answered under one authentication. A read of a fixed GET path
 * is answered by that route's handler directly (see answerDirectly), so it answers exactly what the path
 * answers on its own, status included, without building and parsing an HTTP request and response per
 * read; any other path (a parametric download, an unknown path) still goes through Fastify's routing
 * in process. Only the token check and the jti rotation are done once.
 */
export const registerReadBatch = (
  app: FastifyInstance,
  callers: BatchCallers,
  routes: ReadRoutes,
  cipher: FieldCipher,
): void => {
  const doc = { summary: 'Several reads of one page in one call', body: batchBody };
  app.post(RestPath.BATCH, { config: { access: 'user', doc } }, async (request) => {
    const { reads } = parseInput(batchBody, request.body);
    let key: string | undefined;
    const throughRouting = async (read: { path: string; enc?: string }): Promise<BatchAnswer> => {
      key ??= callers.open(request.caller);
      const search = read.enc ? `?${ENCRYPTED_QUERY_PARAM}=${encodeURIComponent(read.enc)}` : '';
      const answer = await app.inject({
        method: 'GET',
        url: `${read.path}${search}`,
        headers: { [BATCH_READ_HEADER]: key, accept: 'application/json' },
        remoteAddress: request.ip,
      });
      return { status: answer.statusCode, body: parseBody(answer.payload) };
    };
    try {
      const answers = await Promise.all(
        reads.map((read) => {
          const route = routes.find(read.path);
          return route ? answerDirectly(app, cipher, request, route, read) : throughRouting(read);
        }),
      );
      return okEnvelope<never, BatchAnswer>({ responseListObject: answers, totalRecords: answers.length });
    } finally {
      if (key !== undefined) callers.close(key);
    }
  });
};
