import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  ActiveLearningPathsDocument,
  CatalogueFacetsDocument,
  CategoriesDocument,
  ProductsDocument,
  type ProductCardFieldsFragment,
} from '../../graphql/generated/graphql';
import { mockOperation, type GatewayData } from '../../test/mock-operation';
import { renderWithProviders } from '../../test/render-with-providers';
import CataloguePage from './catalogue-page';
import { CATALOGUE_PAGE_SIZE } from './use-catalogue-filters';

const category = { __typename: 'Category', id: 'Category:3', categoryId: 3, categoryName: 'Banking' };
const product = (
  id: number,
  name: string,
  price: number,
  isFree: boolean,
): GatewayData<ProductCardFieldsFragment> => ({
  __typename: 'Product',
  id: `Product:${id}`,
  productId: id,
  productName: name,
  productType: 'COURSE',
  level: 'Beginner',
  durationMinutes: 90,
  productPrice: price,
  isFree,
  courseType: isFree ? 'Self-paced' : 'Instructor-led',
  imageUrl: null,
  inCart: false,
  inWishlist: false,
  owned: false,
  category,
});

const mocks = [
  mockOperation(CategoriesDocument, { data: { categories: [category] } }),
  mockOperation(CatalogueFacetsDocument, {
    variables: { type: 'COURSE' },
    data: {
      subjectAreas: ['Retail Banking', 'Treasury'],
      courseTypes: ['Self-paced', 'Instructor-led'],
      lookingForTags: [{ __typename: 'LookingForTag', id: '2', lookingForId: 2, name: 'Upskilling' }],
    },
  }),
  mockOperation(ProductsDocument, {
    variables: {
      filter: { type: 'COURSE', categoryId: 3, courseType: 'Instructor-led', lookingFor: 'Upskilling' },
      page: 2,
      pageSize: CATALOGUE_PAGE_SIZE,
    },
    data: {
      products: {
        __typename: 'ProductPage',
        total: 14,
        page: 2,
        pageSize: CATALOGUE_PAGE_SIZE,
        items: [product(1, 'Retail Banking Basics', 150000, false), product(2, 'KYC in 5 minutes', 0, true)],
      },
    },
  }),
];

describe('CataloguePage', () => {
  it('queries with the filters and page from the URL and renders the cards', async () => {
    renderWithProviders(<CataloguePage type="COURSE" />, {
      mocks,
      route: '/courses?category=3&courseType=Instructor-led&for=Upskilling&page=2',
    });
    expect(await screen.findByTestId('catalogue-results-total')).toHaveTextContent('14 results');
    const cards = screen.getAllByTestId('product-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('₹1,50,000')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('1 h 30 min')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Free')).toBeInTheDocument();
    expect(within(cards[0]!).getByTestId('course-type')).toHaveTextContent('Instructor-led');
    expect(await screen.findByRole('option', { name: 'Treasury' })).toBeInTheDocument();
    expect(screen.getByTestId('catalogue-course-type')).toHaveValue('Instructor-led');
    expect(screen.getByTestId('catalogue-looking-for')).toHaveValue('Upskilling');
    expect(screen.getByTestId('catalogue-subject-area')).toHaveValue('');
    expect(cards[0]!.querySelector('a')).toHaveAttribute('href', '/courses/Product%3A1');
    expect(await screen.findByRole('option', { name: 'Banking' })).toBeInTheDocument();
    expect(screen.getByTestId('catalogue-category')).toHaveValue('3');
    expect(screen.getByRole('button', { name: 'Go to page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('draws the learning paths, filters and cards together, a skeleton until both have answered', async () => {
    const firstPage = { filter: { type: 'COURSE' as const }, page: 1, pageSize: CATALOGUE_PAGE_SIZE };
    renderWithProviders(<CataloguePage type="COURSE" />, {
      route: '/courses',
      mocks: [
        ...mocks.slice(0, 2),
        mockOperation(ProductsDocument, {
          variables: firstPage,
          data: {
            products: {
              __typename: 'ProductPage',
              total: 1,
              page: 1,
              pageSize: CATALOGUE_PAGE_SIZE,
              items: [product(1, 'Retail Banking Basics', 150000, false)],
            },
          },
        }),
        // The paths answer last: before issue 29 they arrived above the drawn filters and pushed them down.
        // Well after the cards: drawing the page takes more than 150 ms on a loaded machine, and the paths
        // then arrived before the check below could see the page without them.
        mockOperation(ActiveLearningPathsDocument, {
          delay: 1_500,
          data: {
            activeLearningPaths: [
              {
                __typename: 'LearningPath',
                id: 'LearningPath:1',
                pathId: 1,
                name: 'Banker in 90 days',
                description: '',
                active: true,
                createdDate: '2026-11-01',
                courses: [
                  {
                    __typename: 'LearningPathCourse',
                    id: 'LearningPathCourse:1:1',
                    sequence: 1,
                    productId: 1,
                    productName: 'Retail Banking Basics',
                  },
                ],
              },
            ],
          },
        }),
      ],
    });
    expect(screen.getByTestId('catalogue-skeleton')).toBeVisible();
    // The cards have answered, the paths not yet: nothing of the catalogue is shown.
    await waitFor(() => expect(screen.getByTestId('product-card')).toBeInTheDocument());
    expect(screen.getByTestId('product-card')).not.toBeVisible();
    expect(screen.getByRole('search', { hidden: true })).not.toBeVisible();
    expect(await screen.findByTestId('learning-paths', {}, { timeout: 5_000 })).toBeVisible();
    expect(screen.getByTestId('product-card')).toBeVisible();
    expect(screen.getByRole('search')).toBeVisible();
    expect(screen.queryByTestId('catalogue-skeleton')).not.toBeInTheDocument();
  });
});
