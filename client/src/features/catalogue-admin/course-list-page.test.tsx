import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  SetProductActiveDocument,
  StaffProductsDocument,
  type StaffProductFieldsFragment,
  type StaffProductsQueryVariables,
} from '../../graphql/generated/graphql';
import { mockOperation, type GatewayData } from '../../test/mock-operation';
import { renderWithProviders } from '../../test/render-with-providers';
import CourseListPage from './course-list-page';
import { PRODUCT_ACTIVATED_TEXT } from './product-status-button';

type Row = GatewayData<StaffProductFieldsFragment>;

const product = (productId: number, active: boolean): Row => ({
  __typename: 'StaffProduct',
  id: `StaffProduct:${productId}`,
  productId,
  productName: `Branch Audit ${productId}`,
  productType: 'COURSE',
  description: 'Concurrent audit and the audit report of a branch.',
  categoryId: 2,
  categoryName: 'Banking Operations',
  subjectArea: 'Audit',
  level: 'Beginner',
  durationMinutes: 120,
  productPrice: 2499,
  courseType: null,
  validityDays: 180,
  parentProductId: null,
  active,
  moduleCount: 1,
  createdDate: '2026-11-01T10:00:00.000Z',
  extraCategoryIds: [],
  lookingForIds: [],
});

const DEFAULTS = {
  search: null,
  type: null,
  active: null,
  sort: 'CREATED',
  descending: true,
  page: 1,
  limit: 10,
} as const;
const productsMock = (variables: Partial<StaffProductsQueryVariables>, rows: Row[], total = rows.length) =>
  mockOperation(StaffProductsDocument, {
    variables: { ...DEFAULTS, ...variables },
    data: { staffProducts: { __typename: 'StaffProductPage', rows, totalRecords: total } },
  });

describe('CourseListPage (/course-list)', () => {
  it('reads filters from the URL, activates a row, says so and reads the list again', async () => {
    const clicker = userEvent.setup();
    renderWithProviders(<CourseListPage />, {
      route: '/course-list?q=audit&status=inactive&sort=price&order=asc',
      mocks: [
        productsMock({ search: 'audit', active: false, sort: 'PRICE', descending: false }, [
          product(9001, false),
        ]),
        mockOperation(SetProductActiveDocument, {
          variables: { productId: 9001, active: true },
          data: { setProductActive: { __typename: 'ActionPayload', ok: true, userErrors: [] } },
        }),
        productsMock({ search: 'audit', active: false, sort: 'PRICE', descending: false }, []),
      ],
    });
    expect(await screen.findByText('Branch Audit 9001')).toBeInTheDocument();
    expect(screen.getByText('₹2,499')).toBeInTheDocument();
    await clicker.click(screen.getByTestId('product-status-9001'));
    expect(await screen.findByText(PRODUCT_ACTIVATED_TEXT)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Branch Audit 9001')).not.toBeInTheDocument());
  });
});
