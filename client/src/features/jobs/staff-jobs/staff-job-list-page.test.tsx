import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { StaffJobLookupsDocument, StaffJobsDocument } from '../../../graphql/generated/graphql';
import { adminViewer, viewerMock } from '../../../test/fixtures';
import { mockOperation, type GatewayMock } from '../../../test/mock-operation';
import { renderWithProviders } from '../../../test/render-with-providers';
import StaffJobListPage from './staff-job-list-page';
import { lookups, opsViewer, stageCounts, staffJob } from './staff-jobs.fixtures';

const jobs = [
  staffJob({ stages: stageCounts({ Applied: [2, 1], Placed: [1, 0] }), applicantTotal: 4 }),
  staffJob({
    id: 'StaffJob:602',
    jobId: 602,
    title: 'KYC Analyst',
    corporateId: 3,
    corporateName: 'Axis Bank',
    open: false,
    closesOn: '2030-12-31',
  }),
];

/** The corporates of the filter come from the staff job lookups: every corporate, by name. */
const corporates = mockOperation(StaffJobLookupsDocument, { data: lookups, maxUsageCount: 3 });

const render = (route: string, mocks: GatewayMock[]) =>
  renderWithProviders(<StaffJobListPage />, { route, mocks: [corporates, ...mocks] });

describe('/job-list (001 §2, admin or ops)', () => {
  it('reads the page and corporate of the URL from the server and shows each job with its actions', async () => {
    render('/job-list?corporate=1&page=2', [
      viewerMock(opsViewer),
      mockOperation(StaffJobsDocument, {
        variables: { corporateId: 1, page: 2, pageSize: 10 },
        data: { staffJobs: { __typename: 'StaffJobPage', items: jobs, total: 12 } },
      }),
    ]);
    const row = (await screen.findByText('KYC Analyst')).closest<HTMLElement>('[role="row"]');
    expect(row).not.toBeNull();
    if (!row) return;
    expect(row).toHaveTextContent('Axis Bank');
    expect(row).toHaveTextContent('Closed');
    expect(row).toHaveTextContent('31/12/2030');
    expect(within(row).getByTestId('staff-job-edit')).toHaveAttribute('href', '/edit-job/602');
    // The view opens /jobDetails, which the route table gives to ops.
    expect(await within(row).findByTestId('staff-job-view')).toHaveAttribute('href', '/jobDetails/602');
    const first = screen.getAllByRole('row').find((item) => item.textContent?.includes('Retail Banking'));
    expect(first).toHaveTextContent('Mumbai, Pune');
    expect(first).toHaveTextContent('4');
    expect(screen.getByTestId('staff-job-add')).toHaveAttribute('href', '/add-job');
    expect(screen.getByText('11–12 of 12')).toBeInTheDocument();
  });

  it('offers no view to an administrator, as /jobDetails is ops only in the route table', async () => {
    render('/job-list', [
      viewerMock(adminViewer),
      mockOperation(StaffJobsDocument, {
        variables: { corporateId: null, page: 1, pageSize: 10 },
        data: { staffJobs: { __typename: 'StaffJobPage', items: jobs, total: 2 } },
      }),
    ]);
    expect(await screen.findAllByTestId('staff-job-edit')).toHaveLength(2);
    expect(screen.queryByTestId('staff-job-view')).not.toBeInTheDocument();
  });
});
