import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CHAT_GREETINGS,
  CHAT_PENDING_TEXT,
  CHAT_STORED_MESSAGES_MAX,
  messageFor,
  ReasonCode,
} from '@finx/domain';
import { renderWithProviders } from '../../test/render-with-providers';
import type { GatewayMock } from '../../test/mock-operation';
import { ChatConversation } from './chat-conversation';
import {
  askMock,
  FEE_ANSWER,
  FEE_QUESTION,
  historyMock,
  OWNER,
  refusedMock,
  storeConversation,
  unansweredMock,
} from './chat.fixtures';

const render = (mocks: GatewayMock[], ownerId = OWNER) =>
  renderWithProviders(<ChatConversation assistant="FINX" ownerId={ownerId} />, { mocks });

const input = () => screen.getByTestId('chat-input');
const messages = () => screen.getAllByTestId('chat-message');
const texts = () => messages().map((message) => message.textContent);
const userMessages = () => messages().filter((message) => message.dataset.author === 'user');
const stored = () => JSON.parse(localStorage.getItem('chatMessages') ?? 'null') as unknown;

describe('ChatConversation (001 §2 screen 14, §3 Chat state, §5 Chat)', () => {
  beforeEach(() => localStorage.clear());

  it('greets a learner with no conversation, in a polite live log', async () => {
    render([historyMock('FINX')]);
    const log = screen.getByRole('log', { name: 'Conversation with Finx AI Buddy' });
    expect(log).toHaveAttribute('aria-live', 'polite');
    expect(within(log).getByText(CHAT_GREETINGS.FINX)).toBeInTheDocument();
    // Nothing is kept until something is said.
    expect(localStorage.getItem('chatMessages')).toBeNull();
  });

  it('sends on Enter, shows Wait... until the reply, and cites its sources as links into the product', async () => {
    const user = userEvent.setup();
    render([historyMock('FINX'), askMock({ delay: 1000 })]);
    await user.type(input(), FEE_QUESTION);
    await user.keyboard('{Enter}');
    expect(screen.getByText(CHAT_PENDING_TEXT)).toBeInTheDocument();
    expect(input()).toHaveValue('');
    expect(userMessages()).toHaveLength(1);
    expect(userMessages()[0]).toHaveTextContent(FEE_QUESTION);
    expect(await screen.findByText(FEE_ANSWER)).toBeInTheDocument();
    expect(screen.queryByText(CHAT_PENDING_TEXT)).not.toBeInTheDocument();
    const reply = messages().at(-1)!;
    expect(reply.dataset.author).toBe('bot');
    expect(within(reply).getByRole('link', { name: 'FAQ: About CFX' })).toHaveAttribute(
      'href',
      '/faq?tab=about',
    );
    expect(within(reply).getByRole('link', { name: 'The CFX roadmap' })).toHaveAttribute('href', '/roadmap');
    await userEvent.click(within(reply).getByRole('link', { name: 'The CFX roadmap' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/roadmap$/);
  });

  it('adds a line on Shift+Enter without sending', async () => {
    const user = userEvent.setup();
    render([historyMock('FINX')]);
    await user.type(input(), 'first line{Shift>}{Enter}{/Shift}second line');
    expect(input()).toHaveValue('first line\nsecond line');
    expect(userMessages()).toHaveLength(0);
  });

  it('sends nothing when the text is empty or blank', async () => {
    const user = userEvent.setup();
    render([historyMock('FINX')]);
    expect(screen.getByTestId('chat-send')).toBeDisabled();
    await user.type(input(), '   {Enter}');
    expect(userMessages()).toHaveLength(0);
    expect(screen.queryByText(CHAT_PENDING_TEXT)).not.toBeInTheDocument();
    expect(screen.getByTestId('chat-send')).toBeDisabled();
  });

  it('sends nothing while a reply is pending, and keeps what the learner wrote', async () => {
    const user = userEvent.setup();
    // One answer only: a second request would find no mock and end in the failure text.
    render([historyMock('FINX'), askMock({ delay: 2000 })]);
    await user.type(input(), `${FEE_QUESTION}{Enter}`);
    // Pasted, not typed: the reply is on its way for a while, but a slow machine types slowly.
    await user.paste('And the FEAT fee?');
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('chat-send')).toBeDisabled();
    expect(input()).toHaveValue('And the FEAT fee?');
    expect(await screen.findByText(FEE_ANSWER)).toBeInTheDocument();
    expect(userMessages()).toHaveLength(1);
    expect(screen.queryByText(messageFor(ReasonCode.CHAT_FAILED))).not.toBeInTheDocument();
    expect(screen.getByTestId('chat-send')).toBeEnabled();
  });

  it("keeps the conversation and the reply's session id under the spec's keys, so a reload shows it", async () => {
    const user = userEvent.setup();
    const first = render([historyMock('FINX'), askMock({ keep: 'session-7' })]);
    await user.type(input(), `${FEE_QUESTION}{Enter}`);
    await screen.findByText(FEE_ANSWER);
    expect(localStorage.getItem('agentSessionId')).toBe('session-7');
    // Written by an effect after the reply is drawn, so a busy machine may find the page ahead of it.
    await waitFor(() =>
      expect(stored()).toEqual([
        { type: 'bot', text: CHAT_GREETINGS.FINX },
        { type: 'user', text: FEE_QUESTION },
        {
          type: 'bot',
          text: FEE_ANSWER,
          sources: [
            { title: 'FAQ: About CFX', url: '/faq?tab=about' },
            { title: 'The CFX roadmap', url: '/roadmap' },
          ],
        },
      ]),
    );
    first.unmount();

    // The reload: no history is asked for, and the next question carries the kept session id.
    render([askMock({ message: 'And FEAT?', sessionId: 'session-7', reply: 'FEAT costs ₹999.' })]);
    expect(texts()).toEqual([
      `Assistant: ${CHAT_GREETINGS.FINX}`,
      `You: ${FEE_QUESTION}`,
      expect.stringContaining(FEE_ANSWER),
    ]);
    await user.type(input(), 'And FEAT?{Enter}');
    expect(await screen.findByText('FEAT costs ₹999.')).toBeInTheDocument();
  });

  it('keeps only the newest messages', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: CHAT_STORED_MESSAGES_MAX }, (_, index) => ({
      type: index % 2 === 0 ? 'user' : 'bot',
      text: `message ${index}`,
    }));
    storeConversation(many);
    render([askMock()]);
    await user.type(input(), `${FEE_QUESTION}{Enter}`);
    await screen.findByText(FEE_ANSWER);
    expect(stored()).toHaveLength(CHAT_STORED_MESSAGES_MAX);
    expect(screen.queryByText('message 0')).not.toBeInTheDocument();
    expect(screen.queryByText('message 1')).not.toBeInTheDocument();
    expect(screen.getByText('message 2')).toBeInTheDocument();
  });

  it("resets to the greeting on 'clear' without asking the server", async () => {
    const user = userEvent.setup();
    storeConversation(
      [
        { type: 'user', text: FEE_QUESTION },
        { type: 'bot', text: FEE_ANSWER },
      ],
      'session-3',
    );
    // No mock at all: a request would end in the failure text.
    render([]);
    expect(screen.getByText(FEE_ANSWER)).toBeInTheDocument();
    await user.type(input(), '  Clear {Enter}');
    expect(texts()).toEqual([`Assistant: ${CHAT_GREETINGS.FINX}`]);
    expect(input()).toHaveValue('');
    expect(stored()).toEqual([{ type: 'bot', text: CHAT_GREETINGS.FINX }]);
    expect(localStorage.getItem('agentSessionId')).toBeNull();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText(messageFor(ReasonCode.CHAT_FAILED))).not.toBeInTheDocument();
  });

  it("shows a refusal's own words as the bot's reply", async () => {
    const user = userEvent.setup();
    const limit = 'You have asked a lot in a short time. Please wait a minute and ask again.';
    render([historyMock('FINX'), refusedMock('RATE_LIMITED', limit)]);
    await user.type(input(), `${FEE_QUESTION}{Enter}`);
    const reply = await screen.findByText(limit);
    expect(reply.closest('[data-testid="chat-message"]')).toHaveAttribute('data-author', 'bot');
    expect(localStorage.getItem('agentSessionId')).toBeNull();
  });

  it('says a failed request once, in the chat, with no toast beside it', async () => {
    const user = userEvent.setup();
    render([historyMock('FINX'), unansweredMock({ error: new Error('Failed to fetch') })]);
    await user.type(input(), `${FEE_QUESTION}{Enter}`);
    const reply = await screen.findByText(messageFor(ReasonCode.CHAT_FAILED));
    expect(reply.closest('[data-testid="chat-message"]')).toHaveAttribute('data-author', 'bot');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getAllByText(messageFor(ReasonCode.CHAT_FAILED))).toHaveLength(1);
    expect(screen.queryByText(messageFor(ReasonCode.UPSTREAM_UNAVAILABLE))).not.toBeInTheDocument();
    expect(screen.getByTestId('chat-send')).toBeDisabled();
  });

  it('still sends a learner whose session ended to the login', async () => {
    const user = userEvent.setup();
    render([
      historyMock('FINX'),
      unansweredMock({ errors: [{ message: 'Sign in first.', extensions: { code: 'UNAUTHENTICATED' } }] }),
    ]);
    await user.type(input(), `${FEE_QUESTION}{Enter}`);
    expect(await screen.findByText(messageFor(ReasonCode.SESSION_EXPIRED))).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).not.toHaveTextContent(/^\/$/));
  });

  it('starts from the learner’s last messages on the server when the browser keeps none', async () => {
    render([
      historyMock('FINX', [
        { __typename: 'ChatMessage', author: 'USER', text: 'What have I bought?', sources: [] },
        {
          __typename: 'ChatMessage',
          author: 'BOT',
          text: 'You bought FEAT on 02/03/2026.',
          sources: [{ __typename: 'ChatSource', title: 'My Payment', url: '/my-orders' }],
        },
      ]),
    ]);
    expect(await screen.findByText('You bought FEAT on 02/03/2026.')).toBeInTheDocument();
    expect(screen.queryByText(CHAT_GREETINGS.FINX)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Payment' })).toHaveAttribute('href', '/my-orders');
  });

  it("never shows another learner's conversation kept by this browser", async () => {
    storeConversation([{ type: 'user', text: 'What have I bought?' }], 'their-session');
    render([historyMock('FINX')], 6002);
    await waitFor(() => expect(localStorage.getItem('chatOwner')).toBe('6002'));
    expect(screen.queryByText('What have I bought?')).not.toBeInTheDocument();
    expect(screen.getByText(CHAT_GREETINGS.FINX)).toBeInTheDocument();
    expect(localStorage.getItem('chatMessages')).toBeNull();
    expect(localStorage.getItem('agentSessionId')).toBeNull();
  });
});
