import { randomBytes } from 'node:crypto';
import { ENCRYPTED_QUERY_PARAM, MAX_BATCH_READS, RestPath, type BatchAnswer } from '@finx/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { okEnvelope } from './envelope';
import type { Caller } from './route-access';
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

/**
 * `POST` BATCH: the reads one page needs, answered under one authentication. Each read runs through the
 * route's own hooks, access rule, validation and handler in this process, so it answers exactly what the
 * path answers on its own, status included; only the token check and the jti rotation are done once.
 */
export const registerReadBatch = (app: FastifyInstance, callers: BatchCallers): void => {
  app.post(RestPath.BATCH, { config: { access: 'user' } }, async (request) => {
    const { reads } = parseInput(batchBody, request.body);
    const key = callers.open(request.caller);
    try {
      const answers = await Promise.all(
        reads.map(async (read): Promise<BatchAnswer> => {
          const search = read.enc ? `?${ENCRYPTED_QUERY_PARAM}=${encodeURIComponent(read.enc)}` : '';
          const answer = await app.inject({
            method: 'GET',
            url: `${read.path}${search}`,
            headers: { [BATCH_READ_HEADER]: key, accept: 'application/json' },
            remoteAddress: request.ip,
          });
          return { status: answer.statusCode, body: parseBody(answer.payload) };
        }),
      );
      return okEnvelope<never, BatchAnswer>({ responseListObject: answers, totalRecords: answers.length });
    } finally {
      callers.close(key);
    }
  });
};
