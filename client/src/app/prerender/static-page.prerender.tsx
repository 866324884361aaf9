import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { StaticRouter } from 'react-router-dom';
import { ClientPath } from '@finx/domain';
import { PolicyAliasRoute, PolicyRoute } from '../../shared/site-links';
import { AppRoutes } from '../app-router';
import { prerenderWithStyles, type PrerenderedPage } from './prerender-html';

export type { PrerenderedPage } from './prerender-html';

/**
 * The public pages whose whole content is known at build time and that are read, not operated: the server
 * sends them drawn, so their largest paint does not wait for the JavaScript
 * (client/build/boot-pages.plugin.ts). Their links work before the scripts arrive. The FAQ is not one of
 * them: its tabs and questions are buttons, which would do nothing on the drawn page until the scripts
 * took over.
 */
export const PRERENDERED_PATHS: readonly string[] = [
  ClientPath.ROADMAP,
  ...Object.values(PolicyRoute),
  ...Object.values(PolicyAliasRoute),
];

/**
 * Draws one public page at build time (client/build/boot-pages.plugin.ts), so the server can send it
 * with its content painted before any script arrives. It is the real route table with the real theme;
 * React's `prerender` waits for the lazily loaded screen. No request is made: queries stay loading, as
 * they are for a visitor before the first answer (the viewer unknown, Enroll Now waiting).
 */
export async function renderStaticPage(path: string): Promise<PrerenderedPage> {
  const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });
  return prerenderWithStyles(
    <StaticRouter location={path}>
      <AppRoutes />
    </StaticRouter>,
    client,
  );
}
