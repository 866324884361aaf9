import Button from '@mui/material/Button';
import { useEffect, useRef } from 'react';
import { Delay } from '@finx/domain';
import type { PaymentHandoffFieldsFragment } from '../../graphql/generated/graphql';

/** The provider's form fields (Razorpay's hosted checkout names; the sandbox page reads the same). */
export const walletFields = (handoff: PaymentHandoffFieldsFragment): [string, string][] => [
  ['key_id', handoff.keyId],
  ['order_id', handoff.razorpayOrderId],
  // Providers take the amount in the currency's smallest unit (paise).
  ['amount', String(Math.round(handoff.totalOrderPrice * 100))],
  ['currency', handoff.currency],
  ['name', handoff.studentName],
  ['email', handoff.email],
  ['contact', handoff.mobileNo ?? ''],
  ['callback_url', handoff.callbackUrl],
];

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
      {walletFields(handoff).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" variant="contained" data-testid="wallet-submit">
        Pay now
      </Button>
    </form>
  );
}
