import { expect } from 'vitest';
import type { GraphqlResponse } from './graphql-response';

/** A response that reached the gateway: 5xx means a bug or a fault the test did not ask for. */
export function expectNoServerErrorStatus(status: number, what: string): void {
  expect(status, `HTTP status of ${what}`).toBeLessThan(500);
}

/**
 * The harness asserts this on every GraphQL response (tests of faults opt out): whatever the outcome,
 * the gateway never answered with a 500 or an INTERNAL_SERVER_ERROR (a masked bug). Expected failures
 * carry their own codes. The same rule as the browser suite's tests/e2e/support/no-server-errors.ts.
 */
export function expectNoInternalErrors(response: Pick<GraphqlResponse, 'status' | 'body'>): void {
  expectNoServerErrorStatus(response.status, 'a GraphQL response');
  const internal = (response.body.errors ?? []).filter(
    (error) => error.extensions?.code === 'INTERNAL_SERVER_ERROR',
  );
  expect(internal, 'INTERNAL_SERVER_ERROR in the response').toEqual([]);
}

/** The `extensions.code` values of a response's errors, in order. */
export const errorCodes = (response: Pick<GraphqlResponse, 'body'>): unknown[] =>
  (response.body.errors ?? []).map((error) => error.extensions?.code);

/** The data of a response that must have succeeded: no errors at all, data present. */
export function dataOf<TData>(response: GraphqlResponse<TData>): TData {
  expect(response.body.errors, 'GraphQL errors').toBeUndefined();
  const data = response.body.data;
  if (data === null || data === undefined) throw new Error('the response has no data');
  return data;
}
