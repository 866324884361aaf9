/** The largest id of an order, a product or a user: nine digits, as every tier stores and checks them. */
export const ENTITY_ID_MAX = 999_999_999;

/**
 * An id taken from a URL or a GraphQL ID (`?orderId=`, `productId`): a positive integer of at most nine
 * digits, or null for anything else, which is the caller's mistake rather than a record that is missing.
 */
export const parseEntityId = (raw: string | number | null | undefined): number | null => {
  const text = typeof raw === 'number' ? String(raw) : (raw ?? '').trim();
  if (!/^\d{1,9}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= ENTITY_ID_MAX ? id : null;
};
