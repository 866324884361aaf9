import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FeedbackMessage, Text } from '@finx/domain';
import { SubmitFeedbackDocument, type FeedbackInput } from '../../graphql/generated/graphql';
import { mockOperation } from '../../test/mock-operation';
import { renderWithProviders } from '../../test/render-with-providers';
import { readFeedbackRequest, requestFeedbackAfterSignOut } from './feedback-after-sign-out';
import { FeedbackModal } from './feedback-modal';

const author = { emailId: 'feedback.learner@finx.demo', partyId: 1045 };

const sendMock = (input: FeedbackInput) =>
  mockOperation(SubmitFeedbackDocument, {
    variables: { input },
    data: { submitFeedback: { __typename: 'ActionPayload', ok: true, userErrors: [] } },
  });

describe('FeedbackModal (000 §2, §4, §5)', () => {
  // The note of feedback given outlives the test in this worker's storage otherwise.
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('asks for a reaction, asks for a concern on ranks 1-2, then thanks and closes', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<FeedbackModal open author={author} onClose={onClose} />, {
      mocks: [sendMock({ rank: 2, feedbackMsg: 'Slow pages', concernId: 2, ...author })],
    });
    expect(screen.getByRole('dialog', { name: Text.FEEDBACK_TITLE })).toBeInTheDocument();
    expect(screen.getByPlaceholderText(Text.FEEDBACK_PLACEHOLDER)).toBeInTheDocument();
    expect(screen.queryByTestId('feedback-concern')).toBeNull();

    await user.click(screen.getByRole('button', { name: Text.FEEDBACK_SEND }));
    expect(await screen.findByText(FeedbackMessage.RANK_RANGE)).toBeInTheDocument();

    await user.click(screen.getByTestId('feedback-rank-2'));
    await user.click(screen.getByRole('button', { name: Text.FEEDBACK_SEND }));
    expect(await screen.findByText(FeedbackMessage.CONCERN_REQUIRED)).toBeInTheDocument();

    await user.click(screen.getByLabelText('Type Of Concern'));
    await user.click(await screen.findByRole('option', { name: 'Site is very slow' }));
    await user.type(screen.getByTestId('feedback-message'), 'Slow pages');
    await user.click(screen.getByRole('button', { name: Text.FEEDBACK_SEND }));
    expect(await screen.findByText(Text.FEEDBACK_THANKS)).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    // Issue 28 item 11: feedback just given is not asked for again at sign-out.
    requestFeedbackAfterSignOut({ email: author.emailId, partyId: author.partyId });
    expect(readFeedbackRequest()).toBeNull();
    // MUI's select and a typed message take most of the 5 s default on a loaded two-core machine.
  }, 15_000);
});
