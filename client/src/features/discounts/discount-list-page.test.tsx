import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import userEvent from '@testing-library/user-event';
import {
  DiscountsDocument,
  type DiscountFieldsFragment,
  type DiscountsQueryVariables,
} from '../../graphql/generated/graphql';
import { mockOperation, type GatewayData } from '../../test/mock-operation';
import { renderWithProviders } from '../../test/render-with-providers';
import DiscountListPage from './discount-list-page';

type Row = GatewayData<DiscountFieldsFragment>;

const discount = (code: string): Row => ({
  __typename: 'Discount',
  id: `Discount:${code}`,
  code,
  description: `Coupon ${code}`,
  kind: 'PERCENT',
  amount: 10,
  maxDiscountRupees: null,
  minOrderRupees: 0,
  productIds: null,
  validFrom: '2026-11-01',
  validUntil: '2026-12-31',
  maxRedemptions: null,
  perLearnerLimit: 1,
  active: true,
  redemptions: 0,
  createdDate: '2026-11-01T10:00:00.000Z',
});

const DEFAULTS: DiscountsQueryVariables = {
  search: null,
  sort: 'CREATED',
  descending: true,
  page: 1,
  limit: 10,
};
const discountsMock = (variables: Partial<DiscountsQueryVariables>, rows: Row[], total: number) =>
  mockOperation(DiscountsDocument, {
    variables: { ...DEFAULTS, ...variables },
    data: { discounts: { __typename: 'DiscountPage', rows, totalRecords: total } },
  });

/** The staff list shell as a page uses it: its search, sort and page become the list query's variables. */
describe('DiscountListPage (/discount-list) in the staff list shell', () => {
  it('asks the gateway again for a search, a sort by a column and the next page', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DiscountListPage />, {
      route: '/discount-list',
      mocks: [
        discountsMock({}, [discount('FIRST10')], 30),
        discountsMock({ search: 'WELCOME' }, [discount('WELCOME10')], 30),
        discountsMock({ search: 'WELCOME', sort: 'CODE', descending: false }, [discount('WELCOME20')], 30),
        discountsMock(
          { search: 'WELCOME', sort: 'CODE', descending: false, page: 2 },
          [discount('WELCOME30')],
          30,
        ),
      ],
    });
    expect(await screen.findByText('FIRST10')).toBeInTheDocument();

    await user.type(screen.getByTestId('discount-search'), 'WELCOME');
    await user.click(screen.getByTestId('discount-search-submit'));
    expect(await screen.findByText('WELCOME10')).toBeInTheDocument();

    // The first click on a header sorts by it from A.
    await user.click(screen.getByRole('columnheader', { name: /Coupon Code/ }));
    expect(await screen.findByText('WELCOME20')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/discount-list?q=WELCOME&sort=code&order=asc');

    await user.click(screen.getByRole('button', { name: /next page/i }));
    expect(await screen.findByText('WELCOME30')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('page=2');
  });
});

describe('DiscountListPage values', () => {
  it('shows a cap and a flat amount through the one money format', async () => {
    renderWithProviders(<DiscountListPage />, {
      route: '/discount-list',
      mocks: [
        discountsMock(
          {},
          [
            { ...discount('CAPPED'), amount: 15, maxDiscountRupees: 1000 },
            { ...discount('FLAT'), kind: 'FLAT', amount: 99.9 },
          ],
          2,
        ),
      ],
    });
    expect(await screen.findByText('15% (up to ₹1,000)')).toBeInTheDocument();
    expect(screen.getByText('₹99.90')).toBeInTheDocument();
  });

  // Issue 28 item 9: EXPIRED50, past its end date, was listed 'Active'.
  it('says Expired for a coupon past its last day, Scheduled before its first, Inactive when switched off', async () => {
    const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');
    renderWithProviders(<DiscountListPage />, {
      route: '/discount-list',
      mocks: [
        discountsMock(
          {},
          [
            { ...discount('EXPIRED50'), validFrom: day(-30), validUntil: day(-1) },
            { ...discount('TODAY'), validFrom: day(-30), validUntil: day(0) },
            { ...discount('LATER'), validFrom: day(2), validUntil: day(30) },
            { ...discount('OFF'), validFrom: day(-30), validUntil: day(-1), active: false },
          ],
          4,
        ),
      ],
    });
    await screen.findByText('EXPIRED50');
    const statusOf = (code: string) => {
      const row = screen.getByText(code).closest('[role="row"]') as HTMLElement;
      return within(row).getByText(/^(Active|Expired|Scheduled|Inactive)$/).textContent;
    };
    expect(['EXPIRED50', 'TODAY', 'LATER', 'OFF'].map(statusOf)).toEqual([
      'Expired',
      'Active',
      'Scheduled',
      'Inactive',
    ]);
  });
});
