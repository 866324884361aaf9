import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ARMOR_LIMITS } from '@finx/gateway-graphql';
import { getIntrospectionQuery, print } from 'graphql';
import { DEMO_ACCOUNTS } from '@finx/rest-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductsDocument, ViewerDocument } from '../../client/src/graphql/generated/graphql';
import { dataOf, errorCodes, expectNoInternalErrors } from '../src/harness/expect';
import { loginAs } from '../src/harness/login';
import { startStack, type Stack } from '../src/harness/stack';

/** The built client, as Vite's multi-page build lays it out: the app, GraphiQL and fingerprinted assets. */
const makeClientDist = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'finx-client-dist-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>FinX app</title>');
  writeFileSync(join(dir, 'graphiql.html'), '<!doctype html><title>FinX GraphiQL</title>');
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'app-1a2b3c.js'), 'console.log("app")');
  return dir;
};

const post = (
  stack: Stack,
  body: string,
  headers: Record<string, string> = { 'content-type': 'application/json' },
) => fetch(`${stack.gatewayUrl}/graphql`, { method: 'POST', headers, body });

const asResponse = async (response: Response) => ({
  status: response.status,
  headers: response.headers,
  body: (await response.json()) as {
    data?: unknown;
    errors?: { message: string; extensions?: Record<string, unknown> }[];
  },
});

