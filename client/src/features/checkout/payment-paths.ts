/** Where the payment screens live; each carries the order in `?orderId=` so a reload finds it again. */
export const checkoutPath = (orderId: number | string): string => `/checkout?orderId=${orderId}`;
export const walletPath = (orderId: number | string): string => `/checkout-paytm?orderId=${orderId}`;
export const thankYouPath = (orderId: number | string): string => `/thankyou?orderId=${orderId}`;
export const paymentErrorPath = (orderId: number | string): string => `/error?orderId=${orderId}`;

/** The order id in `?orderId=`, or null when missing or not a number. */
export const orderIdFromSearch = (search: URLSearchParams): string | null => {
  const id = search.get('orderId') ?? '';
  return /^\d{1,9}$/.test(id) ? id : null;
};
