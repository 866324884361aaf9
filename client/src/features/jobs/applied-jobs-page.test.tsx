import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { MyApplicationsDocument } from '../../graphql/generated/graphql';
import { mockOperation } from '../../test/mock-operation';
import { renderWithProviders } from '../../test/render-with-providers';
import AppliedJobsPage, { APPLIED_PAGE_SIZE, NO_APPLICATIONS_TEXT } from './applied-jobs-page';
import { appliedJob, jobSummary } from './jobs.fixtures';

const rejected = appliedJob({
  id: 'JobApplication:302',
  applicationId: 302,
  job: jobSummary({ id: 'Job:14', jobId: 14, title: 'KYC Analyst', applicationStatus: 'REJECTED' }),
  status: 'REJECTED',
  currentStage: 'Screening',
  stages: appliedJob().stages.map((stage, index) => ({
    ...stage,
    reachedOn: index < 2 ? stage.reachedOn : null,
  })),
  history: [
    ...appliedJob().history,
    {
      __typename: 'ApplicationHistoryEntry',
      at: '2030-01-08T04:00:00.000Z',
      stageName: 'Screening',
      status: 'REJECTED',
      reason: 'Skills do not match the role',
    },
  ],
  rejectionReason: 'Skills do not match the role',
});

describe('/jobs/applied (001 §7 applied)', () => {
  it('shows each application with its stages reached, its link and a rejection with the reason', async () => {
    renderWithProviders(<AppliedJobsPage />, {
      route: '/jobs/applied',
      mocks: [
        mockOperation(MyApplicationsDocument, {
          variables: { page: 1, pageSize: APPLIED_PAGE_SIZE },
          data: {
            myApplications: { __typename: 'AppliedJobPage', items: [appliedJob(), rejected], total: 2 },
          },
        }),
      ],
    });
    const [interview, notSelected] = await screen.findAllByTestId('application');
    const first = within(interview!);
    expect(first.getByTestId('application-title')).toHaveAttribute('href', '/jobs/11');
    expect(first.getByTestId('application-current-stage')).toHaveTextContent('Interview round 1');
    const reached = first
      .getAllByTestId('application-stage')
      .filter((step) => step.querySelector('[data-reached="true"]') !== null);
    expect(reached).toHaveLength(4);
    expect(first.queryByTestId('application-rejection-reason')).not.toBeInTheDocument();

    const second = within(notSelected!);
    expect(second.getByTestId('application-status')).toHaveTextContent('Not selected');
    expect(second.getByTestId('application-rejection-reason')).toHaveTextContent(
      'Skills do not match the role',
    );
    expect(second.getByTestId('application-history')).toHaveTextContent('Screening · Not selected');
  });

  it('says when there is no application', async () => {
    renderWithProviders(<AppliedJobsPage />, {
      route: '/jobs/applied',
      mocks: [
        mockOperation(MyApplicationsDocument, {
          variables: { page: 1, pageSize: APPLIED_PAGE_SIZE },
          data: { myApplications: { __typename: 'AppliedJobPage', items: [], total: 0 } },
        }),
      ],
    });
    expect(await screen.findByText(NO_APPLICATIONS_TEXT)).toBeInTheDocument();
  });
});
