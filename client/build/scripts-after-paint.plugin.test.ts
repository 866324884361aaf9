import type { IndexHtmlTransformContext } from 'vite';
import { describe, expect, it } from 'vitest';
import { afterPaintLoader, scriptsAfterPaint } from './scripts-after-paint.plugin';

const BUILT = `<!doctype html>
<html lang="en-IN">
  <head>
    <title>FinX</title>
    <script type="module" crossorigin src="/assets/main-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-1.js">
    <link rel="modulepreload" crossorigin href="/assets/react-2.js">
  </head>
  <body><div id="boot"></div><div id="root"></div></body>
</html>`;

const transform = (html: string, path: string): string => {
  const hook = scriptsAfterPaint().transformIndexHtml as {
    handler: (html: string, context: IndexHtmlTransformContext) => string;
  };
  return hook.handler(html, { path, filename: `/client${path}` } as IndexHtmlTransformContext);
};

/** A page as the loader meets it: its state, the elements it adds, and the browser's queues. */
function fakePage(readyState: 'loading' | 'complete', visibilityState: 'visible' | 'hidden' = 'visible') {
  const added: { tag: string; rel?: string; href?: string; src?: string; type?: string }[] = [];
  const frames: (() => void)[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const listeners: (() => void)[] = [];
  const document = {
    readyState,
    visibilityState,
    addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
    createElement: (tag: string) => ({ tag }),
    head: { append: (element: (typeof added)[number]) => added.push(element) },
  };
  const run = new Function(
    'document',
    'requestAnimationFrame',
    'setTimeout',
    afterPaintLoader('/assets/main-abc.js', ['/assets/runtime-1.js']),
  );
  run(
    document,
    (frame: () => void) => frames.push(frame),
    (callback: () => void, ms = 0) => timers.push({ run: callback, ms }),
  );
  return { added, frames, timers, listeners };
}

describe('scriptsAfterPaint (the app requested once the page has painted)', () => {
  it("takes index.html's entry and preloads out of its head and loads them from one inline script", () => {
    const page = transform(BUILT, '/index.html');
    expect(page).not.toContain('<script type="module"');
    expect(page).not.toContain('rel="modulepreload"');
    const loader = /<script>([\s\S]*?)<\/script>\s*<\/head>/.exec(page)?.[1] ?? '';
    expect(loader).toContain('"/assets/main-abc.js"');
    expect(loader).toContain('["/assets/runtime-1.js","/assets/react-2.js"]');
  });

  it("leaves GraphiQL's page as built", () => {
    const graphiql = BUILT.replace('main-abc', 'graphiql-def');
    expect(transform(graphiql, '/graphiql.html')).toBe(graphiql);
  });

  it('requests nothing before the page is parsed and has painted a frame, then the preloads and the entry once', () => {
    const page = fakePage('loading');
    // Nothing waits for a frame while the page still parses: the app needs all of it.
    expect([page.added, page.frames, page.timers]).toEqual([[], [], []]);
    page.listeners.forEach((listener) => listener());
    expect(page.added).toHaveLength(0);
    page.frames.forEach((frame) => frame());
    // The frame's task, and the fallback timer after it: one start.
    page.timers.forEach((timer) => timer.run());
    page.timers.forEach((timer) => timer.run());
    expect(page.added).toEqual([
      expect.objectContaining({ tag: 'link', rel: 'modulepreload', href: '/assets/runtime-1.js' }),
      expect.objectContaining({ tag: 'script', type: 'module', src: '/assets/main-abc.js' }),
    ]);
  });

  it('starts a hidden page at once, and a page whose frame never comes after a second', () => {
    expect(fakePage('complete', 'hidden').added).toHaveLength(2);
    const noFrame = fakePage('complete');
    expect(noFrame.added).toHaveLength(0);
    noFrame.timers.filter((timer) => timer.ms === 1000).forEach((timer) => timer.run());
    expect(noFrame.added).toHaveLength(2);
  });
});
