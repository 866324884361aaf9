import { dated } from '../../shared/xlsx-download';
import type { MyOrdersQuery, PaymentStatus } from '../../graphql/generated/graphql';

export type PaymentRow = MyOrdersQuery['myOrders'][number];

export const PAYMENT_STATUSES: readonly PaymentStatus[] = [
  'INITIATED',
  'PAID',
  'FAILED',
  'REFUNDED',
  'CANCELLED',
];

/** `?status=` when it names a status; anything else means all. */
export const statusFromSearch = (search: URLSearchParams): PaymentStatus | null => {
  const value = (search.get('status') ?? '').toUpperCase();
  return (PAYMENT_STATUSES as readonly string[]).includes(value) ? (value as PaymentStatus) : null;
};

/** `?page=` counted from 1; anything else is the first page. */
export const pageFromSearch = (search: URLSearchParams): number => {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/** The order date of a row, DD/MM/YYYY (the service sends DD/MM/YYYY HH:mm:ss). */
export const orderDate = (placedOn: string): string => placedOn.split(' ')[0] ?? '';

/** `<prefix>-DD-MM-YYYY.xlsx` (`001 §9`: exports carry a DD-MM-YYYY date suffix). */
export const exportFileName = (today = new Date(), prefix = 'My-Payments'): string => dated(prefix, today);

/** What an exported row needs; the staff report adds the learner. */
export type ExportableRow = Pick<
  PaymentRow,
  | 'orderId'
  | 'placedOn'
  | 'productNames'
  | 'totalOrderPrice'
  | 'discount'
  | 'couponCode'
  | 'paymentStatus'
  | 'paymentId'
> & { studentName?: string; emailId?: string };

/** `YYYY-MM-DD` query values only; anything else is no filter. */
export const dateFromSearch = (search: URLSearchParams, key: string): string | null => {
  const value = search.get(key) ?? '';
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;
};