describe('gateway over HTTP: limits, errors, CSRF, health, static client', () => {
  let stack: Stack;
  let production: Stack;
  let dist: string;

  beforeAll(async () => {
    dist = makeClientDist();
    stack = await startStack({ gatewayEnv: { CLIENT_DIST_DIR: dist } });
    const secret = 'ab'.repeat(32);
    production = await startStack({
      restEnv: { FIELD_CIPHER_SECRET: secret },
      gatewayEnv: { NODE_ENV: 'production', FIELD_CIPHER_SECRET: secret, CLIENT_DIST_DIR: dist },
    });
  });
  afterAll(async () => {
    await stack?.close();
    await production?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers malformed GraphQL with 400 and a message', async () => {
    const response = await asResponse(await post(stack, JSON.stringify({ query: '{ viewer { id ' })));
    expectNoInternalErrors(response);
    expect(response.status).toBe(400);
    expect(response.body.errors?.[0]?.message).toMatch(/Syntax Error/);
  });

  it('answers an unreadable JSON body with 400', async () => {
    const response = await asResponse(await post(stack, '{"query": '));
    expectNoInternalErrors(response);
    expect(response.status).toBe(400);
    expect(response.body.errors?.[0]?.message).toBeTruthy();
  });

  it('answers variables of the wrong type with BAD_USER_INPUT', async () => {
    const response = await stack.graphqlText(print(ProductsDocument), { page: 'two', pageSize: 12 });
    expect(errorCodes(response)).toEqual(['BAD_USER_INPUT']);
  });

  it(`refuses documents deeper than ${ARMOR_LIMITS.maxDepth}`, async () => {
    const deep =
      '{ ' + 'a { '.repeat(ARMOR_LIMITS.maxDepth + 1) + 'b' + ' }'.repeat(ARMOR_LIMITS.maxDepth + 1) + ' }';
    const response = await stack.graphqlText(deep);
    expect(response.status).toBe(400);
    expect(response.body.errors?.map((error) => error.message).join('\n')).toMatch(/depth limit/i);
  });

  it(`allows ${ARMOR_LIMITS.maxAliases} aliases and refuses one more`, async () => {
    const aliases = (n: number) =>
      '{ ' + Array.from({ length: n }, (_, i) => `v${i}: viewer { id }`).join(' ') + ' }';
    const within = await stack.graphqlText(aliases(ARMOR_LIMITS.maxAliases));
    expect(within.body.errors).toBeUndefined();
    const over = await stack.graphqlText(aliases(ARMOR_LIMITS.maxAliases + 1));
    expect(over.status).toBe(400);
    expect(over.body.errors?.[0]?.message).toMatch(/aliases limit/i);
  });

  it(`refuses documents costing more than ${ARMOR_LIMITS.maxCost}`, async () => {
    const fragment =
      'fragment P on Product { id productName description level category { id categoryId categoryName } }';
    const query = `{ products(pageSize: 50) { items { ${'...P '.repeat(150)} } } } ${fragment}`;
    const response = await stack.graphqlText(query);
    expect(response.status).toBe(400);
    expect(response.body.errors?.[0]?.message).toMatch(/cost limit/i);
  });

  it(`refuses documents of more than ${ARMOR_LIMITS.maxTokens} tokens`, async () => {
    const response = await stack.graphqlText(`{ viewer { ${'id '.repeat(ARMOR_LIMITS.maxTokens)} } }`);
    expect(response.status).toBe(400);
    expect(response.body.errors?.[0]?.message).toMatch(
      new RegExp(`contains more th(an|at) ${ARMOR_LIMITS.maxTokens} tokens`),
    );
  });

  it('lets the full introspection query (GraphiQL, codegen) through every limit', async () => {
    const response = await stack.graphqlText(
      getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true }),
    );
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data).toHaveProperty('__schema.queryType.name', 'Query');
  });

  it('answers a 2 MB body with 413', async () => {
    const response = await asResponse(
      await post(stack, JSON.stringify({ query: `{ viewer { id } }`, padding: 'x'.repeat(2 * 1024 * 1024) })),
    );
    expect(response.status).toBe(413);
    expect(response.body.errors?.[0]?.extensions?.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses GET and simple-form requests without the CSRF preflight header', async () => {
    const query = encodeURIComponent('{ viewer { id } }');
    const get = await fetch(`${stack.gatewayUrl}/graphql?query=${query}`);
    expect(get.status).toBe(400);
    expect(await get.text()).toMatch(/CSRF|preflight/i);

    const form = await post(stack, `query=${query}`, { 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.status).toBeGreaterThanOrEqual(400);
    expect(form.status).toBeLessThan(500);
    const text = await post(stack, JSON.stringify({ query: '{ viewer { id } }' }), {
      'content-type': 'text/plain',
    });
    expect(text.status).toBe(400);

    const allowed = await fetch(`${stack.gatewayUrl}/graphql?query=${query}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    const body = await asResponse(allowed);
    expectNoInternalErrors(body);
    expect(body.body).toEqual({ data: { viewer: null } });
  });

  it('answers /healthz and /readyz', async () => {
    expect((await fetch(`${stack.gatewayUrl}/healthz`)).status).toBe(200);
    const ready = await fetch(`${stack.gatewayUrl}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready' });
  });

  it('serves the built client with a history fallback, and GraphiQL at /graphql for browsers', async () => {
    const html = { accept: 'text/html,application/xhtml+xml' };
    const root = await fetch(`${stack.gatewayUrl}/`, { headers: html });
    expect(await root.text()).toContain('FinX app');
    const deep = await fetch(`${stack.gatewayUrl}/studentDashboard?tab=1`, { headers: html });
    expect(deep.status).toBe(200);
    expect(await deep.text()).toContain('FinX app');
    const asset = await fetch(`${stack.gatewayUrl}/assets/app-1a2b3c.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toMatch(/immutable/);
    const missing = await fetch(`${stack.gatewayUrl}/nothing.json`);
    expect(missing.status).toBe(404);

    const graphiql = await fetch(`${stack.gatewayUrl}/graphql`, { headers: html });
    expect(graphiql.status).toBe(200);
    expect(await graphiql.text()).toContain('FinX GraphiQL');
  });

  it('in production: no introspection, no GraphiQL, no field suggestions, Secure cookies', async () => {
    const introspection = await production.graphqlText('{ __schema { queryType { name } } }');
    expect(introspection.status).toBe(400);
    expect(errorCodes(introspection)).toEqual(['GRAPHQL_VALIDATION_FAILED']);

    const typo = await production.graphqlText('{ viewr { id } }');
    expect(typo.body.errors?.[0]?.message).not.toMatch(/Did you mean/);
    const devTypo = await stack.graphqlText('{ viewr { id } }');
    expect(devTypo.body.errors?.[0]?.message).toMatch(/Did you mean/);

    const graphiql = await fetch(`${production.gatewayUrl}/graphql`, { headers: { accept: 'text/html' } });
    expect(await graphiql.text()).not.toContain('FinX GraphiQL');

    const learner = await loginAs(production, DEMO_ACCOUNTS.learner.email, { browser: 'prod' });
    expect(learner.loginHeaders.getSetCookie().join(';')).toMatch(/Secure/);
    expect(dataOf(await learner.graphql(ViewerDocument)).viewer?.email).toBe(DEMO_ACCOUNTS.learner.email);
  });
});
