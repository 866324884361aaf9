import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHAT_GREETINGS, CHAT_TITLES, type ChatAssistant } from '@finx/domain';
import { learnerViewer, viewerMock } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { ChatWidget } from './chat-widget';
import { availabilityMock, historyMock } from './chat.fixtures';
import { useChatAvailability } from './use-chat-availability';

/** Says when the server's answer is in, so an absent toggle is absent for that answer. */
function Answered() {
  const available = useChatAvailability();
  return <output data-testid="answered">{available ? `[${available.join(',')}]` : ''}</output>;
}

const render = (assistants: ChatAssistant[], route = '/studentDashboard') =>
  renderWithProviders(
    <>
      <Answered />
      <ChatWidget />
    </>,
    {
      route,
      mocks: [availabilityMock(assistants), viewerMock(learnerViewer), historyMock('FINX')],
    },
  );

const answered = (text: string) => screen.findByText(text, { selector: '[data-testid="answered"]' });

describe('ChatWidget: the floating Finx AI Buddy of the learner pages (001 §2 screen 14)', () => {
  beforeEach(() => localStorage.clear());

  it('opens the panel headed as the spec has it, with the input focused; Escape closes it', async () => {
    const user = userEvent.setup();
    render(['FINX', 'CIEL']);
    const toggle = await screen.findByRole('button', { name: `Open ${CHAT_TITLES.FINX}` });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const panel = await screen.findByRole('dialog', { name: CHAT_TITLES.FINX });
    expect(screen.getByRole('heading', { name: 'Finx AI Buddy - Your 24x7 Assistant' })).toBeInTheDocument();
    expect(panel).toHaveTextContent(CHAT_GREETINGS.FINX);
    await waitFor(() => expect(screen.getByTestId('chat-input')).toHaveFocus());
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // Opened again, the same conversation is there, and the close button closes it too.
    await user.click(toggle);
    expect(await screen.findByRole('dialog', { name: CHAT_TITLES.FINX })).toBeInTheDocument();
    await user.click(screen.getByTestId('chat-close'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers the page of the assistant from the panel', async () => {
    const user = userEvent.setup();
    render(['FINX']);
    await user.click(await screen.findByTestId('chat-toggle'));
    await user.click(await screen.findByRole('link', { name: 'Open as a page' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/chatbot$/);
  });

  it('is not there for a learner the server does not let use Finx AI Buddy', async () => {
    render(['CIEL']);
    await answered('[CIEL]');
    expect(screen.queryByTestId('chat-toggle')).not.toBeInTheDocument();
  });

  it('is not there for a viewer with no assistant (visitors and staff get none)', async () => {
    render([]);
    await answered('[]');
    expect(screen.queryByTestId('chat-toggle')).not.toBeInTheDocument();
  });

  it('is not drawn on the assistants’ own pages, which are the conversation', async () => {
    render(['FINX'], '/chatbot');
    await answered('[FINX]');
    expect(screen.queryByTestId('chat-toggle')).not.toBeInTheDocument();
  });
});
