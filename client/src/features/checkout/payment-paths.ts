import { parseEntityId } from '@finx/domain';

/**
 * The order of a payment screen, from its `?orderId=` (the domain's id rule), or null when missing or
 * malformed. The screens' addresses themselves are `ClientRoute.checkout/wallet/thankYou/paymentError`.
 */
export const orderIdFromSearch = (search: URLSearchParams): string | null => {
  const id = parseEntityId(search.get('orderId'));
  return id === null ? null : String(id);
};
