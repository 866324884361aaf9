import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { messageFor, ProductId, ReasonCode } from '@finx/domain';
import { PrerequisitesDocument, type PrerequisitesQuery } from '../../graphql/generated/graphql';
import { mockOperation, type GatewayData } from '../../test/mock-operation';
import { renderWithProviders } from '../../test/render-with-providers';

type Row = GatewayData<PrerequisitesQuery['prerequisites']['rows'][number]>;
import PrerequisitesPage from './prerequisites-page';

const row = (productId: number, productName: string, unavailableMessage: string | null): Row => ({
  __typename: 'PrerequisiteRow',
  id: `PrerequisiteRow:${ProductId.CFX}:${productId}`,
  sequence: productId === ProductId.FEAT ? 1 : 2,
  productId,
  productName,
  productPrice: productId === ProductId.FEAT ? 1000 : 75000,
  completed: null,
  status: 'Make Payment',
  unavailableMessage,
  score: null,
});

describe('/my-Subcription-list', () => {
  it('offers Make Payment for FEAT and holds CFX back with the server’s reason', async () => {
    renderWithProviders(<PrerequisitesPage />, {
      route: '/my-Subcription-list',
      mocks: [
        mockOperation(PrerequisitesDocument, {
          variables: { productId: String(ProductId.CFX) },
          data: {
            prerequisites: {
              __typename: 'PrerequisiteTable',
              id: `PrerequisiteTable:${ProductId.CFX}`,
              productId: ProductId.CFX,
              productName: 'Chartered Financial Expert (CFX)',
              rows: [
                row(ProductId.FEAT, 'FEAT', null),
                row(ProductId.CFX, 'CFX', messageFor(ReasonCode.CFX_NEEDS_FEAT)),
              ],
            },
          },
        }),
      ],
    });
    const rows = await screen.findAllByTestId('prerequisite-row');
    expect(within(rows[0]!).getByTestId('prerequisite-pay')).toBeEnabled();
    expect(within(rows[0]!).getByText('In-Complete')).toBeInTheDocument();
    expect(within(rows[1]!).getByTestId('prerequisite-pay')).toBeDisabled();
    expect(within(rows[1]!).getByTestId('prerequisite-unavailable')).toHaveTextContent(
      messageFor(ReasonCode.CFX_NEEDS_FEAT),
    );
  });

  it('leads a bought FEAT to its test, and a scored one to its score', async () => {
    const table = (status: string, score: number | null) =>
      mockOperation(PrerequisitesDocument, {
        variables: { productId: String(ProductId.CFX) },
        data: {
          prerequisites: {
            __typename: 'PrerequisiteTable',
            id: `PrerequisiteTable:${ProductId.CFX}`,
            productId: ProductId.CFX,
            productName: 'Chartered Financial Expert (CFX)',
            rows: [{ ...row(ProductId.FEAT, 'FEAT', null), status, score }],
          },
        },
      });
    const first = renderWithProviders(<PrerequisitesPage />, {
      route: '/my-Subcription-list',
      mocks: [table('Score Awaited', null)],
    });
    const link = await screen.findByTestId('prerequisite-take-test');
    expect(link).toHaveTextContent('Take the test');
    expect(link).toHaveAttribute('href', `/assessment/${ProductId.FEAT}`);
    first.unmount();
    renderWithProviders(<PrerequisitesPage />, {
      route: '/my-Subcription-list',
      mocks: [table('Score Available', 72)],
    });
    expect(await screen.findByTestId('prerequisite-take-test')).toHaveTextContent('View score (72%)');
    expect(screen.getByTestId('prerequisite-status')).toHaveTextContent('Score Available');
  });
});

describe('/my-Subcription-list after CFX is bought', () => {
  it('shows CFX Enrolled with the way into its lessons, no payment, and the assessment report', async () => {
    renderWithProviders(<PrerequisitesPage />, {
      route: '/my-Subcription-list',
      mocks: [
        mockOperation(PrerequisitesDocument, {
          variables: { productId: String(ProductId.CFX) },
          data: {
            prerequisites: {
              __typename: 'PrerequisiteTable',
              id: `PrerequisiteTable:${ProductId.CFX}`,
              productId: ProductId.CFX,
              productName: 'Chartered Financial Expert (CFX)',
              rows: [
                {
                  ...row(ProductId.FEAT, 'FEAT', null),
                  completed: 'Completed',
                  status: 'Score Available',
                  score: 72,
                },
                { ...row(ProductId.CFX, 'CFX', null), completed: 'In-Complete', status: 'Enrolled' },
              ],
            },
          },
        }),
      ],
    });
    const rows = await screen.findAllByTestId('prerequisite-row');
    const cfx = rows[1]!;
    expect(within(cfx).getByTestId('prerequisite-status')).toHaveTextContent('Enrolled');
    expect(within(cfx).getByTestId('prerequisite-learn')).toHaveAttribute(
      'href',
      `/my-learning/${ProductId.CFX}`,
    );
    expect(within(cfx).queryByTestId('prerequisite-pay')).toBeNull();
    expect(within(cfx).queryByTestId('prerequisite-take-test')).toBeNull();
    expect(within(rows[0]!).getByTestId('prerequisite-take-test')).toHaveTextContent('View score (72%)');
    expect(screen.getByTestId('prerequisites-report-link')).toHaveAttribute('href', '/MyCfxAssessmentReport');
  });

  it('offers no report link while nothing of the path is held', async () => {
    renderWithProviders(<PrerequisitesPage />, {
      route: '/my-Subcription-list',
      mocks: [
        mockOperation(PrerequisitesDocument, {
          variables: { productId: String(ProductId.CFX) },
          data: {
            prerequisites: {
              __typename: 'PrerequisiteTable',
              id: `PrerequisiteTable:${ProductId.CFX}`,
              productId: ProductId.CFX,
              productName: 'Chartered Financial Expert (CFX)',
              rows: [row(ProductId.FEAT, 'FEAT', null)],
            },
          },
        }),
      ],
    });
    await screen.findAllByTestId('prerequisite-row');
    expect(screen.queryByTestId('prerequisites-report-link')).toBeNull();
  });
});
