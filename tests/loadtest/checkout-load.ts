// Checkouts at a fixed arrival rate (20 a second by default), each one order created and paid in the
// sandbox as a browser does it: checkout, startPayment, Pay on the hosted page, the signed callback. A
// callback that fails (a replica killed under it) is posted again, as a provider's redirect is retried;
// exactly once is the server's to keep. Every order is remembered with its buyer and whether the money
// was taken (Pay accepted) and whether the buyer saw it paid, for the reconciliation afterwards.
import { setTimeout as sleep } from 'node:timers/promises';
import { CHECKOUT, START_PAYMENT } from './operations';
import { RequestFailed, type Recorder, type SessionClient } from './session-client';

const COURSE_IDS = Array.from({ length: 25 }, (_, i) => 3001 + i);
const VIDEO_IDS = Array.from({ length: 24 }, (_, i) => 4001 + i);
const FEAT_ID = 20849;
const CALLBACK_ATTEMPTS = 5;

export interface OrderRecord {
  orderId: number;
  email: string;
  /** The hosted page accepted Pay: the learner's money is taken, so the order must end Paid. */
  payAccepted: boolean;
  /** The callback answered /thankyou. */
  paidSeen: boolean;
}

interface Buyer {
  client: SessionClient;
  products: number[];
}

type Payload<K extends string, V> = Record<K, V & { userErrors: { code: string }[] }>;

const hiddenFields = (html: string): Record<string, string> =>
  Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1]!, m[2]!]),
  );

export class CheckoutLoad {
  readonly orders = new Map<number, OrderRecord>();
  started = 0;
  /** Arrivals with every buyer busy or out of products: the arrival rate was not met by that many. */
  missedArrivals = 0;
  private readonly idle: Buyer[];

  constructor(
    buyers: readonly SessionClient[],
    private readonly recorder: Recorder,
  ) {
    const catalogue = [FEAT_ID, ...COURSE_IDS, ...VIDEO_IDS];
    // Each buyer walks the catalogue from its own place, so buyers do not all lock one product's rows.
    this.idle = buyers.map((client, i) => {
      const from = (i * 7) % catalogue.length;
      return { client, products: [...catalogue.slice(from), ...catalogue.slice(0, from)] };
    });
  }

  /** Starts a checkout every 1000/rate ms until `until`, then waits for those in flight. */
  async run(until: number, ratePerSecond: number): Promise<void> {
    const inFlight = new Set<Promise<void>>();
    const interval = 1000 / ratePerSecond;
    let next = Date.now();
    while (Date.now() < until) {
      const buyer = this.take();
      if (buyer) {
        const done = this.buyOne(buyer).finally(() => {
          inFlight.delete(done);
          if (buyer.products.length > 0) this.idle.push(buyer);
        });
        inFlight.add(done);
      } else this.missedArrivals++;
      next += interval;
      await sleep(Math.max(0, next - Date.now()));
    }
    await Promise.all(inFlight);
  }

  private take(): Buyer | undefined {
    return this.idle.shift();
  }

  /** One checkout; a product that cannot be bought (owned, free, gated) is passed over at once. */
  private async buyOne(buyer: Buyer): Promise<void> {
    this.started++;
    const started = performance.now();
    while (buyer.products.length > 0) {
      const productId = buyer.products.shift()!;
      try {
        const outcome = await this.buy(buyer.client, productId);
        if (outcome === 'skipped') continue;
        this.recorder.ok('checkout (4 requests)', performance.now() - started);
      } catch (error) {
        if (!(error instanceof RequestFailed)) this.recorder.fail('checkout', 'CLIENT', String(error));
      }
      return;
    }
  }

  private async buy(client: SessionClient, productId: number): Promise<'paid' | 'skipped'> {
    const created = await client.graphql<
      Payload<'checkout', { order: { orderId: number; totalOrderPrice: number } | null }>
    >('checkout', CHECKOUT, { ids: [String(productId)] });
    const order = created.checkout.order;
    if (!order || order.totalOrderPrice === 0) return 'skipped';
    const record: OrderRecord = {
      orderId: order.orderId,
      email: client.email,
      payAccepted: false,
      paidSeen: false,
    };
    this.orders.set(order.orderId, record);
    const started = await client.graphql<
      Payload<'startPayment', { handoff: { razorpayOrderId: string; callbackUrl: string } | null }>
    >('startPayment', START_PAYMENT, { id: String(order.orderId), total: order.totalOrderPrice });
    const handoff = started.startPayment.handoff;
    if (!handoff) {
      this.recorder.fail(
        'startPayment',
        `REFUSED_${started.startPayment.userErrors[0]?.code ?? 'NO_HANDOFF'}`,
      );
      return 'paid';
    }
    const paid = await client.form('sandboxPay', '/sandbox-pay/checkout/pay', {
      order_id: handoff.razorpayOrderId,
      callback_url: handoff.callbackUrl,
    });
    if (paid.status !== 200) {
      this.recorder.fail('sandboxPay', `HTTP_${paid.status}`);
      return 'paid';
    }
    record.payAccepted = true;
    const fields = hiddenFields(await paid.text());
    for (let attempt = 1; attempt <= CALLBACK_ATTEMPTS; attempt++) {
      try {
        const callback = await client.form('paymentCallback', '/payment/callback', fields);
        const location = callback.headers.get('location') ?? '';
        if (callback.status === 303 && location.startsWith('/thankyou')) record.paidSeen = true;
        else this.recorder.fail('paymentCallback', `CALLBACK_${callback.status}`, location);
        return 'paid';
      } catch (error) {
        if (!(error instanceof RequestFailed) || attempt === CALLBACK_ATTEMPTS) throw error;
        await sleep(1_000);
      }
    }
    return 'paid';
  }
}
