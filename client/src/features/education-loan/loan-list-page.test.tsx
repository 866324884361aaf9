import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  StaffEducationLoansDocument,
  UpdateEducationLoansDocument,
  type StaffEducationLoansQuery,
} from '../../graphql/generated/graphql';
import { mockOperation, type GatewayData } from '../../test/mock-operation';
import { renderWithProviders } from '../../test/render-with-providers';
import LoanListPage from './loan-list-page';

type Row = GatewayData<StaffEducationLoansQuery['staffEducationLoans']['rows'][number]>;

const row = (status: number): Row => ({
  __typename: 'StaffEducationLoan',
  id: 'StaffEducationLoan:1001:1083',
  partyId: 1001,
  studentName: 'Priya Sharma',
  email: 'learner@finx.demo',
  loan: {
    __typename: 'EducationLoan',
    id: 'EducationLoan:1001:1083',
    productId: 1083,
    productName: 'Chartered Financial Expert',
    status,
    statusLabel: status === 1 ? 'Applied' : 'Approved',
    comment: null,
    paymentId: null,
    loanAmount: 75000,
    tenureMonths: 12,
    appliedOn: '2026-11-01T10:00:00.000Z',
    updatedOn: '2026-11-01T10:00:00.000Z',
  },
});

const listMock = (status: number) =>
  mockOperation(StaffEducationLoansDocument, {
    variables: { status: null, page: 1, limit: 10 },
    data: {
      staffEducationLoans: { __typename: 'StaffEducationLoanPage', rows: [row(status)], totalRecords: 1 },
    },
  });

describe('LoanListPage (/educationalLoanList)', () => {
  it('moves a loan’s status from its row and says so', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoanListPage />, {
      route: '/educationalLoanList',
      mocks: [
        listMock(1),
        mockOperation(UpdateEducationLoansDocument, {
          variables: { input: [{ partyId: 1001, productId: 1083, status: 2 }] },
          data: { updateEducationLoans: { __typename: 'ActionPayload', ok: true, userErrors: [] } },
        }),
        listMock(2),
      ],
    });
    await user.click(await screen.findByTestId('loan-status-1001'));
    await user.click(screen.getByRole('option', { name: 'Approved' }));
    expect(await screen.findByText('Priya Sharma: Approved')).toBeInTheDocument();
    // A select inside a grid cell and a toast take most of the default on a loaded two-core machine.
  }, 30_000);
});
