import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_ANSWERS_ID, VIEWER_DATA_ID } from '@finx/domain';
import { ViewerDocument } from '../graphql/generated/operations/Viewer';
import { learnerViewer } from '../test/fixtures';
import { nextTask, startApp } from './app-start';
import { LearnerLayout } from './frame-layouts';

// The viewer block as the gateway writes it: the query's fields without the type's name.
const { __typename, ...VIEWER } = learnerViewer;

/** A drawn signed-in page: its viewer block, and its answers block when `answers` is given. */
const drawnPage = (answers?: unknown[]) => {
  const page = document.implementation.createHTMLDocument('FinX');
  const blocks: [string, unknown][] = [[VIEWER_DATA_ID, VIEWER]];
  if (answers) blocks.push([PAGE_ANSWERS_ID, answers]);
  for (const [id, content] of blocks) {
    const script = page.createElement('script');
    script.type = 'application/json';
    script.id = id;
    script.textContent = JSON.stringify(content);
    page.head.append(script);
  }
  return page;
};

// The viewer's check goes to `/graphql`, which a unit test has not: it fails quietly, as offline would.
// Stubbed per test and put back: the client project shares one environment across files (isolate: false).
beforeEach(() => vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline'))));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('startApp', () => {
  it("reads the page, writes its viewer and starts the screen's code and data each in a task of its own", async () => {
    const layout = vi.spyOn(LearnerLayout, 'preload').mockResolvedValue(undefined);
    const page = drawnPage();
    const seen: { viewerRead: boolean; layoutStarted: boolean }[] = [];
    const between = () => {
      seen.push({
        viewerRead: page.getElementById(VIEWER_DATA_ID) === null,
        layoutStarted: layout.mock.calls.length > 0,
      });
      return Promise.resolve();
    };
    const { client, written } = await startApp(between, page, { pathname: '/studentDashboard', search: '' });
    expect(seen).toEqual([
      { viewerRead: false, layoutStarted: false },
      { viewerRead: true, layoutStarted: false },
      { viewerRead: true, layoutStarted: true },
    ]);
    expect(client.readQuery({ query: ViewerDocument })?.viewer?.email).toBe(VIEWER.email);
    // No answers came with the page: nothing to wait for before the first render.
    expect(written).toBeNull();
  });

  it('hands the first render the writing of the answers the page came with', async () => {
    const page = drawnPage([{ operationName: 'Cart', variables: {}, data: { cart: null } }]);
    const { written } = await startApp(() => Promise.resolve(), page, {
      pathname: '/no-such-screen',
      search: '',
    });
    // The first render waits on it (route-preload.test covers what it waits for).
    await expect(written).resolves.toBeUndefined();
    expect(page.getElementById(PAGE_ANSWERS_ID)).toBeNull();
  });
});

describe('nextTask', () => {
  it('settles in a task of its own, after the current one and its microtasks', async () => {
    let settled = false;
    void nextTask().then(() => (settled = true));
    for (let turn = 0; turn < 5; turn++) await Promise.resolve();
    expect(settled).toBe(false);
    await vi.waitFor(() => expect(settled).toBe(true));
  });
});
