// (d) Checkout through the gateway: each unit is one order created and paid in the sandbox, four
// requests as a browser makes them (checkout, startPayment, the hosted page's Pay, the signed callback).
// The sandbox also sends its signed webhook, so every order races callback against webhook; the check
// afterwards reads the database and proves each paid order was fulfilled exactly once.
import { LOAD_LEARNERS } from '@finx/rest-api';
import { cpuPerUnit, tierCpuSeconds } from '../tier-cpu';
import { benchSettings, learnerFor, type Figures } from './measure';
import { gatewayLogin } from './gateway-login';

const COURSE_IDS = Array.from({ length: 25 }, (_, i) => 3001 + i);
const VIDEO_IDS = Array.from({ length: 24 }, (_, i) => 4001 + i);
const FEAT_ID = 20849;

interface GraphQLAnswer<T> {
  data?: T;
  errors?: { message: string }[];
}

type Payload<K extends string, V> = Record<K, V & { userErrors: { code: string }[] }>;

class Session {
  requests = 0;
  constructor(
    private readonly gatewayUrl: string,
    private readonly cookie: string,
  ) {}

  async graphql<T>(query: string, variables: Record<string, unknown>): Promise<T> {
    this.requests++;
    const response = await fetch(`${this.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: this.cookie },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as GraphQLAnswer<T>;
    if (!response.ok || body.errors || !body.data) {
      throw new Error(`graphql ${response.status}: ${JSON.stringify(body.errors ?? body)}`);
    }
    return body.data;
  }

  async form(path: string, fields: Record<string, string>): Promise<Response> {
    this.requests++;
    return fetch(`${this.gatewayUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    });
  }
}

const hiddenFields = (html: string): Record<string, string> =>
  Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1]!, m[2]!]),
  );

type Step = 'paid' | 'skipped';

/** One order for one product, paid in the sandbox; 'skipped' when the product cannot be bought. */
const buy = async (session: Session, productId: number): Promise<Step> => {
  const created = await session.graphql<
    Payload<'checkout', { order: { orderId: number; totalOrderPrice: number } | null }>
  >(
    'mutation ($ids: [ID!]) { checkout(productIds: $ids) { order { orderId totalOrderPrice } userErrors { code } } }',
    { ids: [String(productId)] },
  );
  const order = created.checkout.order;
  // Free products, products already owned and the gated CFX are not payable orders.
  if (!order || order.totalOrderPrice === 0) return 'skipped';
  const started = await session.graphql<
    Payload<'startPayment', { handoff: { razorpayOrderId: string; callbackUrl: string } | null }>
  >(
    'mutation ($id: ID!, $total: Float!) { startPayment(orderId: $id, totalOrderPrice: $total) { handoff { razorpayOrderId callbackUrl } userErrors { code } } }',
    { id: String(order.orderId), total: order.totalOrderPrice },
  );
  const handoff = started.startPayment.handoff;
  if (!handoff) throw new Error(`startPayment refused: ${JSON.stringify(started.startPayment.userErrors)}`);
  const paid = await session.form('/sandbox-pay/checkout/pay', {
    order_id: handoff.razorpayOrderId,
    callback_url: handoff.callbackUrl,
  });
  if (paid.status !== 200) throw new Error(`sandbox pay answered ${paid.status}`);
  const callback = await session.form('/payment/callback', hiddenFields(await paid.text()));
  const location = callback.headers.get('location') ?? '';
  if (callback.status !== 303 || !location.startsWith('/thankyou')) {
    throw new Error(`callback answered ${callback.status} ${location}`);
  }
  return 'paid';
};

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export interface CheckoutRun {
  figures: Figures;
  paidOrders: number;
  startedAt: Date;
}

/**
 * The load learners a worker buys as, in turn: every learner belongs to one worker only (one live
 * session per person, SM-07), and each can pay for each product once, so a worker moves on to its next
 * learner when the first owns the catalogue.
 */
const learnersOf = (worker: number) =>
  LOAD_LEARNERS.filter((_, index) => index % benchSettings.connections === worker);

export const gatewayCheckout = async (gatewayUrl: string): Promise<CheckoutRun> => {
  // Signed in before the clock starts: a login's password hash is not part of a checkout.
  const workers: Session[][] = [];
  for (let worker = 0; worker < benchSettings.connections; worker++) {
    const sessions: Session[] = [];
    // Fails with the seeded count when there are more connections than load learners.
    if (learnersOf(worker).length === 0) learnerFor(worker, LOAD_LEARNERS);
    for (const learner of learnersOf(worker)) {
      sessions.push(new Session(gatewayUrl, await gatewayLogin(gatewayUrl, learner.email)));
    }
    workers.push(sessions);
  }
  const sessions = workers.flat();
  const cpuBefore = tierCpuSeconds();
  const startedAt = new Date();
  const deadline = Date.now() + benchSettings.duration * 1000;
  const latencies: number[] = [];
  let errors = 0;
  await Promise.all(
    workers.map(async (own, worker) => {
      // Each worker buys through the catalogue in its own order, so workers do not all hit one row.
      const products = [FEAT_ID, ...COURSE_IDS, ...VIDEO_IDS];
      const rotated = [...products.slice(worker * 3), ...products.slice(0, worker * 3)];
      for (const session of own) {
        for (const productId of rotated) {
          if (Date.now() >= deadline) return;
          const started = performance.now();
          try {
            if ((await buy(session, productId)) === 'paid') latencies.push(performance.now() - started);
          } catch (error) {
            errors++;
            if (errors <= 3) console.error('checkout bench:', (error as Error).message);
          }
        }
      }
    }),
  );
  const seconds = (Date.now() - startedAt.getTime()) / 1000;
  const cpuMsPerUnit = cpuPerUnit(cpuBefore, tierCpuSeconds(), latencies.length);
  const requests = sessions.reduce((sum, s) => sum + s.requests, 0);
  latencies.sort((a, b) => a - b);
  return {
    startedAt,
    paidOrders: latencies.length,
    figures: {
      name: 'gateway: checkout, order created and paid (4 requests)',
      perSecond: Math.round((latencies.length / seconds) * 10) / 10,
      requestsPerSecond: Math.round((requests / seconds) * 10) / 10,
      p50Ms: Math.round(percentile(latencies, 50)),
      p99Ms: Math.round(percentile(latencies, 99)),
      errors,
      non2xx: 0,
      ...(cpuMsPerUnit ? { cpuMsPerUnit } : {}),
    },
  };
};
