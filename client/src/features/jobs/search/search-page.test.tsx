import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  JobFilterOptionsDocument,
  JobSearchDocument,
  JobsFromSkillsDocument,
} from '../../../graphql/generated/graphql';
import { mockOperation } from '../../../test/mock-operation';
import { renderWithProviders } from '../../../test/render-with-providers';
import JobsPage, { JOBS_PAGE_SIZE, NO_SKILL_JOBS_TEXT } from './search-page';
import { jobSummary } from './search.fixtures';

const options = mockOperation(JobFilterOptionsDocument, {
  data: {
    jobFilterOptions: {
      __typename: 'JobFilterOptions',
      skills: [
        { __typename: 'JobOption', id: 41, name: 'Credit appraisal' },
        { __typename: 'JobOption', id: 42, name: 'Excel' },
      ],
      functions: [{ __typename: 'JobOption', id: 31, name: 'Credit' }],
      locations: [
        { __typename: 'JobOption', id: 51, name: 'Mumbai' },
        { __typename: 'JobOption', id: 52, name: 'Pune' },
      ],
    },
  },
  maxUsageCount: 5,
});

describe('/jobs (001 §7 jobs, jobsfromskills)', () => {
  it('sends the filters of the URL, shows the cards with salary, fit and Applied, and pages on the server', async () => {
    const user = userEvent.setup();
    renderWithProviders(<JobsPage />, {
      route: '/jobs?q=credit&skills=41,x,42&locations=51&experience=2',
      mocks: [
        options,
        mockOperation(JobSearchDocument, {
          variables: {
            filter: {
              keyword: 'credit',
              skillIds: [41, 42],
              jobFunctionId: null,
              locationIds: [51],
              experience: 2,
            },
            page: 1,
            pageSize: JOBS_PAGE_SIZE,
          },
          data: {
            jobSearch: {
              __typename: 'JobPage',
              items: [
                jobSummary(),
                jobSummary({ id: 'Job:12', jobId: 12, applicationStatus: 'IN_PROGRESS' }),
              ],
              total: 12,
            },
          },
        }),
        mockOperation(JobSearchDocument, {
          variables: {
            filter: {
              keyword: 'credit',
              skillIds: [41, 42],
              jobFunctionId: null,
              locationIds: [51],
              experience: 2,
            },
            page: 2,
            pageSize: JOBS_PAGE_SIZE,
          },
          data: {
            jobSearch: { __typename: 'JobPage', items: [jobSummary({ id: 'Job:13', jobId: 13 })], total: 12 },
          },
        }),
      ],
    });
    const cards = await screen.findAllByTestId('job-card');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByTestId('job-salary')).toHaveTextContent('₹3.5 – 6 LPA');
    expect(first.getByTestId('job-experience')).toHaveTextContent('1–3 years');
    expect(first.getByTestId('job-locations')).toHaveTextContent('Mumbai, Pune');
    expect(first.getByTestId('job-fit')).toHaveTextContent('67% fit');
    expect(first.queryByTestId('job-applied')).not.toBeInTheDocument();
    expect(within(cards[1]!).getByTestId('job-applied')).toHaveTextContent('Applied');
    expect(first.getByTestId('job-card-link')).toHaveAttribute('href', '/jobs/11');
    expect(screen.getByTestId('jobs-total')).toHaveTextContent('12 jobs');
    expect(screen.getByTestId('jobs-keyword')).toHaveValue('credit');
    await waitFor(() =>
      expect(screen.getByText('Credit appraisal', { selector: '.MuiChip-label' })).toBeVisible(),
    );

    await user.click(
      within(screen.getByTestId('jobs-pagination')).getByRole('button', { name: 'Go to page 2' }),
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/page=2/));
    await waitFor(() => expect(screen.getAllByTestId('job-card')).toHaveLength(1));
  });

  it('keeps a new keyword in the URL and starts again from the first page', async () => {
    const user = userEvent.setup();
    renderWithProviders(<JobsPage />, {
      route: '/jobs?page=2',
      mocks: [
        options,
        mockOperation(JobSearchDocument, {
          variables: {
            filter: { keyword: null, skillIds: [], jobFunctionId: null, locationIds: [], experience: null },
            page: 2,
            pageSize: JOBS_PAGE_SIZE,
          },
          data: { jobSearch: { __typename: 'JobPage', items: [jobSummary()], total: 11 } },
        }),
        mockOperation(JobSearchDocument, {
          variables: {
            filter: { keyword: 'kyc', skillIds: [], jobFunctionId: null, locationIds: [], experience: null },
            page: 1,
            pageSize: JOBS_PAGE_SIZE,
          },
          data: { jobSearch: { __typename: 'JobPage', items: [], total: 0 } },
        }),
      ],
    });
    await screen.findByTestId('job-card');
    await user.type(screen.getByTestId('jobs-keyword'), 'kyc');
    await user.click(screen.getByTestId('jobs-search'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/jobs\?q=kyc$/));
    expect(await screen.findByTestId('jobs-empty')).toBeInTheDocument();
  });

  it('lists the jobs matching the profile skills in their own view, with its empty text', async () => {
    const user = userEvent.setup();
    renderWithProviders(<JobsPage />, {
      route: '/jobs',
      mocks: [
        options,
        mockOperation(JobSearchDocument, {
          variables: {
            filter: { keyword: null, skillIds: [], jobFunctionId: null, locationIds: [], experience: null },
            page: 1,
            pageSize: JOBS_PAGE_SIZE,
          },
          data: { jobSearch: { __typename: 'JobPage', items: [jobSummary()], total: 1 } },
        }),
        mockOperation(JobsFromSkillsDocument, {
          variables: { page: 1, pageSize: JOBS_PAGE_SIZE },
          data: { jobsFromSkills: { __typename: 'JobPage', items: [], total: 0 } },
        }),
      ],
    });
    await screen.findByTestId('job-card');
    await user.click(screen.getByTestId('jobs-view-skills'));
    expect(await screen.findByText(NO_SKILL_JOBS_TEXT)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/jobs?view=skills');
    expect(screen.queryByTestId('job-filters')).not.toBeInTheDocument();
    expect(screen.getByTestId('jobs-applied-link')).toHaveAttribute('href', '/jobs/applied');
  });
});
