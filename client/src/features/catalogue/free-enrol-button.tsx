import Button from '@mui/material/Button';
import type { ProductCardFieldsFragment } from '../../graphql/generated/graphql';
import { useSubscribeFreeMutation } from '../../graphql/generated/hooks';
import { useSnackbar } from '../../shared/toast';

export const FREE_ENROLLED_TEXT = 'Enrolled. You will find it in My Learning.';

/**
 * A free product's Enrol for Free (`001 §7` subscribe): the learner holds it at once, without the cart and
 * an order of nothing; the card then shows it owned. A refusal (withdrawn, held already) comes as a toast.
 */
export function FreeEnrolButton({
  product,
}: {
  product: Pick<ProductCardFieldsFragment, 'id' | 'productId'>;
}) {
  const { enqueueSnackbar } = useSnackbar();
  const [subscribe, { loading }] = useSubscribeFreeMutation();
  const enrol = async () => {
    const { data } = await subscribe({
      variables: { productId: product.productId },
      update: (cache, { data: answer }) => {
        if (!answer?.subscribeFree.ok) return;
        cache.modify({
          id: cache.identify({ __typename: 'Product', id: product.id }),
          fields: { owned: () => true, inCart: () => false },
        });
      },
    });
    const payload = data?.subscribeFree;
    for (const error of payload?.userErrors ?? []) enqueueSnackbar(error.message, { variant: 'error' });
    if (payload?.ok) enqueueSnackbar(FREE_ENROLLED_TEXT, { variant: 'success' });
  };
  return (
    <Button
      size="small"
      variant="contained"
      color="success"
      disabled={loading}
      onClick={() => void enrol()}
      data-testid="free-enrol-button"
    >
      Enrol for Free
    </Button>
  );
}
