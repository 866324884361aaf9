import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { createServer, defaultServerConditions, type Plugin } from 'vite';
import { BOOT_PAGES_FILE, type BootPage } from '../../domain/src/boot-pages';
import { ClientPath } from '../../domain/src/client-routes';
import { PRODUCT_NAME } from '../../domain/src/constants';
import { Text } from '../../domain/src/messages';
import type * as PrerenderEntry from '../src/app/prerender/static-page.prerender';

const HOME_PATHS = [ClientPath.HOME, ClientPath.LOGIN, ClientPath.REGISTER];

const PRERENDER_ENTRY = '/src/app/prerender/static-page.prerender.tsx';

const clientRoot = fileURLToPath(new URL('..', import.meta.url));

const htmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const PLAIN_HTML_TAG = '<html lang="en-IN">';
/** index.html's first paint and the app's root, which follows it. */
const BOOT_BLOCK = /<div id="boot">[\s\S]*?<\/div>\s*<div id="root">/;

/**
 * Draws the entry's public pages with the app's own modules, loaded through a throw-away Vite server for
 * Node (the app's modules read `import.meta.env`, which only Vite provides).
 */
export async function prerenderPages(): Promise<Map<string, PrerenderEntry.PrerenderedPage>> {
  const server = await createServer({
    configFile: false,
    root: clientRoot,
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    // Nothing runs in a browser: no dependency scan (it would trip over GraphiQL's worker imports).
    optimizeDeps: { noDiscovery: true, include: [] },
    plugins: [react()],
    resolve: { conditions: ['finx-source'] },
    ssr: { resolve: { conditions: ['finx-source', ...defaultServerConditions] } },
  });
  try {
    const entry = (await server.ssrLoadModule(PRERENDER_ENTRY)) as typeof PrerenderEntry;
    const pages = new Map<string, PrerenderEntry.PrerenderedPage>();
    for (const path of entry.PRERENDERED_PATHS) pages.set(path, await entry.renderStaticPage(path));
    return pages;
  } finally {
    await server.close();
  }
}

/**
 * The pages drawn before any script arrives, so their largest paint does not wait for the JavaScript.
 * The build writes `BOOT_PAGES_FILE` beside index.html: each path and the page the server sends for it
 * (gateway-graphql/src/http/client-static.ts); every other path gets index.html with the brand splash.
 * - The home page's paths get home.html: index.html's own hero shown (`<html class="boot-home">`), its
 *   words filled in from the domain, as HomePage's are, so the two cannot drift apart.
 * - The public static pages that are read, not operated (roadmap, policies), are drawn by the app itself
 *   at build time (`renderStaticPage`) into pages/<path>.html (`<html class="boot-page">`). Only a request
 *   without a query gets one: the snapshot is of the page without it.
 */
export function bootPages(): Plugin {
  return {
    name: 'finx-boot-pages',
    // After vite:build-html has written index.html into the bundle.
    enforce: 'post',
    transformIndexHtml: (html: string) =>
      html
        .replace('%FINX_PRODUCT_NAME%', htmlText(PRODUCT_NAME))
        .replace('%FINX_SHARE_TEXT%', htmlText(Text.SHARE_TEXT))
        .replace('%FINX_FOOTER_LINE%', htmlText(Text.FOOTER_LINE)),
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return;
      const page = String(index.source);
      if (!page.includes(PLAIN_HTML_TAG) || !BOOT_BLOCK.test(page))
        this.error('index.html: no <html lang="en-IN"> or #boot before #root to fill');
      const manifest: Record<string, BootPage> = {};

      this.emitFile({
        type: 'asset',
        fileName: 'home.html',
        source: page.replace(PLAIN_HTML_TAG, '<html lang="en-IN" class="boot-home">'),
      });
      for (const path of HOME_PATHS) manifest[path] = { file: 'home.html', anyQuery: true };

      for (const [path, { html, styles }] of await prerenderPages()) {
        const fileName = `pages${path}.html`;
        this.emitFile({
          type: 'asset',
          fileName,
          source: page
            .replace(PLAIN_HTML_TAG, '<html lang="en-IN" class="boot-page">')
            .replace('</head>', () => `${styles}\n  </head>`)
            .replace(BOOT_BLOCK, () => `<div id="boot">${html}</div>\n    <div id="root">`),
        });
        manifest[path] = { file: fileName, anyQuery: false };
      }
      this.emitFile({ type: 'asset', fileName: BOOT_PAGES_FILE, source: JSON.stringify(manifest, null, 2) });
    },
  };
}
