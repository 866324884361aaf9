import { beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApolloLink } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { ThemeProvider } from '@mui/material/styles';
import { MemoryRouter } from 'react-router-dom';
import { Observable } from 'rxjs';
import { CHAT_GREETINGS, CHAT_PENDING_TEXT, messageFor, ReasonCode } from '@finx/domain';
import { createCache } from '../../graphql/apollo-client';
import { RouteTableContext, type RouteTable } from '../../shared/route-table';
import { theme } from '../../shared/theme';
import { ToastProvider } from '../../shared/toast-provider';
import { ChatConversation } from './chat-conversation';
import { FEE_ANSWER, FEE_QUESTION, FEE_SOURCES, OWNER, storeConversation } from './chat.fixtures';

/**
 * A gateway that streams a question's reply as scripted: each step waits its delay, then sends its words
 * (or the whole reply last); with no steps left it stays silent. It records each question and whether
 * the client has ended its subscription (the teardown the gateway turns into an upstream abort).
 */
type Step = { afterMs: number; text?: string; reply?: string };
const streamingGateway = (steps: Step[] = []) => {
  const questions: { ended: boolean }[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const question = { ended: false };
        questions.push(question);
        const timers: ReturnType<typeof setTimeout>[] = [];
        let at = 0;
        for (const step of steps) {
          at += step.afterMs;
          timers.push(
            setTimeout(() => {
              observer.next({
                data: {
                  askChatStream: {
                    __typename: 'ChatReplyEvent',
                    text: step.text ?? null,
                    reply: step.reply
                      ? {
                          __typename: 'ChatReply',
                          reply: step.reply,
                          sessionId: 'session-9',
                          answered: true,
                          sources: FEE_SOURCES,
                        }
                      : null,
                    userErrors: [],
                  },
                },
              });
              if (step.reply) observer.complete();
            }, at),
          );
        }
        void operation;
        return () => {
          question.ended = true;
          timers.forEach(clearTimeout);
        };
      }),
  );
  return { link, questions };
};

/** Only the error wrapper reads it, for a lost session: no screen of the table is opened here. */
const ROUTE_TABLE: RouteTable = { rolesFor: () => null, consoleMenu: [] };

const renderWith = (link: ApolloLink) =>
  render(
    <ThemeProvider theme={theme}>
      <ToastProvider>
        <MockedProvider link={link} cache={createCache()}>
          <RouteTableContext.Provider value={ROUTE_TABLE}>
            <MemoryRouter>
              <ChatConversation assistant="FINX" ownerId={OWNER} />
            </MemoryRouter>
          </RouteTableContext.Provider>
        </MockedProvider>
      </ToastProvider>
    </ThemeProvider>,
  );

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 100)));

describe('ChatConversation reads a reply as it is written, and gives it up (001 §5: a new send cancels it)', () => {
  beforeEach(() => {
    localStorage.clear();
    // Kept in the browser, so no history is asked for: the only request is the question.
    storeConversation([{ type: 'bot', text: CHAT_GREETINGS.FINX }]);
  });

  it('shows Wait... until the first words, then the words as they come, then the whole reply once', async () => {
    const user = userEvent.setup();
    const { link } = streamingGateway([
      { afterMs: 300, text: 'The CFX ' },
      { afterMs: 300, text: 'programme costs' },
      { afterMs: 300, reply: FEE_ANSWER },
    ]);
    renderWith(link);
    await user.type(screen.getByTestId('chat-input'), `${FEE_QUESTION}{Enter}`);
    expect(screen.getByText(CHAT_PENDING_TEXT)).toBeInTheDocument();
    const writing = await screen.findByTestId('chat-streaming-reply');
    expect(writing).toHaveTextContent('The CFX');
    // Seen, not read out word by word: the log announces the reply once, whole.
    expect(writing).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByText(CHAT_PENDING_TEXT)).not.toBeInTheDocument();
    await waitFor(() => expect(writing).toHaveTextContent('The CFX programme costs'));
    // Still a reply on its way: nothing else is sent.
    expect(screen.getByTestId('chat-send')).toBeDisabled();
    const reply = await screen.findByText(FEE_ANSWER);
    expect(reply.closest('[data-testid="chat-message"]')).toHaveAttribute('data-author', 'bot');
    expect(screen.queryByTestId('chat-streaming-reply')).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'FAQ: About CFX' })).toHaveLength(1);
    expect(localStorage.getItem('agentSessionId')).toBe('session-9');
  });

  it("ends it on 'clear', quietly: no failure toast and no late reply", async () => {
    const user = userEvent.setup();
    const { link, questions } = streamingGateway([{ afterMs: 100, text: 'The CFX ' }]);
    renderWith(link);
    await user.type(screen.getByTestId('chat-input'), `${FEE_QUESTION}{Enter}`);
    expect(await screen.findByTestId('chat-streaming-reply')).toHaveTextContent('The CFX');
    expect(questions).toHaveLength(1);
    expect(questions[0]?.ended).toBe(false);
    // 'clear' goes while a reply is pending; anything else waits.
    await user.type(screen.getByTestId('chat-input'), 'clear{Enter}');
    expect(questions[0]?.ended).toBe(true);
    await settle();
    expect(screen.queryByText(CHAT_PENDING_TEXT)).not.toBeInTheDocument();
    expect(screen.queryByTestId('chat-streaming-reply')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('chat-message').map((message) => message.dataset.author)).toEqual(['bot']);
    expect(screen.queryByText(messageFor(ReasonCode.UPSTREAM_UNAVAILABLE))).not.toBeInTheDocument();
    expect(screen.queryByText(messageFor(ReasonCode.CHAT_FAILED))).not.toBeInTheDocument();
  });

  it('ends it when the conversation leaves the screen', async () => {
    const user = userEvent.setup();
    const { link, questions } = streamingGateway();
    const { unmount } = renderWith(link);
    await user.type(screen.getByTestId('chat-input'), `${FEE_QUESTION}{Enter}`);
    expect(questions[0]?.ended).toBe(false);
    unmount();
    expect(questions[0]?.ended).toBe(true);
  });
});
