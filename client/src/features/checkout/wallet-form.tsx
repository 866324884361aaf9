import Button from '@mui/material/Button';
import { useEffect, useRef } from 'react';
import { Delay, PRODUCT_NAME } from '@finx/domain';
import type { PaymentHandoffFieldsFragment } from '../../graphql/generated/graphql';
import { ClientRoute } from '@finx/domain';

/** Razorpay's hosted-checkout fields (CARD). */
const cardFields = (handoff: PaymentHandoffFieldsFragment, origin: string): [string, string][] => [
  ['key_id', handoff.keyId],
  ['order_id', handoff.razorpayOrderId],
  // Providers take the amount in the currency's smallest unit (paise).
  ['amount', String(Math.round(handoff.totalOrderPrice * 100))],
  ['currency', handoff.currency],
  ['name', PRODUCT_NAME],
  ['prefill[name]', handoff.studentName],
  ['prefill[email]', handoff.email],
  ['prefill[contact]', handoff.mobileNo ?? ''],
  ['callback_url', handoff.callbackUrl],
  // Closing the provider's page comes back to /error (`001 §2`: also reached when dismissed).
  ['cancel_url', `${origin}${ClientRoute.paymentError(handoff.orderId)}&reason=dismissed`],
];

/**
 * The provider's form fields. Paytm (WALLET) takes its MID, its order id and the txnToken its initiate
 * transaction answered (its showPaymentPage knows the amount and callback from the token). Razorpay
 * (CARD) takes its hosted-checkout names (the sandbox page reads the same); the learner's details go as
 * `prefill[...]`: they fill the provider's form, and a plain `email` or `contact` field would also be a
 * clear-text sensitive field to our own REST tier.
 */
export const walletFields = (handoff: PaymentHandoffFieldsFragment, origin: string): [string, string][] =>
  handoff.paymentMethod === 'WALLET'
    ? [
        ['mid', handoff.mid],
        ['orderId', handoff.razorpayOrderId],
        ['txnToken', handoff.txnToken ?? ''],
      ]
    : cardFields(handoff, origin);

/**
 * The wallet form of `001 §2` /checkout-paytm: hidden fields posted to the provider's page, submitted
 * by the browser itself after 2 s (a real form post: the provider's page replaces this one), or at once
 * with Pay now.
 */
export function WalletForm({ handoff }: { handoff: PaymentHandoffFieldsFragment }) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const timer = setTimeout(() => form.current?.submit(), Delay.WALLET_AUTO_SUBMIT);
    return () => clearTimeout(timer);
  }, [handoff]);
  return (
    <form ref={form} method="post" action={handoff.checkoutUrl} data-testid="wallet-form">
      {walletFields(handoff, window.location.origin).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" variant="contained" data-testid="wallet-submit">
        Pay now
      </Button>
    </form>
  );
}
