import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { CATALOGUE_PAGE_SIZE } from './use-catalogue-filters';

/**
 * The catalogue's first page before its answer: the filters and a page of cards, each about its drawn
 * size (measured at 412 and 1280 px: the filters stack to 374 px on a phone and sit in 96 px from `md`;
 * a card without an image is about 220 px, 262 px in the wider grid), in the cards' own grid, so the page
 * that replaces it draws where it stood.
 */
export function CatalogueSkeleton() {
  return (
    <Stack spacing={3} aria-busy="true" aria-label="Loading the catalogue" data-testid="catalogue-skeleton">
      <Skeleton variant="rounded" sx={{ height: { xs: 374, md: 96 } }} />
      <Grid container spacing={2}>
        {Array.from({ length: Math.min(CATALOGUE_PAGE_SIZE, 6) }, (_, index) => (
          <Grid key={index} size={{ xs: 12, sm: 6, lg: 4, xl: 3 }}>
            <Skeleton variant="rounded" sx={{ height: { xs: 220, md: 262 } }} />
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}
