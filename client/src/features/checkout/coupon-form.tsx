import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { useSnackbar } from '../../shared/toast';
import { COUPON_CODE_MAX, couponSchema, type CouponValues } from '@finx/domain';
import type { OrderFieldsFragment } from '../../graphql/generated/graphql';
import { useApplyCouponMutation, useRemoveCouponMutation } from '../../graphql/generated/hooks';
import { applyUserErrors } from '../../graphql/use-operation';

/**
 * The coupon field of the review page. The domain's coupon rule checks it for the user's sake (the
 * payment service decides whether a code is valid); Apply puts the server's refusal under the field
 * (`code`, as applyCoupon names it). An applied coupon shows as a chip with Remove. The order in the
 * answer updates the totals from the cache. `notice` is why a coupon came off at Make Payment, shown
 * under the field until the learner types another code.
 */
export function CouponForm({
  order,
  disabled,
  notice = null,
}: {
  order: OrderFieldsFragment;
  disabled: boolean;
  notice?: string | null;
}) {
  const { enqueueSnackbar } = useSnackbar();
  const [applyCoupon] = useApplyCouponMutation();
  const [removeCoupon, removing] = useRemoveCouponMutation();
  const formik = useFormik<CouponValues>({
    initialValues: { code: '' },
    validationSchema: couponSchema,
    onSubmit: async (values, helpers) => {
      const { code } = couponSchema.cast(values);
      const { data } = await applyCoupon({ variables: { orderId: String(order.orderId), code } });
      const payload = data?.applyCoupon;
      if (!payload) return;
      for (const error of applyUserErrors(payload.userErrors, helpers, values)) {
        enqueueSnackbar(error.message, { variant: 'error' });
      }
      if (payload.order) helpers.resetForm();
    },
  });

  if (order.couponCode) {
    const remove = async () => {
      const { data } = await removeCoupon({ variables: { orderId: String(order.orderId) } });
      for (const error of data?.removeCoupon.userErrors ?? []) {
        enqueueSnackbar(error.message, { variant: 'error' });
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

  // The notice concerns the coupon that came off, until the learner types another code.
  const error = (formik.touched.code ? formik.errors.code : undefined) ?? (formik.dirty ? null : notice);
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
        name="code"
        label="Coupon code"
        size="small"
        value={formik.values.code}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        error={Boolean(error)}
        helperText={error ?? ' '}
        disabled={disabled}
        slotProps={{ htmlInput: { 'data-testid': 'coupon-input', maxLength: COUPON_CODE_MAX } }}
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
