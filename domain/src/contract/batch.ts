/**
 * The read batch: one REST request that authenticates the caller and rotates the jti once, then answers
 * several GET routes as that caller, each exactly as it would answer on its own. The gateway sends the
 * reads one GraphQL operation needs at the same moment as one batch; every spec path still answers on
 * its own for any other client.
 */

/** At most this many reads in one batch: a page's reads, not a way to multiply one request's work. */
export const MAX_BATCH_READS = 16;

/** One read: a GET route's path and its query string as the `enc` parameter carries it (encrypted). */
export interface BatchRead {
  path: string;
  enc?: string;
}

export interface BatchRequest {
  reads: BatchRead[];
}

/** One read's answer: the HTTP status and body the route gave, in the order the reads were sent. */
export interface BatchAnswer {
  status: number;
  body: unknown;
}
