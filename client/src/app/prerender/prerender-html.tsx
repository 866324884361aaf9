import type { ReactNode } from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { prerender } from 'react-dom/static';
import { theme } from '../../shared/theme';

export interface PrerenderedPage {
  /** The page's markup, as the app draws it. */
  html: string;
  /** The emotion style tags the markup needs (MUI's critical CSS), for the page's head. */
  styles: string;
}

/**
 * Draws `content` at build time with the app's theme and the given Apollo client, through React's
 * `prerender` (which waits for lazily loaded parts), and extracts the styles its markup uses.
 */
export async function prerenderWithStyles(
  content: ReactNode,
  client: ApolloClient,
): Promise<PrerenderedPage> {
  // The browser's default emotion cache also has the key `css`: it adopts these style tags on start.
  const cache = createCache({ key: 'css' });
  // Styles go to the head (extracted below), not inline beside each element, which would break MUI's
  // `:first-child` selectors.
  cache.compat = true;
  const { prelude } = await prerender(
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <ApolloProvider client={client}>{content}</ApolloProvider>
      </ThemeProvider>
    </CacheProvider>,
    // Every boundary written in place: React would otherwise write a large page's later Suspense
    // boundaries (the menus' icons) as hidden segments that inline scripts move in place.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  const html = await new Response(prelude).text();
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  return { html, styles: constructStyleTagsFromChunks(extractCriticalToChunks(html)) };
}
