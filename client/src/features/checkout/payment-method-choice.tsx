import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { PaymentMethod } from '../../graphql/generated/graphql';

/** What each choice pays through, under the choice. */
export const METHOD_HINT: Record<PaymentMethod, string> = {
  CARD: 'Debit or credit card, through Razorpay’s secure page.',
  WALLET: 'Paytm wallet, or cards, UPI and net banking on Paytm’s secure page.',
};

/**
 * The card/wallet widget of /checkout-paytm (`001 §2`): two choices side by side (they share a phone's
 * width); choosing one asks for its hand-off, whose form then submits itself after 2 s.
 */
export function PaymentMethodChoice({
  value,
  onChange,
  disabled = false,
}: {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  disabled?: boolean;
}) {
  return (
    <>
      <ToggleButtonGroup
        exclusive
        fullWidth
        color="primary"
        value={value}
        disabled={disabled}
        onChange={(_, next: PaymentMethod | null) => next && next !== value && onChange(next)}
        aria-label="How to pay"
        sx={{ maxWidth: 420 }}
        data-testid="payment-method"
      >
        <ToggleButton value="CARD" data-testid="payment-method-card" sx={{ gap: 1, textTransform: 'none' }}>
          <CreditCardIcon fontSize="small" />
          Card
        </ToggleButton>
        <ToggleButton
          value="WALLET"
          data-testid="payment-method-wallet"
          sx={{ gap: 1, textTransform: 'none' }}
        >
          <AccountBalanceWalletIcon fontSize="small" />
          Paytm wallet
        </ToggleButton>
      </ToggleButtonGroup>
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ textAlign: 'center' }}
        data-testid="payment-method-hint"
      >
        {METHOD_HINT[value]}
      </Typography>
    </>
  );
}
