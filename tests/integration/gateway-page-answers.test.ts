import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  BOOT_FRAMES_FILE,
  PAGE_ANSWERS_ID,
  RoleId,
  SCREEN_QUERIES_FILE,
  VIEWER_DATA_ID,
  type PageAnswer,
  type ScreenQueries,
} from '@finx/domain';
import { DEMO_ACCOUNTS } from '@finx/rest-api';
import type { DocumentNode } from 'graphql';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InMemoryCache } from '@apollo/client';
import {
  CartDocument,
  CourseContentDocument,
  LearnerHeaderDocument,
} from '../../client/src/graphql/generated/graphql';
import { loginAs, type Caller } from '../src/harness/login';
import { startStack, type Stack } from '../src/harness/stack';

const INDEX =
  '<!doctype html><html><head><title>FinX</title></head><body><div id="root"></div></body></html>';

/** A document as the app's cache sends it (with `__typename`), as the client build records it. */
const sent = (document: DocumentNode, operationName: string, variables: Record<string, unknown> = {}) => ({
  operationName,
  query: print(new InMemoryCache().transformDocument(document)),
  variables,
});

// The learner's frame and the first queries of two of its screens, as client/build/boot-pages.plugin.ts
// writes them: the cart's, and a course's, whose product id comes from the address.
const SCREEN_QUERIES: ScreenQueries[] = [
  {
    path: '/mycart',
    roleIds: [RoleId.LEARNER],
    queries: [sent(LearnerHeaderDocument, 'LearnerHeader'), sent(CartDocument, 'Cart')],
  },
  {
    path: '/my-learning/:productId',
    roleIds: [RoleId.LEARNER],
    queries: [sent(CourseContentDocument, 'CourseContent', { productId: ':productId' })],
  },
];

const makeClientDist = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'finx-page-answers-'));
  mkdirSync(join(dir, 'frames'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(
    join(dir, 'frames', 'learner-5.html'),
    INDEX.replace('<div id="root">', '<div id="boot">frame</div><div id="root">'),
  );
  const frames = [
    { roleId: RoleId.LEARNER, file: 'frames/learner-5.html', paths: ['/mycart', '/my-learning/:productId'] },
  ];
  writeFileSync(join(dir, BOOT_FRAMES_FILE), JSON.stringify(frames));
  writeFileSync(join(dir, SCREEN_QUERIES_FILE), JSON.stringify(SCREEN_QUERIES));
  return dir;
};

/**
 * What a value reads as without the cache's `__typename`s, to compare with a plain query's answer, and
 * without the lessons' signed addresses, whose expiry is counted from the second they are signed.
 */
const comparable = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value), (key, field: unknown) =>
    key === '__typename' || (key === 'url' && typeof field === 'string' && field.includes('&s='))
      ? undefined
      : field,
  );

/**
 * Issue 29: the gateway answers a signed-in screen's first queries for the session as it sends the page,
 * through its own schema and the real REST service, so the app draws the screen with its data without a
 * round trip; each person gets their own answers, and nothing a failed query would have said.
 */
describe('the page answers sent with a drawn signed-in frame', () => {
  let stack: Stack;
  let dist: string;
  let learner: Caller;
  let other: Caller;

  beforeAll(async () => {
    dist = makeClientDist();
    stack = await startStack({ gatewayEnv: { CLIENT_DIST_DIR: dist } });
    learner = await loginAs(stack, DEMO_ACCOUNTS.learner.email);
    other = await loginAs(stack, DEMO_ACCOUNTS.secondLearner.email);
  });
  afterAll(async () => {
    await stack?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const pageOf = async (caller: Caller, path: string) => {
    const cookie = [...stack.cookiesOf(caller.email)].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(`${stack.gatewayUrl}${path}`, { headers: { accept: 'text/html', cookie } });
    expect(response.status, path).toBe(200);
    const body = await response.text();
    const block = new RegExp(`<script type="application/json" id="${PAGE_ANSWERS_ID}">([^<]*)</script>`).exec(
      body,
    );
    return {
      body,
      answers: block ? (JSON.parse(block[1] ?? '[]') as PageAnswer[]) : null,
    };
  };
  const answerOf = (answers: PageAnswer[] | null, operationName: string) =>
    answers?.find((answer) => answer.operationName === operationName);

  it("answers the cart's queries for the learner whose page it is, as /graphql answers them", async () => {
    const { answers } = await pageOf(learner, '/mycart');
    expect(answers?.map((answer) => answer.operationName).sort()).toEqual(['Cart', 'LearnerHeader']);
    expect(comparable(answerOf(answers, 'Cart')?.data)).toEqual(comparable(await learner.data(CartDocument)));
    // With the cache's type names, so the app can write it as its own query's answer.
    expect(JSON.stringify(answerOf(answers, 'Cart')?.data)).toContain('"__typename":"Cart');
    // Another learner's page carries theirs: nothing of one person is kept for another.
    const theirs = await pageOf(other, '/mycart');
    expect(comparable(answerOf(theirs.answers, 'Cart')?.data)).toEqual(
      comparable(await other.data(CartDocument)),
    );
    expect(theirs.answers).not.toEqual(answers);
  });

  it("fills the address's parameter in, and leaves out a query that failed", async () => {
    const held = await pageOf(learner, '/my-learning/3001');
    const content = answerOf(held.answers, 'CourseContent');
    expect(content?.variables).toEqual({ productId: '3001' });
    expect(comparable(content?.data)).toEqual(
      comparable(await learner.data(CourseContentDocument, { productId: '3001' })),
    );
    // Not a product id: the query fails, so the page carries no answer and the app asks and says why.
    const broken = await pageOf(learner, '/my-learning/not-a-product');
    expect(answerOf(broken.answers, 'CourseContent')).toBeUndefined();
    expect(broken.body).toContain(`id="${VIEWER_DATA_ID}"`);
  });

  it('answers nothing for an address with a query string, which the recorded variables do not follow', async () => {
    const { answers, body } = await pageOf(learner, '/mycart?from=wishlist');
    expect(answers).toBeNull();
    expect(body).toContain(`id="${VIEWER_DATA_ID}"`);
  });
});
