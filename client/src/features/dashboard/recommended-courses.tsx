import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { Text } from '@finx/domain';
import { useInterestedProductsQuery, useProductsQuery } from '../../graphql/generated/hooks';
import { ProductCard } from '../catalogue/product-card';
import { InterestToggle } from './interested-products';

const SHOWN = 6;

/** The first page of courses, from the same products query as the catalogue, each markable as of interest. */
export function RecommendedCourses() {
  const { data, loading } = useProductsQuery({
    variables: { filter: { type: 'COURSE' }, page: 1, pageSize: SHOWN },
  });
  const items = data?.products.items ?? [];
  const productIds = items.map((product) => product.productId);
  // Which of the shown courses the learner marked: asked for those ids alone, not the whole list.
  const { data: marks } = useInterestedProductsQuery({
    variables: { productIds, page: 1, pageSize: SHOWN },
    skip: productIds.length === 0,
    fetchPolicy: 'cache-and-network',
  });
  const marked = new Set(marks?.interestedProducts.items.map((item) => item.productId) ?? []);
  const headingId = 'recommended-courses-heading';
  return (
    <Stack spacing={2} component="section" aria-labelledby={headingId}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
        <Typography variant="h5" component="h2" id={headingId}>
          Recommended courses
        </Typography>
        <Button component={RouterLink} to="/courses">
          View all courses
        </Button>
      </Stack>
      {loading && !data ? (
        <Grid container spacing={2}>
          {Array.from({ length: 3 }, (_, index) => (
            <Grid key={index} size={{ xs: 12, sm: 6, lg: 4 }}>
              <Skeleton variant="rounded" height={160} />
            </Grid>
          ))}
        </Grid>
      ) : items.length === 0 ? (
        <Typography color="text.secondary">{Text.NO_RECORD_FOUND}</Typography>
      ) : (
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {items.map((product) => (
            <Grid key={product.id} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
              <Stack spacing={0.5} sx={{ height: '100%' }}>
                <ProductCard product={product} />
                <InterestToggle productId={product.productId} marked={marked.has(product.productId)} />
              </Stack>
            </Grid>
          ))}
        </Grid>
      )}
    </Stack>
  );
}
