import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReasonCode } from '@finx/domain';
import {
  ApplicationHistoryDocument,
  CandidatePlacementHistoryDocument,
  JobCandidatesDocument,
  MoveCandidateToNextStageDocument,
  RejectCandidateDocument,
  SavePlacementDocument,
  StaffJobDocument,
  StaffJobLookupsDocument,
  type ApplicationHistoryQuery,
  type CandidateFieldsFragment,
} from '../../../graphql/generated/graphql';
import { mockOperation, type GatewayData, type GatewayMock } from '../../../test/mock-operation';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ActionDoneText, PlacementMessage } from './staff-candidate-actions';
import StaffCandidatePage from './staff-candidate-page';
import { lookups, staffJob } from '../staff-jobs/staff-jobs.fixtures';
import { candidate } from './staff-candidates.fixtures';

type History = NonNullable<GatewayData<ApplicationHistoryQuery>['applicationHistory']>;
const applied: History[number] = {
  __typename: 'StaffHistoryEntry',
  at: '2030-01-05T06:00:00.000Z',
  stageName: 'Applied',
  status: 'IN_PROGRESS',
  reason: null,
  byPartyId: 1070,
  byName: 'Neha Jobseeker',
};
const moved = (stageName: string): History[number] => ({
  ...applied,
  at: '2030-01-06T06:00:00.000Z',
  stageName,
  byPartyId: 1003,
  byName: 'Anita Desai',
});

const candidatesAnswer = (changes: Partial<GatewayData<CandidateFieldsFragment>>) =>
  mockOperation(JobCandidatesDocument, {
    variables: {
      jobId: 601,
      stageId: null,
      status: null,
      sort: 'APPLIED_ON',
      descending: false,
      page: 1,
      pageSize: 50,
    },
    data: {
      jobCandidates: {
        __typename: 'CandidatePage',
        items: [
          candidate({ applicationId: 7000, id: 'Candidate:7000', fullName: 'Someone Else' }),
          candidate(changes),
        ],
        total: 2,
      },
    },
  });
const historyAnswer = (entries: History) =>
  mockOperation(ApplicationHistoryDocument, {
    variables: { applicationId: 7001 },
    data: { applicationHistory: entries },
  });
// `001 §7` placementHistory: the learner's placements through FinX, on every candidate page.
const placementHistory = mockOperation(CandidatePlacementHistoryDocument, {
  variables: { partyId: 1070 },
  data: {
    candidatePlacementHistory: [
      {
        __typename: 'JobPlacement',
        applicationId: 6900,
        jobId: 590,
        jobTitle: 'Credit analyst',
        corporateName: 'Zephyr Bank',
        joiningDate: '2029-07-01',
        ctc: 540000,
      },
    ],
  },
  maxUsageCount: 3,
});
const job = mockOperation(StaffJobDocument, {
  variables: { jobId: 601 },
  data: { staffJob: staffJob() },
  maxUsageCount: 3,
});
const lookupsAnswer = mockOperation(StaffJobLookupsDocument, { data: lookups });

const render = (mocks: GatewayMock[]) =>
  renderWithProviders(<StaffCandidatePage />, {
    route: '/candidate-details/601/7001',
    path: '/candidate-details/:jobId/:applicationId',
    mocks: [...mocks, placementHistory],
  });

