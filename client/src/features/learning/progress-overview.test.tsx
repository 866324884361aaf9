import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { ProgressOverviewDocument } from '../../graphql/generated/graphql';
import { mockOperation } from '../../test/mock-operation';
import { renderWithProviders } from '../../test/render-with-providers';
import { PROGRESS_PAGE_SIZE, ProgressOverview } from './progress-overview';

const row = (productId: number, productName: string, done: number, score: number | null) => ({
  __typename: 'ProgressOverviewRow' as const,
  id: `ProgressOverviewRow:1002:${productId}`,
  productId,
  productName,
  productType: 'COURSE' as const,
  validUntil: '30/11/2026',
  expired: false,
  score,
  progress: {
    __typename: 'CourseProgress' as const,
    id: `CourseProgress:1002:${productId}`,
    productId,
    totalLessons: 5,
    completedLessons: done,
    percent: done * 20,
  },
});

describe('ProgressOverview', () => {
  it('leads a taken test with its score and still counts its lessons; a course reads its lessons', async () => {
    renderWithProviders(<ProgressOverview />, {
      route: '/studentDashboard',
      path: '/studentDashboard',
      mocks: [
        mockOperation(ProgressOverviewDocument, {
          variables: { page: 1, limit: PROGRESS_PAGE_SIZE },
          data: {
            progressOverview: {
              __typename: 'ProgressOverviewPage',
              page: 1,
              limit: PROGRESS_PAGE_SIZE,
              totalRecords: 2,
              items: [row(20849, 'FEAT', 1, 72), row(3001, 'Retail Banking Operations', 2, null)],
            },
          },
        }),
      ],
    });
    const texts = await screen.findAllByTestId('progress-row-text');
    expect(texts.map((text) => text.textContent)).toEqual([
      'Test taken · score 72 · 1/5 lessons',
      '2/5 lessons · 40%',
    ]);
    // A taken test is complete, whatever its lessons.
    expect(screen.getByRole('progressbar', { name: 'FEAT: 100% complete' })).toBeInTheDocument();
    expect(
      screen.getByRole('progressbar', { name: 'Retail Banking Operations: 40% complete' }),
    ).toBeInTheDocument();
  });
});
