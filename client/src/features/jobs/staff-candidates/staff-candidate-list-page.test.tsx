import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  JobCandidatesDocument,
  StaffJobDocument,
  StaffJobsDocument,
} from '../../../graphql/generated/graphql';
import { mockOperation } from '../../../test/mock-operation';
import { renderWithProviders } from '../../../test/render-with-providers';
import StaffCandidateListPage from './staff-candidate-list-page';
import { CANDIDATES_PAGE_SIZE } from './staff-candidate-filters';
import { staffJob } from '../staff-jobs/staff-jobs.fixtures';
import { candidate } from './staff-candidates.fixtures';

const other = staffJob({ id: 'StaffJob:602', jobId: 602, title: 'KYC Analyst' });
const page = (jobId: number | null, status: 'REJECTED' | null) =>
  mockOperation(JobCandidatesDocument, {
    variables: {
      jobId,
      stageId: null,
      status,
      certifiedIn: null,
      sort: 'APPLIED_ON',
      descending: true,
      page: 1,
      pageSize: CANDIDATES_PAGE_SIZE,
    },
    data: {
      jobCandidates: {
        __typename: 'CandidatePage',
        items:
          jobId === 602
            ? [candidate({ id: 'Candidate:7002', applicationId: 7002, jobId: 602, jobTitle: 'KYC Analyst' })]
            : [
                candidate(),
                candidate({ id: 'Candidate:7002', applicationId: 7002, jobId: 602, jobTitle: 'KYC Analyst' }),
              ],
        total: jobId === 602 ? 1 : 2,
      },
    },
  });

describe('/candidate-details without ids (001 §2 admin or ops, screen 11)', { timeout: 30_000 }, () => {
  it('lists every job’s candidates, each opening its page, and filters by job through the URL', async () => {
    const user = userEvent.setup();
    renderWithProviders(<StaffCandidateListPage />, {
      route: '/candidate-details',
      path: '/candidate-details',
      mocks: [
        mockOperation(StaffJobsDocument, {
          variables: { corporateId: null, page: 1, pageSize: 50 },
          data: { staffJobs: { __typename: 'StaffJobPage', items: [staffJob(), other], total: 2 } },
        }),
        page(null, null),
        page(602, null),
        mockOperation(StaffJobDocument, { variables: { jobId: 602 }, data: { staffJob: other } }),
      ],
    });
    const cards = await screen.findAllByTestId('staff-candidate');
    expect(cards).toHaveLength(2);
    expect(cards[1]).toHaveTextContent('KYC Analyst');
    expect(within(cards[1]!).getByTestId('candidate-link')).toHaveAttribute(
      'href',
      '/candidate-details/602/7002',
    );
    expect(within(cards[0]!).getByTestId('candidate-link')).toHaveAttribute(
      'href',
      '/candidate-details/601/7001',
    );

    await user.click(screen.getByTestId('staff-candidate-job'));
    await user.click(await screen.findByRole('option', { name: 'KYC Analyst' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('job=602');
    expect(await screen.findByText('1 candidate')).toBeInTheDocument();
  });
});
