import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { useSnackbar } from 'notistack';
import * as yup from 'yup';
import type { OrderFieldsFragment } from '../../graphql/generated/graphql';
import { useApplyCouponMutation, useRemoveCouponMutation } from '../../graphql/generated/hooks';
import { applyUserErrors, userErrorMessage } from '../../graphql/use-operation';

const COUPON_MAX = 30;

/** For the user's sake only: the payment service decides whether a code is valid. */
const couponSchema = yup.object({
  couponCode: yup
    .string()
    .trim()
    .required('Please enter a coupon code')
    .max(COUPON_MAX, `A coupon code has at most ${COUPON_MAX} characters`),
});

/**
 * The coupon field of the review page: Apply puts the server's refusal under the field; an applied
 * coupon shows as a chip with Remove. The order in the answer updates the totals from the cache.
 */
export function CouponForm({ order, disabled }: { order: OrderFieldsFragment; disabled: boolean }) {
  const { enqueueSnackbar } = useSnackbar();
  const [applyCoupon] = useApplyCouponMutation();
  const [removeCoupon, removing] = useRemoveCouponMutation();
  const formik = useFormik({
    initialValues: { couponCode: '' },
    validationSchema: couponSchema,
    onSubmit: async (values, helpers) => {
      const { data } = await applyCoupon({
        variables: { orderId: String(order.orderId), code: values.couponCode.trim() },
      });
      const payload = data?.applyCoupon;
      if (!payload) return;
      const unplaced = applyUserErrors(payload.userErrors, helpers, { fields: ['couponCode'] });
      for (const error of unplaced) enqueueSnackbar(userErrorMessage(error), { variant: 'error' });
      if (payload.order) helpers.resetForm();
    },
  });

  if (order.couponCode) {
    const remove = async () => {
      const { data } = await removeCoupon({ variables: { orderId: String(order.orderId) } });
      for (const error of data?.removeCoupon.userErrors ?? []) {
        enqueueSnackbar(userErrorMessage(error), { variant: 'error' });
      }
    };
    return (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Chip color="success" label={`Coupon ${order.couponCode} applied`} data-testid="coupon-applied" />
        <Button
          size="small"
          onClick={() => void remove()}
          disabled={disabled || removing.loading}
          data-testid="coupon-remove"
        >
          Remove
        </Button>
      </Stack>
    );
  }

  const error = formik.touched.couponCode ? formik.errors.couponCode : undefined;
  return (
    <Stack
      component="form"
      noValidate
      direction="row"
      spacing={1}
      sx={{ alignItems: 'flex-start' }}
      onSubmit={formik.handleSubmit}
    >
      <TextField
        name="couponCode"
        label="Coupon code"
        size="small"
        value={formik.values.couponCode}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        error={Boolean(error)}
        helperText={error ?? ' '}
        disabled={disabled}
        slotProps={{ htmlInput: { 'data-testid': 'coupon-input', maxLength: COUPON_MAX } }}
      />
      <Button
        type="submit"
        variant="outlined"
        disabled={disabled || formik.isSubmitting}
        data-testid="coupon-apply"
        sx={{ mt: '4px' }}
      >
        Apply
      </Button>
    </Stack>
  );
}
