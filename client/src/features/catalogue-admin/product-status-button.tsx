import Button from '@mui/material/Button';
import { useSnackbar } from '../../shared/toast';
import { useSetProductActiveMutation } from '../../graphql/generated/hooks';

export const PRODUCT_ACTIVATED_TEXT = 'Product activated: learners see it in the catalogue now';
export const PRODUCT_DEACTIVATED_TEXT = 'Product deactivated: learners no longer see it in the catalogue';

/** `001 §4` product active/inactive toggle, on a list row and on /edit-course. */
export function ProductStatusButton({
  productId,
  active,
  onChanged,
}: {
  productId: number;
  active: boolean;
  onChanged: () => void;
}) {
  const { enqueueSnackbar } = useSnackbar();
  const [setActive, { loading }] = useSetProductActiveMutation();
  const toggle = async () => {
    const { data } = await setActive({ variables: { productId, active: !active } });
    const payload = data?.setProductActive;
    if (!payload) return;
    for (const error of payload.userErrors) enqueueSnackbar(error.message, { variant: 'error' });
    if (!payload.ok) return;
    enqueueSnackbar(active ? PRODUCT_DEACTIVATED_TEXT : PRODUCT_ACTIVATED_TEXT, { variant: 'success' });
    onChanged();
  };
  return (
    <Button
      size="small"
      variant={active ? 'outlined' : 'contained'}
      color={active ? 'warning' : 'success'}
      disabled={loading}
      onClick={() => void toggle()}
      data-testid={`product-status-${productId}`}
    >
      {active ? 'Deactivate' : 'Activate'}
    </Button>
  );
}