describe(
  '/candidate-details (001 §7 applicationsHistory, nextStageupdateStatus, savePlacementBy)',
  { timeout: 30_000 },
  () => {
    it('shows the candidate, their answers and history, and moves them on to the next stage', async () => {
      const user = userEvent.setup();
      render([
        job,
        lookupsAnswer,
        candidatesAnswer({}),
        historyAnswer([applied, moved('Screening')]),
        mockOperation(MoveCandidateToNextStageDocument, {
          variables: { applicationId: 7001 },
          data: { moveCandidateToNextStage: { __typename: 'ActionPayload', ok: true, userErrors: [] } },
        }),
        candidatesAnswer({ stageName: 'Assessment', stageKind: 'ASSESSMENT' }),
        historyAnswer([applied, moved('Screening'), moved('Assessment')]),
      ]);
      const page = await screen.findByTestId('staff-candidate-page');
      expect(within(page).getByTestId('candidate-name')).toHaveTextContent('Neha Jobseeker');
      expect(within(page).getByTestId('candidate-stage')).toHaveTextContent('Screening');
      expect(within(page).getByTestId('candidate-answers')).toHaveTextContent('Years of credit experience3');
      // A yes/no answer in words, not the stored 'YES' (issue 28 walk).
      expect(within(page).getByTestId('candidate-answers')).toHaveTextContent('Willing to relocate?Yes');
      expect(within(page).queryByTestId('candidate-placement-joining')).not.toBeInTheDocument();
      const history = await within(page).findAllByTestId('candidate-history-entry');
      expect(history[0]).toHaveTextContent('by the candidate');
      // Issue 28 item 9: a staff move names the staff member, never a party id.
      expect(history[1]).toHaveTextContent('by Anita Desai');
      expect(history[1]).not.toHaveTextContent('party');
      const placed = await within(page).findByTestId('candidate-placement');
      expect(placed).toHaveTextContent('Credit analyst · Zephyr Bank');
      expect(within(placed).getByRole('link')).toHaveAttribute('href', '/candidate-details/590/6900');

      await user.click(within(page).getByTestId('candidate-next-stage'));
      const dialog = await screen.findByTestId('candidate-action-dialog');
      expect(dialog).toHaveTextContent('Move Neha Jobseeker from Screening to Assessment?');
      await user.click(within(dialog).getByTestId('candidate-action-confirm'));
      expect(await screen.findByText('Moved to Assessment')).toBeInTheDocument();
      expect(
        await within(page).findByText('Assessment', { selector: '[data-testid="candidate-stage"] *' }),
      ).toBeVisible();
      expect(await within(page).findAllByTestId('candidate-history-entry')).toHaveLength(3);
    });

    // Issue 28 item 9: the Placed stage with the status Placed read 'Placed · Placed', and the joining
    // date and CTC recorded were never shown again.
    it('says Placed once for a placed candidate, and shows the joining date and CTC recorded', async () => {
      render([
        job,
        lookupsAnswer,
        candidatesAnswer({
          stageName: 'Placed',
          stageKind: 'PLACED',
          status: 'PLACED',
          placement: { __typename: 'CandidatePlacement', joiningDate: '2031-03-01', ctc: 650000 },
        }),
        historyAnswer([applied, { ...moved('Placed'), status: 'PLACED' }]),
      ]);
      const page = await screen.findByTestId('staff-candidate-page');
      expect(within(page).queryByTestId('candidate-stage')).not.toBeInTheDocument();
      expect(within(page).getByTestId('candidate-status')).toHaveTextContent('Placed');
      expect(within(page).getByTestId('candidate-placement-joining')).toHaveTextContent('01/03/2031');
      expect(within(page).getByTestId('candidate-placement-ctc')).toHaveTextContent('₹6,50,000');
      const history = await within(page).findAllByTestId('candidate-history-entry');
      expect(history[0]).toHaveTextContent('Applied · In progress');
      expect(history[1]).toHaveTextContent(/^Placed\d/);
      expect(history[1]).not.toHaveTextContent('Placed · Placed');
    });

    it('takes the joining date as DD/MM/YYYY and shows a refused placement in the dialog', async () => {
      const user = userEvent.setup();
      render([
        job,
        lookupsAnswer,
        candidatesAnswer({ stageName: 'Offer', stageKind: 'OFFER' }),
        historyAnswer([applied]),
        mockOperation(SavePlacementDocument, {
          variables: { input: { applicationId: 7001, joiningDate: '2031-03-01', ctc: 650000 } },
          data: {
            savePlacement: {
              __typename: 'ActionPayload',
              ok: false,
              userErrors: [
                {
                  __typename: 'UserError',
                  code: ReasonCode.JOB_APPLICATION_CLOSED,
                  field: 'applicationId',
                  message: 'This application is closed.',
                },
              ],
            },
          },
        }),
      ]);
      const page = await screen.findByTestId('staff-candidate-page');
      await user.click(within(page).getByTestId('candidate-place'));
      const dialog = await screen.findByTestId('candidate-action-dialog');
      await user.type(within(dialog).getByTestId('candidate-joining-date'), '31/02/2031');
      await user.type(within(dialog).getByTestId('candidate-ctc'), '650000');
      await user.click(within(dialog).getByTestId('candidate-action-confirm'));
      expect(await within(dialog).findByText(PlacementMessage.DATE)).toBeInTheDocument();

      await user.clear(within(dialog).getByTestId('candidate-joining-date'));
      await user.type(within(dialog).getByTestId('candidate-joining-date'), '01/03/2031');
      await user.click(within(dialog).getByTestId('candidate-action-confirm'));
      expect(await within(dialog).findByTestId('candidate-action-error')).toHaveTextContent(
        'This application is closed.',
      );
    });

    it('rejects with a reason from the lookups, which the candidate then shows', async () => {
      const user = userEvent.setup();
      render([
        job,
        lookupsAnswer,
        candidatesAnswer({}),
        historyAnswer([applied, moved('Screening')]),
        mockOperation(RejectCandidateDocument, {
          variables: { applicationId: 7001, reasonId: 31 },
          data: { rejectCandidate: { __typename: 'ActionPayload', ok: true, userErrors: [] } },
        }),
        candidatesAnswer({ status: 'REJECTED', rejectionReason: 'Did not clear the assessment' }),
        historyAnswer([applied, moved('Screening'), { ...moved('Screening'), status: 'REJECTED' }]),
      ]);
      const page = await screen.findByTestId('staff-candidate-page');
      await user.click(within(page).getByTestId('candidate-reject'));
      const dialog = await screen.findByTestId('candidate-action-dialog');
      await user.click(within(dialog).getByTestId('candidate-action-confirm'));
      expect(await within(dialog).findByText(PlacementMessage.REASON)).toBeInTheDocument();
      await user.click(within(dialog).getByTestId('candidate-reason-select'));
      await user.click(await screen.findByRole('option', { name: 'Did not clear the assessment' }));
      await user.click(within(dialog).getByTestId('candidate-action-confirm'));
      expect(await screen.findByText(ActionDoneText.reject)).toBeInTheDocument();
      expect(await within(page).findByTestId('candidate-rejection-reason')).toHaveTextContent(
        'Did not clear the assessment',
      );
    });

    it('offers no move for a rejected candidate and shows why they were not selected', async () => {
      render([
        job,
        lookupsAnswer,
        candidatesAnswer({ status: 'REJECTED', rejectionReason: 'Did not clear the assessment' }),
        historyAnswer([applied]),
      ]);
      const page = await screen.findByTestId('staff-candidate-page');
      expect(within(page).getByTestId('candidate-rejection-reason')).toHaveTextContent(
        'Did not clear the assessment',
      );
      for (const action of [
        'candidate-next-stage',
        'candidate-move',
        'candidate-reject',
        'candidate-place',
      ]) {
        expect(within(page).getByTestId(action)).toBeDisabled();
      }
    });
  },
);
