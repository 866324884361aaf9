/** GraphQL documents, answer shapes and an HTML form reader for the checkout integration tests. */

export const LOGIN = 'mutation ($input: LoginInput!) { login(input: $input) { userErrors { code } } }';
export const ORDER = `id orderId totalItemPrice discount totalOrderPrice couponCode paymentStatus paymentId
  items { productId price discount product { id productPrice } }`;
export const ORDER_PAYLOAD = `order { ${ORDER} } userErrors { code field message }`;
export const CHECKOUT = `mutation ($ids: [ID!]) { result: checkout(productIds: $ids) { ${ORDER_PAYLOAD} } }`;
export const APPLY = `mutation ($id: ID!, $code: String!) { result: applyCoupon(orderId: $id, code: $code) { ${ORDER_PAYLOAD} } }`;
export const REMOVE = `mutation ($id: ID!) { result: removeCoupon(orderId: $id) { ${ORDER_PAYLOAD} } }`;
export const START = `mutation ($id: ID!, $total: Float!) { result: startPayment(orderId: $id, totalOrderPrice: $total) {
  handoff { orderId website razorpayOrderId callbackUrl checkoutUrl keyId totalOrderPrice }
  userErrors { code field message } } }`;
export const READ_ORDER = `query ($id: ID!) { order(id: $id) { ${ORDER} } }`;
export const LISTS = `{ myLearning { id productId orderId } myOrders { id orderId paymentStatus paymentId }
  learnerHeader { cartCount } cart { items { product { id } } } }`;

export interface Order {
  id: string;
  orderId: number;
  totalItemPrice: number;
  discount: number;
  totalOrderPrice: number;
  couponCode: string | null;
  paymentStatus: string;
  paymentId: string | null;
  items: { productId: number; price: number; discount: number; product: { productPrice: number } | null }[];
}
export interface UserError {
  code: string;
  field: string | null;
  message: string;
}
export interface OrderResult {
  result: { order: Order | null; userErrors: UserError[] };
}
export interface Handoff {
  orderId: number;
  website: string;
  razorpayOrderId: string;
  callbackUrl: string;
  checkoutUrl: string;
  keyId: string;
  totalOrderPrice: number;
}
export interface StartResult {
  result: { handoff: Handoff | null; userErrors: UserError[] };
}
export interface Lists {
  myLearning: { productId: number; orderId: number | null }[];
  myOrders: { orderId: number; paymentStatus: string; paymentId: string | null }[];
  learnerHeader: { cartCount: number };
  cart: { items: { product: { id: string } }[] };
}

/** The fields of the first form of an HTML page: its action and hidden inputs. */
export const formOf = (html: string): { action: string; fields: Record<string, string> } => {
  const form = /<form[^>]*action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/i.exec(html);
  if (!form) throw new Error(`no form in: ${html.slice(0, 300)}`);
  const decode = (value: string) =>
    value.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
  const fields: Record<string, string> = {};
  for (const input of form[2]!.matchAll(/<input[^>]*name="([^"]*)"[^>]*value="([^"]*)"[^>]*>/gi)) {
    fields[decode(input[1]!)] = decode(input[2]!);
  }
  return { action: decode(form[1]!), fields };
};
