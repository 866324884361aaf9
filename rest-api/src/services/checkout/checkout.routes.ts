import {
  checkCouponCode,
  checkOfflineReference,
  type OrderDetails,
  PaymentMethod,
  ReasonCode,
  RestPath,
} from '@finx/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { answer } from '../../http/answer';
import { publicOriginOf } from '../../http/public-origin';
import { failEnvelope, invalidInput, okEnvelope } from '../../http/envelope';
import { assertOwnParty, assertSameParty, requireUser } from '../../http/route-access';
import { documented } from '../../http/route-docs';
import { entityId, parseInput, ruledString } from '../../http/validation';
import { LEARNER_DATA_ROLES, LEARNER_ROLES, STAFF_ROLES } from '../../role-groups';
import type { CheckoutService } from './checkout.service';

export const MAX_ORDER_ITEMS = 50;

const id = entityId;

/** Coupon codes follow the domain's rule (trimmed, upper-cased, bounded); empty means no coupon. */
const couponCode = z.union([z.string().trim().length(0), ruledString(checkCouponCode)]);

/** Rupees with at most two decimals, as integer paise; 1.005 is not an amount anyone was shown. */
const paise = z.coerce
  .number()
  .nonnegative()
  .max(10_000_000)
  .transform((value) => Math.round(value * 100))
  .refine((value) => Number.isSafeInteger(value));

// Prices, totals, dates and statuses from the client are accepted in the shape and never read.
const orderBody = z.object({
  studentPartyID: id,
  orderItemList: z
    .array(z.looseObject({ productID: id }))
    .min(1)
    .max(MAX_ORDER_ITEMS)
    .refine((items) => new Set(items.map((item) => item.productID)).size === items.length),
  couponCode: couponCode.nullish(),
});
const orderQuery = z.object({ orderID: id });
const couponBody = z.object({ orderID: id, studentPartyID: id, couponCode: couponCode.default('') });
const doPaymentBody = z.object({
  orderID: id,
  studentPartyID: id,
  totalOrderPrice: paise,
  paymentMethod: z.enum([PaymentMethod.CARD, PaymentMethod.WALLET]).default(PaymentMethod.CARD),
});
const nonPayableBody = z.object({ orderID: id, studentPartyID: id });
const offlineBody = z.object({
  orderID: id,
  reference: ruledString(checkOfflineReference),
  confirm: z.boolean().default(false),
});
const cancelBody = z.object({ orderID: id, studentPartyID: id });
const abandonBody = z.object({ orderID: id, studentPartyID: id });

/**
 * `001 §7` Payment: the order insert and read, the coupon, Make Payment, free orders, and payments
 * staff record. Orders are placed and paid by the learner themself, never on their behalf.
 */
export const checkoutRoutes = (
  app: FastifyInstance,
  checkout: CheckoutService,
  publicUrl: string | undefined,
): void => {
  app.post(
    RestPath.ORDER,
    documented({ config: { access: LEARNER_ROLES } }, { body: orderBody }),
    async (request) => {
      const body = parseInput(orderBody, request.body);
      const caller = assertSameParty(request.caller, body.studentPartyID);
      const productIds = body.orderItemList.map((item) => item.productID);
      return answer(await checkout.create(caller.partyId, productIds, body.couponCode || null));
    },
  );

  app.get(
    RestPath.ORDER,
    documented({ config: { access: LEARNER_DATA_ROLES } }, { query: orderQuery }),
    async (request) => {
      const { orderID } = parseInput(orderQuery, request.query);
      const order = await checkout.detailsOf(orderID);
      if (!order) return failEnvelope(ReasonCode.NOT_FOUND);
      assertOwnParty(request.caller, order.studentPartyID);
      return okEnvelope<OrderDetails>({ responseObject: order });
    },
  );

  app.post(
    RestPath.ORDER_COUPON,
    documented({ config: { access: LEARNER_ROLES } }, { body: couponBody }),
    async (request) => {
      const body = parseInput(couponBody, request.body);
      const caller = assertSameParty(request.caller, body.studentPartyID);
      return answer(await checkout.applyCoupon(caller.partyId, body.orderID, body.couponCode));
    },
  );

  app.post(
    RestPath.ORDER_CANCEL,
    documented({ config: { access: LEARNER_ROLES } }, { body: cancelBody }),
    async (request) => {
      const body = parseInput(cancelBody, request.body);
      const caller = assertSameParty(request.caller, body.studentPartyID);
      return answer(await checkout.cancel(caller.partyId, body.orderID));
    },
  );

  app.post(
    RestPath.DO_PAYMENT,
    documented({ config: { access: LEARNER_ROLES } }, { body: doPaymentBody }),
    async (request) => {
      const body = parseInput(doPaymentBody, request.body);
      const caller = assertSameParty(request.caller, body.studentPartyID);
      const origin = publicOriginOf(request, publicUrl);
      return answer(
        await checkout.startPayment(
          caller.partyId,
          body.orderID,
          body.totalOrderPrice,
          origin,
          body.paymentMethod,
        ),
      );
    },
  );

  app.post(
    RestPath.PAYMENT_ABANDON,
    documented({ config: { access: LEARNER_ROLES } }, { body: abandonBody }),
    async (request) => {
      const body = parseInput(abandonBody, request.body);
      const caller = assertSameParty(request.caller, body.studentPartyID);
      return answer(await checkout.abandonPayment(caller.partyId, body.orderID));
    },
  );

  app.post(
    RestPath.NON_PAYABLE_PAYMENT,
    documented({ config: { access: LEARNER_ROLES } }, { body: nonPayableBody }),
    async (request) => {
      const body = parseInput(nonPayableBody, request.body);
      const caller = assertSameParty(request.caller, body.studentPartyID);
      return answer(await checkout.payFree(caller.partyId, body.orderID));
    },
  );

  app.post(
    RestPath.OFFLINE_PAYMENT,
    documented({ config: { access: STAFF_ROLES } }, { body: offlineBody }),
    async (request) => {
      const caller = requireUser(request.caller);
      const body = parseInput(offlineBody, request.body);
      const outcome = await checkout.payOffline(caller.userId, body.orderID, body.reference, body.confirm);
      // The one input refusal of this call: a reference that already paid another order.
      if (!outcome.ok && outcome.reasonCode === ReasonCode.VALIDATION_FAILED) throw invalidInput('reference');
      return answer(outcome);
    },
  );
};
