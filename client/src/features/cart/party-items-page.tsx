import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { CartFieldsFragment } from '../../graphql/generated/graphql';
import { formatPrice } from '../../shared/format';
import { PriceTag, productPath } from '../catalogue/product-card';

type ListItem = CartFieldsFragment['items'][number];

/** /mycart and /mywishlist: the rows, their actions, the cart's total and the empty state. */
export function PartyItemsPage({
  title,
  testId,
  list,
  loading,
  emptyText,
  actions,
  withTotal = false,
  footer,
}: {
  title: string;
  testId: string;
  list: { items: readonly ListItem[]; totalPrice: number } | undefined;
  loading: boolean;
  emptyText: string;
  actions: (item: ListItem) => ReactNode;
  /** The server's total under the rows: the cart's, which is what checkout charges. A wishlist is no
   * order, so it has none. */
  withTotal?: boolean;
  /** Beside the total, e.g. the cart's Checkout. */
  footer?: ReactNode;
}) {
  const items = list?.items ?? [];
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }} data-testid={testId}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      {loading && !list ? (
        // The page stands while its list loads: a few rows' room (a row is 161 px on a phone, where its
        // price and actions wrap under the name, and 90 px from `sm`) rather than a loader over nothing.
        <Stack
          spacing={2}
          aria-busy="true"
          aria-label={`Loading ${title}`}
          data-testid={`${testId}-skeleton`}
        >
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} variant="rounded" sx={{ height: { xs: 161, sm: 90 } }} />
          ))}
        </Stack>
      ) : items.length === 0 ? (
        <Typography data-testid={`${testId}-empty`}>{emptyText}</Typography>
      ) : (
        <Stack spacing={2}>
          {items.map((item) => (
            <Card key={item.id} data-testid={`${testId}-row`} data-product-id={item.product.id}>
              <CardContent>
                <Stack
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={2}
                  sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
                >
                  <Stack spacing={0.5}>
                    <Link component={RouterLink} to={productPath(item.product)} underline="hover">
                      <Typography sx={{ fontWeight: 600 }}>{item.product.productName}</Typography>
                    </Link>
                    <Typography variant="body2" color="text.secondary">
                      {item.product.category.categoryName} · {item.product.level}
                    </Typography>
                  </Stack>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <PriceTag product={item.product} />
                    {actions(item)}
                  </Stack>
                </Stack>
              </CardContent>
            </Card>
          ))}
          {(withTotal || footer) && (
            <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
              {withTotal && (
                <Typography variant="h6" data-testid={`${testId}-total`}>
                  Total: {list && list.totalPrice === 0 ? 'Free' : formatPrice(list?.totalPrice ?? 0)}
                </Typography>
              )}
              {footer}
            </Stack>
          )}
        </Stack>
      )}
      <div>
        <Button component={RouterLink} to="/courses" variant="outlined" data-testid="continue-shopping">
          Continue shopping
        </Button>
      </div>
    </Stack>
  );
}
