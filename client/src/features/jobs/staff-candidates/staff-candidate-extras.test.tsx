import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StaffCandidateExtrasMessage, ReasonCode } from '@finx/domain';
import {
  ApplicationHistoryDocument,
  StaffCandidateExtrasDocument,
  MessageCandidateDocument,
  RateCandidateDocument,
  type StaffCandidateExtrasQuery,
  type CandidateRatingFieldsFragment,
} from '../../../graphql/generated/graphql';
import { mockOperation, type GatewayData } from '../../../test/mock-operation';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ExtraDoneText } from './staff-candidate-extras-dialogs';
import { StaffCandidateExtras, NO_ANSWER_TEXT } from './staff-candidate-extras';
import { stageCounts } from '../staff-jobs/staff-jobs.fixtures';
import { candidate, invitation } from './staff-candidates.fixtures';

const rating: GatewayData<CandidateRatingFieldsFragment> = {
  __typename: 'CandidateRating',
  id: 'CandidateRating:5',
  applicationId: 7001,
  stageId: 902,
  stageName: 'Screening',
  rating: 4,
  feedback: 'Clear on credit basics',
  byName: 'Olga Ops',
  byPartyId: 1003,
  ratedAt: '2030-01-07T06:00:00.000Z',
};
const extras = (changes: Partial<GatewayData<StaffCandidateExtrasQuery>> = {}) =>
  mockOperation(StaffCandidateExtrasDocument, {
    variables: { applicationId: 7001 },
    data: {
      candidateRatings: [],
      externalComments: [],
      candidateMessages: [],
      interviewInvitations: [invitation({ response: 'ACCEPTED', respondedAt: '2030-01-08T06:00:00.000Z' })],
      ...changes,
    },
  });

// The candidate stands at Screening: Assessment and later stages are not reached, so cannot be rated.
const history = mockOperation(ApplicationHistoryDocument, {
  variables: { applicationId: 7001 },
  data: {
    applicationHistory: ['Applied', 'Screening'].map((stageName, index) => ({
      __typename: 'StaffHistoryEntry' as const,
      at: `2030-01-0${index + 5}T06:00:00.000Z`,
      stageName,
      status: 'IN_PROGRESS' as const,
      reason: null,
      byPartyId: 1003,
      byName: 'Olga Ops',
    })),
  },
});

const render = (mocks: Parameters<typeof renderWithProviders>[1]) =>
  renderWithProviders(<StaffCandidateExtras candidate={candidate()} stages={stageCounts()} />, mocks);

describe(
  'the candidate extras (001 §7 save feedback, rating history, send SMS/e-mail, RSVP)',
  { timeout: 30_000 },
  () => {
    it('shows the invitation with the candidate’s answer, and rates a stage with the stars', async () => {
      const user = userEvent.setup();
      render({
        mocks: [
          extras(),
          history,
          mockOperation(RateCandidateDocument, {
            variables: {
              input: { applicationId: 7001, stageId: 902, rating: 4, feedback: 'Clear on credit basics' },
            },
            data: {
              rateCandidate: { __typename: 'CandidateRatingsPayload', ratings: [rating], userErrors: [] },
            },
          }),
          extras({ candidateRatings: [rating] }),
        ],
      });
      const answer = await screen.findByTestId('candidate-invitation-response');
      expect(answer).toHaveTextContent('Accepted');
      expect(screen.getByTestId('candidate-invitation')).toHaveTextContent('Room 4, Demo Bank');
      expect(screen.queryByText(NO_ANSWER_TEXT)).not.toBeInTheDocument();

      await user.click(screen.getByTestId('candidate-rate'));
      const dialog = await screen.findByTestId('rate-dialog');
      await user.click(within(dialog).getByTestId('extra-dialog-confirm'));
      expect(await within(dialog).findByText(StaffCandidateExtrasMessage.RATING)).toBeInTheDocument();
      await user.click(within(dialog).getByTestId('rate-stage-select'));
      expect(
        (await screen.findAllByRole('option')).map((option) => option.textContent),
        'only the stages the candidate reached',
      ).toEqual(['Applied', 'Screening']);
      await user.click(screen.getByRole('option', { name: 'Screening' }));
      // A click without the pointer's hover (jsdom lays nothing out, so the hover width is 0).
      fireEvent.click(within(dialog).getByLabelText('4 Stars'));
      await user.type(within(dialog).getByTestId('rate-feedback'), 'Clear on credit basics');
      await user.click(within(dialog).getByTestId('extra-dialog-confirm'));
      expect(await screen.findByText(ExtraDoneText.rate)).toBeInTheDocument();
      expect(await screen.findByTestId('candidate-rating')).toHaveTextContent('Olga Ops');
    });

    it('puts the server’s refusal of a message on its field', async () => {
      const user = userEvent.setup();
      render({
        mocks: [
          extras({ interviewInvitations: [] }),
          mockOperation(MessageCandidateDocument, {
            variables: {
              input: { applicationId: 7001, channel: 'SMS', subject: null, body: 'Call us back' },
            },
            data: {
              messageCandidate: {
                __typename: 'CandidateMessagePayload',
                message: null,
                userErrors: [
                  {
                    __typename: 'UserError',
                    code: ReasonCode.CANDIDATE_NO_MOBILE,
                    field: 'input.channel',
                    message: 'The candidate has no mobile number',
                  },
                ],
              },
            },
          }),
        ],
      });
      await user.click(await screen.findByTestId('candidate-message'));
      const dialog = await screen.findByTestId('message-dialog');
      expect(within(dialog).getByTestId('message-subject')).toBeInTheDocument();
      await user.click(within(dialog).getByLabelText(/^SMS to/));
      expect(within(dialog).queryByTestId('message-subject')).not.toBeInTheDocument();
      await user.type(within(dialog).getByTestId('message-body'), 'Call us back');
      await user.click(within(dialog).getByTestId('extra-dialog-confirm'));
      expect(await within(dialog).findByText('The candidate has no mobile number')).toBeInTheDocument();
      expect(within(dialog).getByTestId('message-channel-error')).toHaveTextContent(
        'The candidate has no mobile number',
      );
      expect(within(dialog).queryByTestId('extra-dialog-error')).not.toBeInTheDocument();
    });
  },
);
