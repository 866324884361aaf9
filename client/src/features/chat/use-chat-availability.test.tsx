import { Fragment } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApolloClient, ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ThemeProvider } from '@mui/material/styles';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { Observable } from 'rxjs';
import { messageFor, ReasonCode } from '@finx/domain';
import { createCache } from '../../graphql/apollo-client';
import { RouteTableContext, type RouteTable } from '../../shared/route-table';
import { theme } from '../../shared/theme';
import { ToastProvider } from '../../shared/toast-provider';
import { ChatWidget } from './chat-widget';
import { useChatMenuEntries } from './use-chat-availability';

/**
 * A gateway that counts the availability reads and answers each from a script: the assistants, or a
 * failure of the network. Any other operation never answers (the widget asks nothing else closed).
 */
const countingGateway = (answers: (readonly string[] | Error)[]) => {
  let reads = 0;
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        if (operation.operationName !== 'ChatAvailability') return;
        const answer = answers[Math.min(reads, answers.length - 1)];
        reads += 1;
        setTimeout(() => {
          if (answer instanceof Error) observer.error(answer);
          else {
            observer.next({ data: { chatAvailability: answer } });
            observer.complete();
          }
        }, 10);
      }),
  );
  return { link, reads: () => reads };
};

function Menu() {
  const entries = useChatMenuEntries();
  return <p data-testid="menu">{entries.map((entry) => entry.label).join(',')}</p>;
}

/**
 * A learner page: its own content, the side menu's links and the widget, all drawn anew per page (the
 * key), as when a page is drawn in a layout of its own: the hooks start over, only the cache is kept.
 */
const page = (name: string, next: string) => (
  <Fragment key={name}>
    <Link to={next}>{`To ${next}`}</Link>
    <h1>{name}</h1>
    <Menu />
    <ChatWidget />
  </Fragment>
);

/** Only the error wrapper reads it, for a lost session: no screen of the table is opened here. */
const ROUTE_TABLE: RouteTable = { rolesFor: () => null, consoleMenu: [] };

const renderVisit = (link: ApolloLink) =>
  render(
    <ThemeProvider theme={theme}>
      <ToastProvider>
        <ApolloProvider client={new ApolloClient({ link, cache: createCache() })}>
          <RouteTableContext.Provider value={ROUTE_TABLE}>
            <MemoryRouter initialEntries={['/courses']}>
              <Routes>
                <Route path="/courses" element={page('Courses', '/videos')} />
                <Route path="/videos" element={page('Videos', '/jobs')} />
                <Route path="/jobs" element={page('Jobs', '/courses')} />
              </Routes>
            </MemoryRouter>
          </RouteTableContext.Provider>
        </ApolloProvider>
      </ToastProvider>
    </ThemeProvider>,
  );

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('useChatAvailability: the assistants are asked for once per visit', () => {
  beforeEach(() => localStorage.clear());

  it('reads the answer once, and every page after reads it from the cache', async () => {
    const user = userEvent.setup();
    const gateway = countingGateway([['FINX', 'CIEL']]);
    renderVisit(gateway.link);
    expect(await screen.findByTestId('chat-toggle')).toBeInTheDocument();
    for (const next of ['/videos', '/jobs', '/courses']) {
      await user.click(screen.getByRole('link', { name: `To ${next}` }));
      // Drawn at once from the cache, with the page: no moment without the toggle.
      expect(screen.getByTestId('chat-toggle')).toBeInTheDocument();
      expect(screen.getByTestId('menu')).toHaveTextContent('Finx AI Buddy,CIEL AI Buddy');
    }
    await settle();
    expect(gateway.reads()).toBe(1);
  });

  it('says nothing when the read fails (no widget, no toast), and asks again on the next page', async () => {
    const user = userEvent.setup();
    const gateway = countingGateway([new TypeError('Failed to fetch'), ['FINX']]);
    renderVisit(gateway.link);
    await settle();
    expect(gateway.reads()).toBe(1);
    expect(screen.queryByTestId('chat-toggle')).not.toBeInTheDocument();
    expect(screen.queryByText(messageFor(ReasonCode.UPSTREAM_UNAVAILABLE))).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'To /videos' }));
    expect(await screen.findByTestId('chat-toggle')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'To /jobs' }));
    await settle();
    expect(gateway.reads()).toBe(2);
  });
});
