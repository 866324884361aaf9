import { expect } from 'vitest';
import type { GraphqlResponse } from './stack';

/**
 * Every integration test asserts this: whatever the outcome, the gateway never answered with a 500 or an
 * INTERNAL_SERVER_ERROR (a masked bug). Expected failures carry their own codes.
 */
export function expectNoInternalErrors(response: Pick<GraphqlResponse<unknown>, 'status' | 'body'>): void {
  expect(response.status, 'HTTP status').toBeLessThan(500);
  const internal = (response.body.errors ?? []).filter(
    (error) => error.extensions?.code === 'INTERNAL_SERVER_ERROR',
  );
  expect(internal, 'INTERNAL_SERVER_ERROR in the response').toEqual([]);
}

/** The `extensions.code` values of a response's errors, in order. */
export const errorCodes = (response: Pick<GraphqlResponse<unknown>, 'body'>): unknown[] =>
  (response.body.errors ?? []).map((error) => error.extensions?.code);
