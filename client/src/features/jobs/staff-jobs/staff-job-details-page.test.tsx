import { describe, expect, it } from 'vitest';
import { ProductId } from '@finx/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  JobCandidatesDocument,
  JobPlacementsDocument,
  JobStageCountsDocument,
  StaffJobDocument,
} from '../../../graphql/generated/graphql';
import { mockOperation } from '../../../test/mock-operation';
import { renderWithProviders } from '../../../test/render-with-providers';
import { CANDIDATES_PAGE_SIZE } from '../staff-candidates/staff-candidate-filters';
import { candidate } from '../staff-candidates/staff-candidates.fixtures';
import StaffJobDetailsPage from './staff-job-details-page';
import { stageCounts, staffJob } from './staff-jobs.fixtures';

const counts = stageCounts({ Applied: [3, 1], Screening: [2, 0], Placed: [1, 0] });
const job = staffJob({ stages: counts, applicantTotal: 7 });
const candidates = (variables: {
  stageId: number | null;
  certifiedIn?: number | null;
  sort: 'APPLIED_ON' | 'FEAT_SCORE';
  descending: boolean;
}) =>
  mockOperation(JobCandidatesDocument, {
    variables: {
      jobId: 601,
      status: null,
      certifiedIn: null,
      page: 1,
      pageSize: CANDIDATES_PAGE_SIZE,
      ...variables,
    },
    data: {
      jobCandidates: {
        __typename: 'CandidatePage',
        items: [
          candidate(),
          candidate({
            id: 'Candidate:7002',
            applicationId: 7002,
            fullName: 'Arjun Rao',
            featScore: null,
            cfxProgress: 40,
            certificates: [],
          }),
        ],
        total: 2,
      },
    },
  });

describe('/jobDetails/:id (001 §7 getJobDetails, stage_count, candidateDetailsReport)', () => {
  it('shows the job, its counts per stage and its candidates, filtered and sorted through the URL', async () => {
    const user = userEvent.setup();
    renderWithProviders(<StaffJobDetailsPage />, {
      route: '/jobDetails/601?sort=feat&order=asc',
      path: '/jobDetails/:id',
      mocks: [
        mockOperation(StaffJobDocument, { variables: { jobId: 601 }, data: { staffJob: job } }),
        mockOperation(JobStageCountsDocument, {
          variables: { jobId: 601 },
          data: { jobStageCounts: counts },
        }),
        mockOperation(JobPlacementsDocument, {
          variables: { jobId: 601 },
          data: {
            jobPlacements: [
              {
                __typename: 'JobPlacement',
                applicationId: 7003,
                fullName: 'Kavya Menon',
                joiningDate: '2030-04-01',
                ctc: 650000,
                recordedAt: '2030-03-20T10:00:00.000Z',
              },
            ],
          },
        }),
        candidates({ stageId: null, sort: 'FEAT_SCORE', descending: false }),
        candidates({ stageId: 902, sort: 'FEAT_SCORE', descending: false }),
        candidates({ stageId: 902, certifiedIn: ProductId.CFX, sort: 'FEAT_SCORE', descending: false }),
      ],
    });
    expect(await screen.findByTestId('staff-job-title')).toHaveTextContent(
      'Relationship Manager - Retail Banking',
    );
    expect(screen.getByTestId('staff-job-summary')).toHaveTextContent('01/03/2030');
    expect(screen.getByTestId('staff-job-summary')).toHaveTextContent('₹4 – 6.5 LPA');
    expect(screen.getByTestId('staff-job-details-reports')).toHaveAttribute('href', '/job-reports/601');

    const applied = screen.getAllByTestId('staff-stage-count')[0];
    expect(applied).toBeDefined();
    if (!applied) return;
    expect(within(applied).getByTestId('staff-stage-in-progress')).toHaveTextContent('3');
    expect(within(applied).getByTestId('staff-stage-rejected')).toHaveTextContent('1');
    expect(screen.getAllByTestId('staff-stage-count').at(-1)).toHaveTextContent('1placed');

    const cards = await screen.findAllByTestId('staff-candidate');
    expect(cards).toHaveLength(2);
    const [first, second] = cards;
    if (!first || !second) return;
    expect(within(first).getByTestId('candidate-feat')).toHaveTextContent('72%');
    expect(within(first).getByTestId('candidate-cfx')).toHaveTextContent('Not enrolled');
    expect(within(first).getByTestId('candidate-employability')).toHaveTextContent('65%');
    expect(within(first).getByTestId('candidate-certificates')).toHaveTextContent('Credit Risk Essentials');
    expect(within(first).getByTestId('candidate-link')).toHaveAttribute(
      'href',
      '/candidate-details/601/7001',
    );
    expect(within(second).getByTestId('candidate-feat')).toHaveTextContent('Not taken');
    expect(within(second).getByTestId('candidate-cfx')).toHaveTextContent('40%');
    // Placements under the candidates, each with its joining date and CTC.
    expect(await screen.findByTestId('staff-job-placement')).toHaveTextContent(
      'Kavya MenonJoins 01/04/2030₹6,50,000 a yearRecorded 20/03/2030',
    );

    // A stage's tile filters the candidates to it, keeping the sort.
    await user.click(screen.getAllByTestId('staff-stage-count')[1] as HTMLElement);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/jobDetails/601?sort=feat&order=asc&stage=902',
      ),
    );
    expect(await screen.findAllByTestId('staff-candidate')).toHaveLength(2);

    // Only those who completed CFX: a verified certificate, asked of the server.
    await user.click(screen.getByTestId('staff-candidate-certified'));
    await user.click(await screen.findByRole('option', { name: 'CFX completed' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('certified=cfx'));
    expect(await screen.findAllByTestId('staff-candidate')).toHaveLength(2);
  });

  it('says so when the job does not exist', async () => {
    renderWithProviders(<StaffJobDetailsPage />, {
      route: '/jobDetails/999',
      path: '/jobDetails/:id',
      mocks: [
        mockOperation(StaffJobDocument, { variables: { jobId: 999 }, data: { staffJob: null } }),
        mockOperation(JobStageCountsDocument, { variables: { jobId: 999 }, data: { jobStageCounts: null } }),
      ],
    });
    expect(await screen.findByText('This job does not exist.')).toBeInTheDocument();
  });
});
