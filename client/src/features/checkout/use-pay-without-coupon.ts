import { ReasonCode } from '@finx/domain';
import { useCallback } from 'react';
import type { OrderFieldsFragment } from '../../graphql/generated/graphql';
import { useRemoveCouponMutation } from '../../graphql/generated/hooks';
import { useStartCheckout } from './use-start-checkout';

/** Make Payment found no use of the coupon left: refused before anything was charged. */
export const COUPON_USED_UP: readonly string[] = [
  ReasonCode.COUPON_LIMIT_REACHED,
  ReasonCode.COUPON_LEARNER_LIMIT_REACHED,
];

/** What the review page of a replacement order is told: why the coupon is no longer on it. */
export interface CheckoutState {
  couponNotice?: string;
}

/**
 * Lets the learner pay without a coupon that has no use left: it comes off the order, whose new total the
 * page then shows (Make Payment pays it). Once the provider holds an order for the old amount the coupon
 * cannot come off, so the same products are ordered again without it and that order's review page opens.
 */
export function usePayWithoutCoupon() {
  const [removeCoupon, removing] = useRemoveCouponMutation();
  const { start, busy } = useStartCheckout();
  const payWithoutCoupon = useCallback(
    async (order: OrderFieldsFragment, notice: string): Promise<void> => {
      if (order.paymentStatus === 'INITIATED') {
        const { data } = await removeCoupon({ variables: { orderId: String(order.orderId) } });
        if (data?.removeCoupon.order) return;
      }
      const state: CheckoutState = { couponNotice: notice };
      await start(
        order.items.map((item) => String(item.productId)),
        state,
      );
    },
    [removeCoupon, start],
  );
  return { payWithoutCoupon, busy: removing.loading || busy };
}
