import { useId, type ReactElement } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ProductId } from '@finx/domain';
import { usePrerequisitesQuery } from '../../graphql/generated/hooks';

/**
 * Why the server would refuse this product in the cart, before the learner tries, or null. Today that is
 * CFX while FEAT is not attempted (`001 §1`): the prerequisite table carries the purchase gate's own
 * answer on the CFX row, so the button and the server cannot disagree. Read again on every mount, so a
 * FEAT just attempted opens the cart without a reload.
 */
export function useCartRefusal(product: { productId: number; inCart: boolean }): string | null {
  const gated = product.productId === ProductId.CFX && !product.inCart;
  const { data } = usePrerequisitesQuery({
    variables: { productId: String(product.productId) },
    skip: !gated,
    fetchPolicy: 'cache-and-network',
  });
  if (!gated) return null;
  const row = data?.prerequisites.rows.find((candidate) => candidate.productId === product.productId);
  return row?.unavailableMessage ?? null;
}

/**
 * A cart action (Add to Cart, Move to Cart) with the refusal under it, when there is one: the button,
 * drawn by `action`, is then disabled and described by the reason.
 */
export function RefusableCartAction({
  refusal,
  action,
}: {
  refusal: string | null;
  action: (describedBy: string | undefined) => ReactElement;
}) {
  const reasonId = useId();
  if (!refusal) return action(undefined);
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      {action(reasonId)}
      <Typography id={reasonId} variant="caption" color="text.secondary" data-testid="cart-refusal">
        {refusal}
      </Typography>
    </Stack>
  );
}
