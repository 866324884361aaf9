import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
import { ClientRoute } from '@finx/domain';

/** In place of buying: the learner owns the product already, so it is in My Learning, not for sale. */
export function OwnedProduct() {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} data-testid="product-owned">
      <Chip label="Purchased" color="success" size="small" />
      <Link component={RouterLink} to={ClientRoute.myLearning()} underline="hover" variant="body2">
        Go to My Learning
      </Link>
    </Stack>
  );
}
