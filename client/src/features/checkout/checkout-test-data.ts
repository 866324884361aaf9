import type { OrderFieldsFragment } from '../../graphql/generated/graphql';

// Typenames as the gateway sends them; the fragment types leave them out of nested objects.
const student = {
  __typename: 'OrderStudent',
  firstName: 'Asha',
  lastName: 'Learner',
  emailId: 'learner@finx.demo',
  mobileNo: '9876543210',
};
const item = {
  __typename: 'OrderItem',
  id: 'OrderItem:700001:3008',
  productId: 3008,
  productName: 'Wealth Management Masterclass',
  productType: 'COURSE' as const,
  price: 150000,
  discount: 0,
  couponApplied: 'ZERO',
};

/** An order as the gateway answers it, for page tests. */
export const orderFixture = (
  changes: Partial<OrderFieldsFragment> = {},
): OrderFieldsFragment & {
  __typename: 'Order';
} => ({
  __typename: 'Order',
  id: 'Order:700001',
  orderId: 700001,
  placedOn: '05/03/2025 10:15:00',
  totalItemPrice: 150000,
  discount: 0,
  totalOrderPrice: 150000,
  couponCode: null,
  paymentStatus: 'INITIATED',
  provider: null,
  paidOn: null,
  paymentId: null,
  student,
  items: [item],
  ...changes,
});
