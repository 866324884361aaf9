import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import {
  HigherEducationCoursesDocument,
  type HigherEducationCoursesQuery,
} from '../../graphql/generated/graphql';
import { learnerViewer, viewerMock } from '../../test/fixtures';
import { mockOperation, type GatewayData } from '../../test/mock-operation';
import { renderWithProviders } from '../../test/render-with-providers';
import HigherEducationPage, { HIGHER_EDUCATION_PAGE_SIZE } from './higher-education-page';

type Course = GatewayData<HigherEducationCoursesQuery['products']['items'][number]>;

const course = (productId: number, productName: string, productPrice: number, isFree = false): Course => ({
  __typename: 'Product',
  id: `Product:${productId}`,
  productId,
  productName,
  productType: 'COURSE',
  level: 'Beginner',
  durationMinutes: 90,
  productPrice,
  isFree,
  courseType: 'Certification',
  category: { __typename: 'Category', id: 'Category:3', categoryName: 'Banking' },
});

const coursesMock = mockOperation(HigherEducationCoursesDocument, {
  variables: { pageSize: HIGHER_EDUCATION_PAGE_SIZE },
  data: {
    products: {
      __typename: 'ProductPage',
      total: 14,
      items: [course(3011, 'Retail Loan Processing', 4999), course(3050, 'Banking Basics', 0, true)],
    },
  },
});

describe('HigherEducationPage', () => {
  it('shows a visitor the CFX programme and the catalogue, each course registering with the course named', async () => {
    renderWithProviders(<HigherEducationPage />, {
      mocks: [viewerMock(null), coursesMock],
      route: '/higher-education-courses',
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Courses that prepare you for a career in BFSI',
    );
    const cfx = screen.getByTestId('landing-cfx');
    expect(cfx).toHaveTextContent('Chartered Financial Expert (CFX)');
    expect(cfx).toHaveTextContent('₹75,000');
    expect(within(cfx).getByRole('link', { name: 'See the CFX roadmap' })).toHaveAttribute(
      'href',
      '/roadmap',
    );

    const cards = await screen.findAllByTestId('landing-course');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Retail Loan Processing');
    expect(cards[0]).toHaveTextContent('₹4,999');
    expect(cards[1]).toHaveTextContent('Free');
    const enrol = within(cards[0]!).getByRole('link', { name: 'Register to enrol: Retail Loan Processing' });
    const query = new URL(enrol.getAttribute('href') ?? '', 'https://finx.test').searchParams;
    expect(enrol.getAttribute('href')).toMatch(/^\/register\?/);
    expect(query.get('proId')).toBe('3011');
    expect(query.get('protype')).toBe('COURSE');
    expect(query.get('pro')).toBe('Retail Loan Processing');
    expect(query.get('camp')).toBe('higher-education-courses');
    expect(screen.getByTestId('landing-courses-more')).toHaveTextContent('Showing 2 of 14 courses.');
  });

  it("opens a course's details for a signed-in learner and offers the full catalogue", async () => {
    renderWithProviders(<HigherEducationPage />, {
      mocks: [viewerMock(learnerViewer), coursesMock],
      route: '/higher-education-courses',
    });
    const cards = await screen.findAllByTestId('landing-course');
    expect(
      await within(cards[0]!).findByRole('link', { name: 'View course: Retail Loan Processing' }),
    ).toHaveAttribute('href', '/courses/3011');
    expect(screen.getByTestId('landing-all-courses')).toHaveAttribute('href', '/courses');
    expect(screen.getByTestId('landing-hero-dashboard')).toHaveAttribute('href', '/studentDashboard');
  });

  it('says new courses are coming when the catalogue is empty', async () => {
    const empty = mockOperation(HigherEducationCoursesDocument, {
      variables: { pageSize: HIGHER_EDUCATION_PAGE_SIZE },
      data: { products: { __typename: 'ProductPage', total: 0, items: [] } },
    });
    renderWithProviders(<HigherEducationPage />, { mocks: [viewerMock(null), empty] });
    expect(await screen.findByTestId('landing-courses-empty')).toHaveTextContent(
      'New courses are on their way',
    );
  });
});
