import { Suspense, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { ApolloProvider } from '@apollo/client/react';
import { SignOutBroadcastListener } from '../features/identity/use-sign-out';
import { SessionShell } from '../features/session/session-shell';
import { AppRouter } from './app-router';
import type { AppStart } from './app-start';
import { AnswersWritten } from './page-answers';
import { RouteFallback, useBootShellRelease } from '../shared/boot-shell';
import { AppErrorBoundary } from './error-boundary';
import { theme } from '../shared/theme';
import { ClearToastsOnPageChange } from '../shared/toast-page-change';
import { ToastProvider } from '../shared/toast-provider';

/**
 * Providers, outermost first: theme (the error screen needs it), error boundary, toasts, data, routes.
 * Drawn with the client `startApp` readied from the page (one per mounted app).
 */
export function App({ start: { client, written } }: { start: AppStart }) {
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
