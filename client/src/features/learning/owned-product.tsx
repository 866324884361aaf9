import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
import { ClientRoute } from '@finx/domain';

/** In place of buying: the learner owns the product already; the link opens it (issue 11). */
export function OwnedProduct({ productId }: { productId: number | string }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} data-testid="product-owned">
      <Chip label="Purchased" color="success" size="small" />
      <Link
        component={RouterLink}
        to={ClientRoute.learn(productId)}
        underline="hover"
        variant="body2"
        data-testid="product-owned-open"
      >
        Open in My Learning
      </Link>
    </Stack>
  );
}
