import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Access } from './route-access';

/** A GET route as the read batch calls it: its handler and the options its hooks would read. */
export interface ReadRoute {
  readonly url: string;
  readonly access: Access;
  /** false where the route takes its query in the clear (see `fieldCipher` in route-access.ts). */
  readonly fieldCipher: boolean;
  readonly handler: RouteOptions['handler'];
}

/**
 * Every GET route with a fixed path, collected as the features register them, so the read batch can call
 * a route's handler itself instead of emulating an HTTP request for it. Parametric paths (file downloads)
 * are not kept: the batch leaves those, and paths it does not know, to Fastify's own routing.
 */
export class ReadRoutes {
  private readonly routes = new Map<string, ReadRoute>();

  /** Collects the routes added after this call; register it before the features. */
  collectFrom(app: FastifyInstance): void {
    app.addHook('onRoute', (route) => {
      const methods = [route.method].flat();
      const access = route.config?.access;
      if (!methods.includes('GET') || access === undefined || /[:*]/.test(route.url ?? '')) return;
      const url = route.url ?? route.path;
      this.routes.set(withoutTrailingSlash(url), {
        url,
        access,
        fieldCipher: route.config?.fieldCipher !== false,
        handler: route.handler,
      });
    });
  }

  /** The route serving this path, matched as Fastify does here (trailing slash ignored). */
  find(path: string): ReadRoute | undefined {
    return this.routes.get(withoutTrailingSlash(path));
  }
}

const withoutTrailingSlash = (path: string): string =>
  path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
