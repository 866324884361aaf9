import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { ClientPath } from '@finx/domain';
import { PolicyAliasRoute, PolicyRoute } from '../../shared/site-links';
import { AppRoutes } from '../app-router';
import { theme } from '../../shared/theme';

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

export interface PrerenderedPage {
  /** The page's markup, as the app's route table draws it for a visitor. */
  html: string;
  /** The emotion style tags the markup needs (MUI's critical CSS), for the page's head. */
  styles: string;
}

/**
 * Draws one public page at build time (client/build/boot-pages.plugin.ts), so the server can send it
 * with its content painted before any script arrives. It is the real route table with the real theme;
 * React's `prerender` waits for the lazily loaded screen. No request is made: queries stay loading, as
 * they are for a visitor before the first answer (the viewer unknown, Enroll Now waiting).
 */
export async function renderStaticPage(path: string): Promise<PrerenderedPage> {
  // The browser's default emotion cache also has the key `css`: it adopts these style tags on start.
  const cache = createCache({ key: 'css' });
  // Styles go to the head (extracted below), not inline beside each element, which would break MUI's
  // `:first-child` selectors.
  cache.compat = true;
  const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });
  const { prelude } = await prerender(
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <ApolloProvider client={client}>
          <StaticRouter location={path}>
            <AppRoutes />
          </StaticRouter>
        </ApolloProvider>
      </ThemeProvider>
    </CacheProvider>,
  );
  const html = await new Response(prelude).text();
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  return { html, styles: constructStyleTagsFromChunks(extractCriticalToChunks(html)) };
}
