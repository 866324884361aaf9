import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes, expectNoInternalErrors } from '../src/harness/expect';
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
    const login = await stack.graphql(
      'mutation ($input: LoginInput!) { login(input: $input) { userErrors { code } } }',
      { input: { username: 'learner@finx.demo', password: 'Demo@1234' } },
      { cookie: 'learner' },
    );
    expectNoInternalErrors(login);
    // Warm the keep-alive connections so the stop also tests reused sockets.
    expectNoInternalErrors(await stack.graphql('{ products { total } }'));

    await stack.stopRest();

    for (const query of [
      '{ products { total } }',
      '{ categories { id } }',
      '{ learnerHeader { cartCount } }',
    ]) {
      const started = Date.now();
      const response = await stack.graphql(query, undefined, { cookie: 'learner' });
      expect(Date.now() - started).toBeLessThan(5000);
      expectNoInternalErrors(response);
      expect(errorCodes(response)).toEqual(['UPSTREAM_UNAVAILABLE']);
      expect(response.body.errors?.[0]?.extensions?.reasonCode).toBe('UPSTREAM_UNAVAILABLE');
    }

    // The gateway's own state still answers: the session is intact.
    const viewer = await stack.graphql('{ viewer { email } }', undefined, { cookie: 'learner' });
    expectNoInternalErrors(viewer);
    expect(viewer.body.data).toEqual({ viewer: { email: 'learner@finx.demo' } });

    expect((await fetch(`${stack.gatewayUrl}/healthz`)).status).toBe(200);
    expect((await fetch(`${stack.gatewayUrl}/readyz`)).status).toBe(503);
  });
});
