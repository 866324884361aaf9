import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { CHAT_GREETINGS, CHAT_TITLES, CHAT_UNAVAILABLE_TEXT, type ChatAssistant } from '@finx/domain';
import { learnerViewer, viewerMock } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import ChatPage from './chat-page';
import { availabilityMock, historyMock } from './chat.fixtures';

const render = (assistant: ChatAssistant, available: ChatAssistant[]) =>
  renderWithProviders(<ChatPage assistant={assistant} />, {
    mocks: [availabilityMock(available), viewerMock(learnerViewer), historyMock(assistant)],
  });

describe('ChatPage: /chatbot and /chatbot-rcp (001 §2)', () => {
  beforeEach(() => localStorage.clear());

  it('shows CIEL AI Buddy’s conversation under its title, and links to Finx AI Buddy', async () => {
    render('CIEL', ['FINX', 'CIEL']);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(CHAT_TITLES.CIEL);
    expect(await screen.findByText(CHAT_GREETINGS.CIEL)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message to CIEL AI Buddy' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Finx AI Buddy' })).toHaveAttribute('href', '/chatbot');
  });

  it('says so instead of drawing a chat when the learner may not use the assistant', async () => {
    render('CIEL', ['FINX']);
    expect(await screen.findByTestId('chat-unavailable')).toHaveTextContent(CHAT_UNAVAILABLE_TEXT);
    expect(screen.queryByTestId('chat-input')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Finx AI Buddy' })).toBeInTheDocument();
  });
});
