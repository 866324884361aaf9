import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
import { Text } from '@finx/domain';

/** `001 §8` payment page failure: the page could not load its order. */
export function PaymentPageFailure() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }} data-testid="payment-page-failure">
      <Alert severity="error">{Text.PAYMENT_PAGE_FAILURE}</Alert>
      <div>
        <Button component={RouterLink} to="/studentDashboard" variant="outlined">
          Back
        </Button>
      </div>
    </Stack>
  );
}
