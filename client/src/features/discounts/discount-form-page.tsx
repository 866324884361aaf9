import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useNavigate, useParams } from 'react-router-dom';
import {
  ClientPath,
  DISCOUNT_KIND_LABEL,
  DiscountKind,
  discountSchema,
  type DiscountValues,
  ReasonMessage,
} from '@finx/domain';
import { useSnackbar } from '../../shared/toast';
import {
  useCreateDiscountMutation,
  useDiscountProductsQuery,
  useDiscountQuery,
  useUpdateDiscountMutation,
} from '../../graphql/generated/hooks';
import { applyUserErrors } from '../../graphql/use-operation';
import { DateField } from '../../shared/date-field';
import { formatPrice } from '../../shared/format';
import { discountInputOf, discountValuesOf, emptyDiscount } from './discount-values';
import { fieldError, formikTextField } from '../../shared/formik-text-field';
import { autocompleteInput } from '../../shared/autocomplete-input';

export const DISCOUNT_SAVED_TEXT = 'Discount saved successfully';

type Mode = 'add' | 'edit' | 'clone';

const TITLE: Record<Mode, string> = { add: 'Add Discount', edit: 'Edit Discount', clone: 'Clone Discount' };

/**
 * /add-discount, /edit-discount/:id and /clone-discount/:id (`001 §2`, admin or ops). The id is the coupon
 * code; editing keeps it (paid orders refer to it), cloning starts from a copy under a new code. The
 * checkout applies what is saved with its own coupon rules.
 */
export default function DiscountFormPage({ mode }: { mode: Mode }) {
  const { id = '' } = useParams();
  const { data, loading } = useDiscountQuery({ variables: { code: id }, skip: mode === 'add' });
  if (mode !== 'add' && loading) return <CircularProgress aria-label="Loading" />;
  const saved = data?.discount;
  if (mode !== 'add' && !saved)
    return <Typography data-testid="discount-missing">{ReasonMessage.NOT_FOUND}</Typography>;
  const initial = saved ? discountValuesOf(saved, mode === 'clone') : emptyDiscount();
  return <DiscountForm key={`${mode}:${id}`} mode={mode} code={saved?.code ?? null} initial={initial} />;
}

function DiscountForm({ mode, code, initial }: { mode: Mode; code: string | null; initial: DiscountValues }) {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const { data: productData } = useDiscountProductsQuery();
  const [create] = useCreateDiscountMutation();
  const [update] = useUpdateDiscountMutation();
  const products = productData?.discountProducts ?? [];
  const formik = useFormik<DiscountValues>({
    initialValues: initial,
    validationSchema: discountSchema,
    onSubmit: async (values, helpers) => {
      const input = discountInputOf(values);
      const payload =
        mode === 'edit' && code
          ? (await update({ variables: { code, input } })).data?.updateDiscount
          : (await create({ variables: { input } })).data?.createDiscount;
      if (!payload) return;
      for (const error of applyUserErrors(payload.userErrors, helpers, values)) {
        enqueueSnackbar(error.message, { variant: 'error' });
      }
      if (!payload.discount) return;
      enqueueSnackbar(DISCOUNT_SAVED_TEXT, { variant: 'success' });
      void navigate(`${ClientPath.DISCOUNT_LIST}?q=${encodeURIComponent(payload.discount.code)}`);
    },
  });
  const errorOf = (name: keyof DiscountValues) => fieldError(formik, name);
  const field = (name: keyof DiscountValues, testId: string) => formikTextField(formik, name, testId);
  const chosen = products.filter((product) => formik.values.productIds.includes(product.productId));
  return (
    <Stack spacing={3} data-testid="discount-form">
      <Typography variant="h4" component="h1">
        {TITLE[mode]}
      </Typography>
      <Stack
        component="form"
        noValidate
        spacing={1}
        onSubmit={formik.handleSubmit}
        aria-label={TITLE[mode]}
        sx={{ maxWidth: 560 }}
      >
        <TextField
          {...field('code', 'discount-code')}
          label="Coupon Code"
          disabled={mode === 'edit' || formik.isSubmitting}
        />
        <TextField {...field('description', 'discount-description')} label="Description" />
        <TextField
          {...field('kind', 'discount-kind-input')}
          select
          label="Discount Type"
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'discount-kind' } as object } }}
        >
          {Object.values(DiscountKind).map((kind) => (
            <MenuItem key={kind} value={kind} data-testid={`discount-kind-${kind}`}>
              {DISCOUNT_KIND_LABEL[kind]}
            </MenuItem>
          ))}
        </TextField>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }}>
          <TextField
            {...field('amount', 'discount-amount')}
            type="number"
            label={formik.values.kind === 'PERCENT' ? 'Discount Value (%)' : 'Discount Value (₹)'}
          />
          {formik.values.kind === 'PERCENT' && (
            <TextField
              {...field('maxDiscountRupees', 'discount-cap')}
              type="number"
              label="Maximum Discount (₹, optional)"
            />
          )}
        </Stack>
        <TextField
          {...field('minOrderRupees', 'discount-min-order')}
          type="number"
          label="Minimum Order Value (₹)"
        />
        <Autocomplete
          multiple
          options={products}
          value={chosen}
          getOptionLabel={(product) => `${product.name} (${formatPrice(product.priceRupees)})`}
          isOptionEqualToValue={(option, value) => option.productId === value.productId}
          onChange={(_event, value) =>
            void formik.setFieldValue(
              'productIds',
              value.map((product) => product.productId),
            )
          }
          disabled={formik.isSubmitting}
          renderInput={autocompleteInput({
            label: 'Associated Products',
            testId: 'discount-products',
            error: errorOf('productIds'),
            hint: 'None chosen: every paid product',
          })}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }} sx={{ pt: 1 }}>
          <DateField
            label="Valid From"
            name="validFrom"
            value={formik.values.validFrom}
            onChange={(value) => void formik.setFieldValue('validFrom', value)}
            error={Boolean(errorOf('validFrom'))}
            helperText={errorOf('validFrom') ?? ' '}
            testId="discount-valid-from"
            fullWidth
          />
          <DateField
            label="Valid To"
            name="validUntil"
            value={formik.values.validUntil}
            onChange={(value) => void formik.setFieldValue('validUntil', value)}
            error={Boolean(errorOf('validUntil'))}
            helperText={errorOf('validUntil') ?? ' '}
            minDate={formik.values.validFrom || undefined}
            testId="discount-valid-until"
            fullWidth
          />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }}>
          <TextField
            {...field('maxRedemptions', 'discount-usage-limit')}
            type="number"
            label="Usage Limit (optional)"
          />
          <TextField
            {...field('perLearnerLimit', 'discount-per-learner')}
            type="number"
            label="Uses per Learner"
          />
        </Stack>
        <FormControlLabel
          control={
            <Switch
              name="active"
              checked={formik.values.active}
              onChange={formik.handleChange}
              slotProps={{ input: { 'data-testid': 'discount-active' } as object }}
            />
          }
          label="Active"
        />
        <Stack direction="row" spacing={2}>
          <Button
            type="submit"
            variant="contained"
            disabled={formik.isSubmitting}
            data-testid="discount-submit"
          >
            Save
          </Button>
          <Button onClick={() => void navigate(ClientPath.DISCOUNT_LIST)} disabled={formik.isSubmitting}>
            Back
          </Button>
        </Stack>
      </Stack>
    </Stack>
  );
}
