import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { createServer, defaultServerConditions, type Plugin, type ViteDevServer } from 'vite';
import {
  BOOT_FRAMES_FILE,
  BOOT_BLOCK,
  BOOT_PAGES_FILE,
  SCREEN_QUERIES_FILE,
  type BootFrame,
  type BootPage,
  type ScreenQueries,
} from '../../domain/src/boot-pages';
import { ClientPath } from '../../domain/src/client-routes';
import { PRODUCT_NAME } from '../../domain/src/constants';
import { Text } from '../../domain/src/messages';
import type * as PrerenderEntry from '../src/app/prerender/static-page.prerender';
import type * as FrameEntry from '../src/app/prerender/frame.prerender';
import type * as QueriesEntry from '../src/app/prerender/screen-queries.prerender';
import { drawnFrameBlock } from '../src/app/prerender/drawn-frame';

const HOME_PATHS = [ClientPath.HOME, ClientPath.LOGIN, ClientPath.REGISTER];

const PRERENDER_ENTRY = '/src/app/prerender/static-page.prerender.tsx';
const FRAME_ENTRY = '/src/app/prerender/frame.prerender.tsx';
const QUERIES_ENTRY = '/src/app/prerender/screen-queries.prerender.ts';

const clientRoot = fileURLToPath(new URL('..', import.meta.url));

const htmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const PLAIN_HTML_TAG = '<html lang="en-IN">';

/**
 * Runs `draw` with a throw-away Vite server for Node that loads the app's own modules (they read
 * `import.meta.env`, which only Vite provides).
 */
async function withAppModules<T>(draw: (server: ViteDevServer) => Promise<T>): Promise<T> {
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
    return await draw(server);
  } finally {
    await server.close();
  }
}

async function drawPages(server: ViteDevServer): Promise<Map<string, PrerenderEntry.PrerenderedPage>> {
  const entry = (await server.ssrLoadModule(PRERENDER_ENTRY)) as typeof PrerenderEntry;
  const pages = new Map<string, PrerenderEntry.PrerenderedPage>();
  for (const path of entry.PRERENDERED_PATHS) pages.set(path, await entry.renderStaticPage(path));
  return pages;
}

async function drawFrames(server: ViteDevServer): Promise<FrameEntry.DrawnFrame[]> {
  const entry = (await server.ssrLoadModule(FRAME_ENTRY)) as typeof FrameEntry;
  const frames: FrameEntry.DrawnFrame[] = [];
  for (const { roleId, frame } of entry.FRAMED_ROLES) frames.push(await entry.renderFrame(roleId, frame));
  return frames;
}

interface DrawnScreens {
  frames: FrameEntry.DrawnFrame[];
  /** The screens that could not be drawn outside a browser, with why: they get the neutral frame. */
  failed: string[];
}

async function drawScreenFrames(server: ViteDevServer): Promise<DrawnScreens> {
  const entry = (await server.ssrLoadModule(FRAME_ENTRY)) as typeof FrameEntry;
  const drawn: DrawnScreens = { frames: [], failed: [] };
  for (const { roleId, frame, screen } of entry.FRAMED_SCREENS) {
    try {
      const page = await entry.renderScreenFrame(roleId, frame, screen);
      if (page) drawn.frames.push(page);
    } catch (error) {
      drawn.failed.push(`${screen.path} (role ${roleId}): ${String(error)}`);
    }
  }
  return drawn;
}

async function recordQueries(server: ViteDevServer): Promise<ScreenQueries[]> {
  const entry = (await server.ssrLoadModule(QUERIES_ENTRY)) as typeof QueriesEntry;
  return entry.recordScreenQueries();
}

/** Records each signed-in screen's first queries with the app's own modules. */
export const recordedScreenQueries = () => withAppModules(recordQueries);

/** Draws each signed-in role's screens in their frames with the app's own modules. */
export const prerenderScreenFrames = () => withAppModules(drawScreenFrames);

/** Draws the entry's public pages with the app's own modules. */
export const prerenderPages = () => withAppModules(drawPages);

/** Draws each signed-in role's frame with the app's own modules. */
export const prerenderFrames = () => withAppModules(drawFrames);

/**
 * Where a drawn frame is written: `frames/<frame>-<role id>.html` for the role's neutral frame, and
 * `frames/<frame>-<role id>/<screen>.html` for a screen drawn in it (`/report-list` → `report-list`).
 */
export const frameFileOf = ({ frame, roleId, screen }: FrameEntry.DrawnFrame): string =>
  screen === undefined
    ? `frames/${frame}-${roleId}.html`
    : `frames/${frame}-${roleId}/${screen.slice(1).replaceAll('/', '--').toLowerCase() || 'index'}.html`;

/**
 * The pages drawn before any script arrives, so their largest paint does not wait for the JavaScript.
 * The build writes `BOOT_PAGES_FILE` beside index.html: each path and the page the server sends for it
 * (gateway-graphql/src/http/client-static.ts); every other path gets index.html with the brand splash.
 * - The home page's paths get home.html: index.html's own hero shown (`<html class="boot-home">`), its
 *   words filled in from the domain, as HomePage's are, so the two cannot drift apart.
 * - The public static pages that are read, not operated (roadmap, policies), are drawn by the app itself
 *   at build time (`renderStaticPage`) into pages/<path>.html (`<html class="boot-page">`). Only a request
 *   without a query gets one: the snapshot is of the page without it.
 * - Each signed-in role's frame (header, menu, a neutral skeleton; nobody's data) is drawn the same way
 *   (`renderFrame`) into frames/<frame>-<role id>.html (`<html class="boot-frame">`), listed with the
 *   role's screens in `BOOT_FRAMES_FILE`: the gateway sends it to a session of that role on those screens.
 *   Each screen without parameters is also drawn in that frame as the app first draws it, before its
 *   data (`renderScreenFrame`), into frames/<frame>-<role id>/<screen>.html, listed first for its path.
 * - The signed-in screens' first queries (`recordScreenQueries`) are listed in `SCREEN_QUERIES_FILE`: the
 *   gateway answers them for the session and sends the answers with the frame.
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

      const drawn = await withAppModules(async (server) => ({
        pages: await drawPages(server),
        frames: await drawFrames(server),
        screens: await drawScreenFrames(server),
        queries: await recordQueries(server),
      }));
      for (const [path, { html, styles }] of drawn.pages) {
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

      // A screen's own drawing first: the gateway sends the first listed page whose paths match.
      const frames: BootFrame[] = [];
      for (const failure of drawn.screens.failed)
        this.warn(`not drawn, the neutral frame instead: ${failure}`);
      for (const frame of [...drawn.screens.frames, ...drawn.frames]) {
        // A role none of whose screens is in its frame yet is sent index.html.
        if (frame.paths.length === 0) continue;
        const fileName = frameFileOf(frame);
        this.emitFile({
          type: 'asset',
          fileName,
          source: page
            .replace(PLAIN_HTML_TAG, '<html lang="en-IN" class="boot-frame">')
            .replace('</head>', () => `${frame.styles}\n  </head>`)
            .replace(BOOT_BLOCK, () => `${drawnFrameBlock(frame)}\n    <div id="root">`),
        });
        frames.push({ roleId: frame.roleId, file: fileName, paths: frame.paths });
      }
      this.emitFile({ type: 'asset', fileName: BOOT_FRAMES_FILE, source: JSON.stringify(frames, null, 2) });
      this.emitFile({ type: 'asset', fileName: SCREEN_QUERIES_FILE, source: JSON.stringify(drawn.queries) });
    },
  };
}
