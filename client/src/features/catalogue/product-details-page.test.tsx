import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ProductId } from '@finx/domain';
import {
  ProductDocument,
  type ProductCardFieldsFragment,
  type ProductQuery,
} from '../../graphql/generated/graphql';
import { mockOperation, type GatewayData } from '../../test/mock-operation';
import { renderWithProviders } from '../../test/render-with-providers';
import ProductDetailsPage from './product-details-page';
import { validityText } from './product-details-sections';

type Details = GatewayData<NonNullable<ProductQuery['product']>>;

const category = { __typename: 'Category', id: '1', categoryId: 1, categoryName: 'Certification Programmes' };
const card = (id: number, name: string, price: number): GatewayData<ProductCardFieldsFragment> => ({
  __typename: 'Product',
  id: String(id),
  productId: id,
  productName: name,
  productType: 'COURSE',
  level: 'Intermediate',
  durationMinutes: 600,
  productPrice: price,
  isFree: price === 0,
  courseType: 'Self-paced',
  imageUrl: null,
  inCart: false,
  inWishlist: false,
  owned: false,
  category,
});
const details = (id: number, name: string, extra: Partial<Details>): Details => ({
  ...card(id, name, 7499),
  description: 'About it.',
  subjectArea: 'Banking',
  instructor: null,
  rating: null,
  validityDays: 365,
  lookingFor: ['Certification', 'Job in a bank'],
  parentProductId: null,
  parent: null,
  addOns: [],
  prerequisites: [],
  ...extra,
});
const productMock = (id: string, product: Details) =>
  mockOperation(ProductDocument, { variables: { id }, data: { product } });
const prerequisite = (
  of: number,
  id: number,
  sequence: number,
  name: string,
): Details['prerequisites'][number] => ({
  __typename: 'ProductPrerequisite',
  id: `${of}:${id}`,
  sequence,
  product: { __typename: 'Product', id: String(id), productName: name, productType: 'COURSE' },
});

describe('ProductDetailsPage', () => {
  it('shows validity, tags, prerequisites in sequence as links, and add-ons with Add to Cart', async () => {
    const product = details(3020, 'Credit Risk', {
      courseType: 'Instructor-led',
      // Out of order on purpose: the page lists by sequence.
      prerequisites: [
        prerequisite(3020, 3002, 2, 'Credit Appraisal'),
        prerequisite(3020, 3011, 1, 'Retail Loans'),
      ],
      addOns: [card(3012, 'Priority Sector Lending', 2499)],
    });
    renderWithProviders(<ProductDetailsPage type="COURSE" />, {
      mocks: [productMock('3020', product)],
      route: '/courses/3020',
      path: '/courses/:id',
    });
    expect(await screen.findByTestId('details-validity')).toHaveTextContent('Access for 365 days');
    expect(screen.getByTestId('details-course-type')).toHaveTextContent('Instructor-led');
    expect(screen.getAllByTestId('details-looking-for').map((chip) => chip.textContent)).toEqual([
      'Certification',
      'Job in a bank',
    ]);
    const steps = screen.getAllByTestId('details-prerequisite');
    expect(steps.map((step) => step.textContent)).toEqual(['1. Retail Loans', '2. Credit Appraisal']);
    expect(within(steps[0]!).getByRole('link')).toHaveAttribute('href', '/courses/3011');
    const addOns = screen.getByTestId('details-add-ons');
    expect(within(addOns).getByText('Priority Sector Lending')).toBeInTheDocument();
    expect(within(addOns).getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
    expect(screen.queryByTestId('details-cfx-facts')).toBeNull();
  });

  it('for CFX shows the programme facts, the FEAT note with a link, and the roadmap link', async () => {
    const product = details(ProductId.CFX, 'Chartered Financial Expert (CFX)', {
      courseType: 'Certification',
      prerequisites: [prerequisite(ProductId.CFX, ProductId.FEAT, 1, 'FEAT')],
    });
    renderWithProviders(<ProductDetailsPage type="COURSE" />, {
      mocks: [productMock(String(ProductId.CFX), product)],
      route: `/courses/${ProductId.CFX}`,
      path: '/courses/:id',
    });
    expect(await screen.findByTestId('details-feat-note')).toHaveTextContent(
      'FEAT must be attempted before you can register for CFX.',
    );
    expect(screen.getByTestId('details-feat-link')).toHaveAttribute('href', `/courses/${ProductId.FEAT}`);
    expect(screen.getByTestId('details-cfx-facts')).toHaveTextContent('₹75,000');
    expect(screen.getByTestId('details-roadmap-link')).toHaveAttribute('href', '/roadmap');
  });

  it('for a product the learner owns shows Purchased and the way to My Learning instead of buying', async () => {
    const product = details(3001, 'Retail Banking Operations', {
      owned: true,
      addOns: [card(3012, 'Priority Sector Lending', 2499)],
    });
    renderWithProviders(<ProductDetailsPage type="COURSE" />, {
      mocks: [productMock('3001', product)],
      route: '/courses/3001',
      path: '/courses/:id',
    });
    const owned = await screen.findByTestId('product-owned');
    expect(owned).toHaveTextContent('Purchased');
    // Issue 11: it opens the product itself, not the list it came from.
    expect(within(owned).getByRole('link', { name: 'Open in My Learning' })).toHaveAttribute(
      'href',
      '/my-learning/3001',
    );
    // Only the add-on, which the learner does not own, is still offered.
    expect(screen.getAllByTestId('product-owned')).toHaveLength(1);
    expect(screen.getAllByTestId('cart-button')).toHaveLength(1);
    expect(within(screen.getByTestId('details-add-ons')).getByTestId('cart-button')).toBeInTheDocument();
    expect(screen.getAllByTestId('wishlist-button')).toHaveLength(1);
  });

  it('words validity in days, or no end date', () => {
    expect(validityText(90)).toBe('Access for 90 days');
    expect(validityText(1)).toBe('Access for 1 day');
    expect(validityText(null)).toBe('Access with no end date');
  });
});
