import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip as gzipCompress, constants as zlibConstants } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BOOT_PAGES_FILE, PERSONAL_SCREENS_DIR, type BootPage } from '@finx/domain';
import type { GatewayConfig } from '../config';
import type { SessionService } from '../session/session.service';
import { readBootFrames, type BootFrames } from './boot-frames';
import type { AnswerQueries } from './page-answers';
import { personalScreens, type DrawPersonalScreen } from './personal-screens';
import { toViewer } from '../modules/shared/caller';

/** Paths the server answers itself; the history fallback must never turn them into the app's index.html. */
const API_PATHS = ['/graphql', '/healthz', '/readyz', '/payment', '/sandbox-pay', '/documents'];

const pathOf = (url: string): string => url.split('?')[0] ?? '';

/** A page request: a browser's (it accepts HTML), or anyone's GET of `/`, which is the app whatever it accepts. */
const wantsHtml = (request: FastifyRequest): boolean =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  ((request.headers.accept ?? '').includes('text/html') || pathOf(request.url) === '/');

/**
 * The client build's pages drawn before any script (the home page's hero, the prerendered public pages),
 * by path, whose file is there; none for a build without the list.
 */
function readBootPages(root: string): Map<string, BootPage> {
  const listed = join(root, BOOT_PAGES_FILE);
  if (!existsSync(listed)) return new Map();
  const pages = JSON.parse(readFileSync(listed, 'utf8')) as Record<string, BootPage>;
  return new Map(Object.entries(pages).filter(([, page]) => existsSync(join(root, page.file))));
}

/** Page requests whose answer the session chose (`frameOf`): sent `private, no-store`. */
const chosenBySession = new WeakSet<FastifyRequest>();

const isApiPath = (url: string): boolean => {
  const path = pathOf(url);
  return API_PATHS.some((api) => path === api || path.startsWith(`${api}/`));
};

export interface ClientAssets {
  /** Sends GraphiQL for this request if it applies (a browser's GET of /graphql); true when it did. */
  serveGraphiql(request: FastifyRequest, reply: FastifyReply): boolean;
}

/**
 * The signed-in frame drawn for the caller's role on this address, made theirs (`personalFrame`) with the
 * answers to the screen's first queries (`answer`; an address with a query string gets none, as they are
 * recorded for the bare address), or null: no session, an expired one, a role whose frame does not hold
 * the address, a password that must be changed first (the app sends them elsewhere). The session is found
 * from the cookie exactly as for a GraphQL request (an expired one's cookie is cleared the same way); the
 * answer is never cached.
 */
interface PersonalPages {
  frames: BootFrames;
  sessions: SessionService;
  answer?: AnswerQueries;
  draw?: DrawPersonalScreen;
}

async function frameOf(
  { frames, sessions, answer, draw }: PersonalPages,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<string | null> {
  try {
    const session = await sessions.resolve(request, reply);
    const { viewer } = session;
    if (!viewer || viewer.forcePasswordChange) return null;
    const pathname = pathOf(request.url);
    const queries = request.url.includes('?') ? [] : frames.queriesFor(pathname, viewer.roleId);
    const answers = answer && queries.length > 0 ? await answer(request, session, queries) : [];
    const drawn =
      draw && answers.length > 0 ? await draw({ url: request.url, viewer: toViewer(viewer), answers }) : null;
    return frames.pageFor(pathname, viewer, answers, drawn);
  } catch (error) {
    // The session store out of reach: the plain page, whose app asks again and says what went wrong.
    request.log.warn({ err: error }, 'no drawn frame: the session could not be read');
    return null;
  }
}

const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCompress);

/**
 * Sends one person's page compressed as the browser accepts (brotli, then gzip): it cannot be
 * compressed at build time like the other pages. A fast setting, as it is done per request.
 */
async function sendPersonalPage(request: FastifyRequest, reply: FastifyReply, html: string) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const [encoding, body] = /\bbr\b/.test(accepted)
    ? ['br', await brotli(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })]
    : /\bgzip\b/.test(accepted)
      ? ['gzip', await gzip(html, { level: 6 })]
      : [null, html];
  if (encoding) void reply.header('content-encoding', encoding);
  return reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'private, no-store')
    .header('vary', 'cookie, accept-encoding')
    .send(body);
}

/**
 * Serves the built client (CLIENT_DIST_DIR) at `/` with a history fallback: a browser asking for any
 * non-API page gets index.html and the client's router takes over. A signed-in screen's address gets its
 * role's frame drawn before the scripts, chosen by the session (`frameOf`). Nothing is registered when
 * the folder has not been built, so the gateway also runs on its own.
 */
export async function registerClientAssets(
  app: FastifyInstance,
  config: GatewayConfig,
  sessions: SessionService,
  answer?: AnswerQueries,
): Promise<ClientAssets> {
  const root = config.clientDistDir;
  const hasIndex = existsSync(join(root, 'index.html'));
  const hasGraphiql = existsSync(join(root, 'graphiql.html'));
  const bootPages = hasIndex ? readBootPages(root) : new Map<string, BootPage>();
  const frames = readBootFrames(root);
  const personal: PersonalPages = {
    frames,
    sessions,
    answer,
    draw: personalScreens(resolve(root, '..', PERSONAL_SCREENS_DIR), app.log),
  };
  // GraphiQL goes with introspection: without it the page cannot load the schema.
  const graphiqlEnabled = hasGraphiql && config.introspection;

  if (hasIndex || hasGraphiql) {
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      index: hasIndex ? 'index.html' : false,
      // The build writes .br and .gz beside each asset: send the best the browser accepts (brotli, then
      // gzip, else the file itself), with `vary: accept-encoding`, without compressing per request.
      preCompressed: true,
      // Vite fingerprints everything under assets/, so those never change; pages must be revalidated.
      // A page chosen by the session (a drawn frame, or index.html where one could have been sent) is
      // the asker's alone: no cache may keep it.
      setHeaders: (reply, path) => {
        void reply.header(
          'cache-control',
          path.includes('/assets/')
            ? 'public, max-age=31536000, immutable'
            : chosenBySession.has(reply.request)
              ? 'private, no-store'
              : 'no-cache',
        );
      },
    });
  }

  // The drawn pages' paths as routes of their own: a route wins over the static files' wildcard.
  for (const [path, page] of bootPages) {
    app.get(path, (request, reply) => {
      if (!wantsHtml(request)) return reply.callNotFound();
      const withQuery = request.url.includes('?');
      return reply
        .header('cache-control', 'no-cache')
        .sendFile(withQuery && !page.anyQuery ? 'index.html' : page.file);
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (hasIndex && wantsHtml(request) && !isApiPath(request.url)) {
      if (!frames.covers(pathOf(request.url)))
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      // The answer depends on who asks: no cache may keep it, let alone give it to someone else.
      chosenBySession.add(request);
      const frame = await frameOf(personal, request, reply);
      if (frame !== null) return sendPersonalPage(request, reply, frame);
      return reply.header('vary', 'cookie').sendFile('index.html');
    }
    return reply
      .code(404)
      .send({ error: 'Not Found', message: `${request.method} ${pathOf(request.url)} not found` });
  });

  return {
    serveGraphiql(request, reply) {
      const query = request.query as Record<string, unknown> | undefined;
      if (request.method !== 'GET' || !graphiqlEnabled || !wantsHtml(request) || query?.query !== undefined)
        return false;
      void reply.header('cache-control', 'no-cache').sendFile('graphiql.html');
      return true;
    },
  };
}
