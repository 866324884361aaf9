import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ActiveEmployeesDocument, ProductJobHistoryDocument } from '../../../graphql/generated/graphql';
import { mockOperation } from '../../../test/mock-operation';
import { renderWithProviders } from '../../../test/render-with-providers';
import {
  CorporateActiveEmployees,
  NO_ACTIVE_EMPLOYEES_TEXT,
  ProductJobHistory,
} from './job-admin-history-lists';

const employee = (applicationId: number, fullName: string) => ({
  __typename: 'ActiveEmployee' as const,
  id: `ActiveEmployee:${applicationId}`,
  applicationId,
  fullName,
  jobId: 601,
  jobTitle: 'Relationship Manager',
  corporateName: 'Kotak Mahindra Bank',
  joiningDate: '2030-02-01',
});

describe(
  'job administration’s lists on the corporate and course screens (001 §7)',
  { timeout: 30_000 },
  () => {
    it('lists a corporate’s active employees ten to a page, the page in the URL', async () => {
      const user = userEvent.setup();
      const rows = Array.from({ length: 12 }, (_, index) => employee(701 + index, `Employee ${index + 1}`));
      renderWithProviders(<CorporateActiveEmployees corporateId={2} />, {
        mocks: [
          mockOperation(ActiveEmployeesDocument, {
            variables: { corporateId: 2 },
            data: { activeEmployees: rows },
          }),
        ],
      });
      expect(await screen.findByTestId('corporate-active-employees-total')).toHaveTextContent('12 placed');
      const grid = screen.getByTestId('corporate-active-employees-grid');
      expect(await within(grid).findByRole('link', { name: 'Employee 1' })).toHaveAttribute(
        'href',
        '/candidate-details/601/701',
      );
      expect(within(grid).getAllByRole('link', { name: 'Relationship Manager' })[0]).toHaveAttribute(
        'href',
        '/job-reports/601',
      );
      expect(within(grid).queryByText('Employee 11')).not.toBeInTheDocument();
      await user.click(within(grid).getByRole('button', { name: /next page/i }));
      expect(screen.getByTestId('location')).toHaveTextContent('?page=2');
      expect(await within(grid).findByRole('link', { name: 'Employee 11' })).toBeInTheDocument();
    });

    it('says so when the corporate has no one at work yet', async () => {
      renderWithProviders(<CorporateActiveEmployees corporateId={3} />, {
        mocks: [
          mockOperation(ActiveEmployeesDocument, {
            variables: { corporateId: 3 },
            data: { activeEmployees: [] },
          }),
        ],
      });
      expect(await screen.findByText(NO_ACTIVE_EMPLOYEES_TEXT)).toBeInTheDocument();
    });

    it('lists the jobs that recommend a course with their applicants and placements', async () => {
      renderWithProviders(<ProductJobHistory productId={3022} />, {
        mocks: [
          mockOperation(ProductJobHistoryDocument, {
            variables: { productId: 3022 },
            data: {
              productJobHistory: [
                {
                  __typename: 'ProductJobHistoryRow',
                  id: 'ProductJobHistoryRow:602',
                  jobId: 602,
                  title: 'Credit Analyst',
                  corporateName: 'Axis Bank',
                  open: false,
                  postedAt: '2030-01-03T04:00:00.000Z',
                  closesOn: '2030-02-01',
                  applicants: 9,
                  placed: 2,
                },
              ],
            },
          }),
        ],
      });
      expect(await screen.findByTestId('product-job-history-total')).toHaveTextContent('1 job, 2 placed');
      const grid = screen.getByTestId('product-job-history-grid');
      expect(await within(grid).findByRole('link', { name: 'Credit Analyst' })).toHaveAttribute(
        'href',
        '/job-reports/602',
      );
      expect(within(grid).getByText('Closed')).toBeInTheDocument();
      expect(within(grid).getByText('03/01/2030')).toBeInTheDocument();
    });
  },
);
