import { DEMO_ACCOUNTS } from '@finx/rest-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CategoriesDocument,
  LearnerHeaderDocument,
  ProductsDocument,
  ViewerDocument,
} from '../../client/src/graphql/generated/graphql';
import { dataOf, errorCodes } from '../src/harness/expect';
import { loginAs } from '../src/harness/login';
import { startStack, type Stack } from '../src/harness/stack';

describe('gateway with rest-api stopped', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('answers UPSTREAM_UNAVAILABLE within 5 s while /healthz stays up', async () => {
    const learner = await loginAs(stack, DEMO_ACCOUNTS.learner.email);
    const firstPage = { page: 1, pageSize: 12 };
    // Warm the keep-alive connections so the stop also tests reused sockets.
    dataOf(await stack.graphql(ProductsDocument, firstPage));

    await stack.stopRest();

    const calls = [
      () => learner.graphql(ProductsDocument, firstPage),
      () => learner.graphql(CategoriesDocument),
      () => learner.graphql(LearnerHeaderDocument),
    ];
    for (const call of calls) {
      const started = Date.now();
      const response = await call();
      expect(Date.now() - started).toBeLessThan(5000);
      expect(errorCodes(response)).toEqual(['UPSTREAM_UNAVAILABLE']);
      expect(response.body.errors?.[0]?.extensions?.reasonCode).toBe('UPSTREAM_UNAVAILABLE');
    }

    // The gateway's own state still answers: the session is intact.
    const viewer = await learner.graphql(ViewerDocument);
    expect(dataOf(viewer).viewer?.email).toBe(DEMO_ACCOUNTS.learner.email);

    expect((await fetch(`${stack.gatewayUrl}/healthz`)).status).toBe(200);
    expect((await fetch(`${stack.gatewayUrl}/readyz`)).status).toBe(503);
  });
});
