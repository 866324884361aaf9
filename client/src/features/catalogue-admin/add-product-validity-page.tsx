import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ClientRoute, productValiditySchema, Text } from '@finx/domain';
import { useSnackbar } from '../../shared/toast';
import { useSetProductValidityMutation, useStaffProductQuery } from '../../graphql/generated/hooks';
import { applyUserErrors } from '../../graphql/use-operation';
import { type PickedProduct, ProductPicker } from './product-picker';
import { fieldError } from '../../shared/formik-text-field';

export const VALIDITY_SAVED_TEXT = 'Product validity saved successfully';

interface ValidityValues {
  product: PickedProduct | null;
  productId: number | '';
  validityDays: number | '';
}

/**
 * /add-product-validity (`001 §2`, admin or ops): the days of access a product gives after purchase;
 * empty means access never ends. `?productId=` (the list's Edit) opens it for that product.
 */
export default function AddProductValidityPage() {
  const [search] = useSearchParams();
  const linked = Number(search.get('productId'));
  const hasLink = Number.isSafeInteger(linked) && linked > 0;
  const { data, loading } = useStaffProductQuery({ variables: { productId: linked }, skip: !hasLink });
  if (hasLink && loading && !data) return <CircularProgress aria-label="Loading" />;
  const product = data?.staffProduct ?? null;
  if (hasLink && !product) return <Alert severity="info">{Text.NO_RECORD_FOUND}</Alert>;
  return (
    <ValidityForm
      key={product?.id ?? 'new'}
      initial={{
        product: product ? { productId: product.productId, productName: product.productName } : null,
        productId: product?.productId ?? '',
        validityDays: product?.validityDays ?? '',
      }}
    />
  );
}

function ValidityForm({ initial }: { initial: ValidityValues }) {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [save] = useSetProductValidityMutation();
  const formik = useFormik<ValidityValues>({
    initialValues: initial,
    validationSchema: productValiditySchema,
    onSubmit: async (values, helpers) => {
      const input = {
        productId: Number(values.productId),
        validityDays: values.validityDays === '' ? null : Number(values.validityDays),
      };
      const { data } = await save({ variables: { input } });
      const payload = data?.setProductValidity;
      if (!payload) return;
      for (const error of applyUserErrors(payload.userErrors, helpers, values)) {
        enqueueSnackbar(error.message, { variant: 'error' });
      }
      if (!payload.product) return;
      enqueueSnackbar(VALIDITY_SAVED_TEXT, { variant: 'success' });
      void navigate(ClientRoute.productValidityList());
    },
  });
  const errorOf = (field: 'productId' | 'validityDays') => fieldError(formik, field);
  return (
    <Stack spacing={3} data-testid="add-product-validity-page" sx={{ maxWidth: 640 }}>
      <Typography variant="h4" component="h1">
        Add Product Validity
      </Typography>
      <Stack component="form" noValidate spacing={2} onSubmit={formik.handleSubmit}>
        <ProductPicker
          label="Product"
          testId="validity-product"
          value={formik.values.product}
          error={errorOf('productId')}
          disabled={formik.isSubmitting}
          onChange={(product) => {
            void formik.setValues({ ...formik.values, product, productId: product?.productId ?? '' });
          }}
        />
        <TextField
          name="validityDays"
          type="number"
          size="small"
          label="Validity (days)"
          value={formik.values.validityDays}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          error={Boolean(errorOf('validityDays'))}
          helperText={errorOf('validityDays') ?? 'Leave empty for access that never ends.'}
          disabled={formik.isSubmitting}
          slotProps={{ htmlInput: { 'data-testid': 'validity-days', min: 1 } }}
        />
        <Stack direction="row" spacing={1}>
          <Button
            type="submit"
            variant="contained"
            disabled={formik.isSubmitting}
            data-testid="validity-submit"
          >
            Save
          </Button>
          <Button onClick={() => void navigate(ClientRoute.productValidityList())}>Cancel</Button>
        </Stack>
      </Stack>
    </Stack>
  );
}
