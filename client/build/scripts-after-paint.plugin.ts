import type { Plugin } from 'vite';

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The inline script that requests the app's entry and its preloads once the page has painted: after the
 * document is parsed (a module script added by a script runs as soon as it arrives, and the app needs
 * #root), then a frame, then a task. A hidden page paints no frame: it starts at once, and a second
 * timer starts a page whose frame never comes.
 */
export const afterPaintLoader = (entry: string, preloads: readonly string[]): string =>
  `(() => {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of ${JSON.stringify(preloads)}) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = ${JSON.stringify(entry)};
    document.head.append(script);
  };
  const afterPaint = () => {
    if (document.visibilityState === 'hidden') return start();
    requestAnimationFrame(() => setTimeout(start));
    setTimeout(start, 1000);
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterPaint, { once: true });
  else afterPaint();
})();`;

/**
 * Every page the gateway sends is drawn before its scripts (the public pages at build time, a signed-in
 * screen for its person): the scripts are not needed for the first paint, so they are requested after
 * it (issue 29). As `<script type="module">` and `modulepreload` links in the head they were requested
 * while the page was still parsing, sharing a slow link with the page itself; and Lighthouse, whose
 * estimate of the first paint counts every request made before it, put the paint of the same page at
 * 0.7 or 2.4 s depending on whether the entry's request happened to start first. Only index.html (and
 * the pages drawn from it); GraphiQL's page is left as built. The loader is an inline script: the
 * gateway's CSP allows it by its hash (security-headers.ts reads every built page's inline scripts).
 */
export function scriptsAfterPaint(): Plugin {
  return {
    name: 'finx-scripts-after-paint',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, { path }) {
        if (path !== '/index.html') return html;
        const entry = ENTRY_SCRIPT.exec(html)?.[1];
        if (!entry) throw new Error('index.html: no module entry script to load after the first paint');
        const preloads = [...html.matchAll(MODULE_PRELOAD)].map(([, href]) => href!);
        const page = html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
        return page.replace('</head>', `  <script>${afterPaintLoader(entry, preloads)}</script>\n  </head>`);
      },
    },
  };
}
