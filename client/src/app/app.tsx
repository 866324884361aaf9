import { Suspense, useState, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { ApolloProvider } from '@apollo/client/react';
import { SignOutBroadcastListener } from '../features/identity/use-sign-out';
import { SessionShell } from '../features/session/session-shell';
import { createApolloClient } from '../graphql/apollo-client';
import { AppRouter } from './app-router';
import { startFromPageViewer } from './page-viewer';
import { AnswersWritten, cacheFirstAtStart, readPageAnswers } from './page-answers';
import { preloadRoute } from './route-preload';
import { RouteFallback, useBootShellRelease } from '../shared/boot-shell';
import { AppErrorBoundary } from './error-boundary';
import { theme } from '../shared/theme';
import { ClearToastsOnPageChange } from '../shared/toast-page-change';
import { ToastProvider } from '../shared/toast-provider';

/** Providers, outermost first: theme (the error screen needs it), error boundary, toasts, data, routes. */
export function App() {
  // One client per mounted app; created lazily so tests and hot reloads get a fresh cache.
  const [{ client, written }] = useState(() => {
    const answers = readPageAnswers();
    const answeredPage = answers.size > 0;
    const created = createApolloClient();
    if (answeredPage) cacheFirstAtStart(created);
    // A drawn signed-in frame came with its viewer: the app starts from it, without asking first.
    startFromPageViewer(created);
    // The opened screen's code and data start now, together, not one after another as it draws; the
    // data the page came with is written into the cache, not asked for again, before the app draws.
    const preloaded = preloadRoute(created, window.location, answers);
    return { client: created, written: answeredPage ? preloaded : null };
  });
  useBootShellRelease();
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <AppErrorBoundary>
        <ToastProvider>
          <ApolloProvider client={client}>
            <Suspense fallback={<RouteFallback />}>
              <WhenWritten written={written}>
                <AppRouter>
                  <ClearToastsOnPageChange />
                  <SignOutBroadcastListener />
                  <SessionShell />
                </AppRouter>
              </WhenWritten>
            </Suspense>
          </ApolloProvider>
        </ToastProvider>
      </AppErrorBoundary>
    </ThemeProvider>
  );
}

/** The app once the page's answers are written, when it came with any (`AnswersWritten`). */
const WhenWritten = ({ written, children }: { written: Promise<void> | null; children: ReactNode }) =>
  written === null ? children : <AnswersWritten written={written}>{children}</AnswersWritten>;
