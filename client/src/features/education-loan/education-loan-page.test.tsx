import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EducationLoanMessage, messageFor, ProductId, ReasonCode } from '@finx/domain';
import {
  ApplyEducationLoanDocument,
  MyEducationLoanDocument,
  type EducationLoanFieldsFragment,
} from '../../graphql/generated/graphql';
import { mockOperation, type GatewayData } from '../../test/mock-operation';
import { renderWithProviders } from '../../test/render-with-providers';
import EducationLoanPage from './education-loan-page';
import { LOAN_APPLIED_TEXT } from './education-loan-form';

const loan = (
  changes: Partial<EducationLoanFieldsFragment> = {},
): GatewayData<EducationLoanFieldsFragment> => ({
  __typename: 'EducationLoan',
  id: `EducationLoan:11:${ProductId.CFX}`,
  productId: ProductId.CFX,
  productName: 'Chartered Financial Expert (CFX)',
  status: 1,
  statusLabel: 'Applied',
  comment: null,
  paymentId: null,
  loanAmount: 75_000,
  tenureMonths: 12,
  appliedOn: '2026-11-20T10:00:00.000Z',
  updatedOn: '2026-11-20T10:00:00.000Z',
  ...changes,
});
const none = mockOperation(MyEducationLoanDocument, { data: { myEducationLoan: null } });
const input = { loanAmount: 75_000, tenureMonths: 12, panNumber: 'ABCDE1234F' };

const fill = async (user: ReturnType<typeof userEvent.setup>, amount: string, pan: string) => {
  await user.type(await screen.findByTestId('loan-amount'), amount);
  await user.click(screen.getByRole('combobox', { name: 'Tenure' }));
  await user.click(await screen.findByTestId('loan-tenure-12'));
  await user.type(screen.getByTestId('loan-pan'), pan);
  await user.click(screen.getByTestId('loan-apply'));
};

describe('/education-loan', () => {
  it('checks the application with the shared rules before sending anything', async () => {
    const user = userEvent.setup();
    renderWithProviders(<EducationLoanPage />, { route: '/education-loan', mocks: [none] });
    await fill(user, '500', 'ABC');
    const form = screen.getByTestId('loan-form');
    expect(await within(form).findByText(EducationLoanMessage.AMOUNT_RANGE)).toBeInTheDocument();
    expect(within(form).getByText(EducationLoanMessage.PAN_INVALID)).toBeInTheDocument();
    expect(screen.queryByTestId('loan-status')).not.toBeInTheDocument();
  });

  it('applies, then shows the status in place of the form', async () => {
    const user = userEvent.setup();
    renderWithProviders(<EducationLoanPage />, {
      route: '/education-loan',
      mocks: [
        none,
        mockOperation(ApplyEducationLoanDocument, {
          variables: { input },
          data: { applyEducationLoan: { __typename: 'EducationLoanPayload', loan: loan(), userErrors: [] } },
        }),
      ],
    });
    await fill(user, '75000', 'abcde1234f');
    expect(await screen.findByTestId('loan-status-label')).toHaveTextContent('Applied');
    expect(screen.getByTestId('loan-status')).toHaveTextContent('₹75,000');
    expect(screen.queryByTestId('loan-form')).not.toBeInTheDocument();
    expect(await screen.findByText(LOAN_APPLIED_TEXT)).toBeInTheDocument();
  });

  it('shows a refusal of the whole application as a toast and keeps the form', async () => {
    const user = userEvent.setup();
    const message = messageFor(ReasonCode.LOAN_ALREADY_APPLIED);
    renderWithProviders(<EducationLoanPage />, {
      route: '/education-loan',
      mocks: [
        none,
        mockOperation(ApplyEducationLoanDocument, {
          variables: { input },
          data: {
            applyEducationLoan: {
              __typename: 'EducationLoanPayload',
              loan: null,
              userErrors: [
                { __typename: 'UserError', code: ReasonCode.LOAN_ALREADY_APPLIED, field: null, message },
              ],
            },
          },
        }),
      ],
    });
    await fill(user, '75000', 'ABCDE1234F');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByTestId('loan-form')).toBeInTheDocument();
  });

  it('shows status 3 (Paid) with its comment once CFX is paid, and no form', async () => {
    renderWithProviders(<EducationLoanPage />, {
      route: '/education-loan',
      mocks: [
        mockOperation(MyEducationLoanDocument, {
          data: {
            myEducationLoan: loan({
              status: 3,
              statusLabel: 'Paid',
              comment: 'User has paid for the course',
              paymentId: 'pay_1',
            }),
          },
        }),
      ],
    });
    expect(await screen.findByTestId('loan-status-label')).toHaveTextContent('Paid');
    expect(screen.getByTestId('loan-status')).toHaveTextContent('User has paid for the course');
    expect(screen.queryByTestId('loan-form')).not.toBeInTheDocument();
  });

  it('offers the form again after a rejection', async () => {
    renderWithProviders(<EducationLoanPage />, {
      route: '/education-loan',
      mocks: [
        mockOperation(MyEducationLoanDocument, {
          data: {
            myEducationLoan: loan({ status: 4, statusLabel: 'Rejected', comment: 'Income proof missing' }),
          },
        }),
      ],
    });
    expect(await screen.findByTestId('loan-status-label')).toHaveTextContent('Rejected');
    expect(screen.getByTestId('loan-form')).toBeInTheDocument();
  });
});
