import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Text } from '@finx/domain';
import type { ProductType } from '../../graphql/generated/graphql';
import { useActiveLearningPathsQuery, useProductsQuery } from '../../graphql/generated/hooks';
import { FullScreenLoader } from '../../shared/full-screen-loader';
import { LearningPathsSection } from '../learning-paths/learning-paths-section';
import { CatalogueFiltersBar } from './catalogue-filters';
import { CatalogueSkeleton } from './catalogue-skeleton';
import { ProductCard } from './product-card';
import {
  CATALOGUE_PAGE_SIZE,
  isFiltered,
  toProductFilter,
  useCatalogueFilters,
} from './use-catalogue-filters';

const TITLE: Record<ProductType, string> = { COURSE: 'Courses', VIDEO: 'Videos' };

/** `/courses` and `/videos`: the filterable, paged catalogue of one product type. */
export default function CataloguePage({ type }: { type: ProductType }) {
  const { filters, update, reset } = useCatalogueFilters();
  const { data, previousData, loading, error } = useProductsQuery({
    variables: { filter: toProductFilter(type, filters), page: filters.page, pageSize: CATALOGUE_PAGE_SIZE },
  });
  // While the next page loads, keep the current one on screen under the loader rather than blanking it.
  const page = (data ?? previousData)?.products;
  const pageCount = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;
  const filtered = isFiltered(filters);
  // Paths are of courses; the first page of the unfiltered list is where a learner starts.
  const withPaths = type === 'COURSE' && !filtered && filters.page === 1;
  const paths = useActiveLearningPathsQuery({ fetchPolicy: 'cache-and-network', skip: !withPaths });
  // The first answer of both is drawn in one go: paths arriving above a catalogue already drawn pushed
  // its filters and cards down the screen (issue 29: CLS 0.31 on a phone). Until then a skeleton of the
  // catalogue's size stands in, and the filters are mounted hidden so their own queries start at once.
  // A failed list (its toast said why) draws the filters, to try another search.
  const drawn =
    (Boolean(page) || error !== undefined) &&
    (!withPaths || paths.data !== undefined || paths.error !== undefined);

  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {TITLE[type]}
      </Typography>
      {!drawn && <CatalogueSkeleton />}
      <Stack spacing={3} sx={drawn ? undefined : { display: 'none' }}>
        {withPaths && paths.data && <LearningPathsSection paths={paths.data.activeLearningPaths} />}
        <CatalogueFiltersBar type={type} filters={filters} onChange={update} />
        {/* A later page or filter: the current cards stay under the loader rather than blanking. */}
        {loading && page && <FullScreenLoader label={`Loading ${TITLE[type].toLowerCase()}`} />}
        {page && (
          <>
            <Typography color="text.secondary" data-testid="catalogue-results-total" aria-live="polite">
              {page.total} {page.total === 1 ? 'result' : 'results'}
            </Typography>
            {page.items.length === 0 ? (
              <Box sx={{ py: 6, textAlign: 'center' }} data-testid="catalogue-empty">
                <Typography variant="h6" component="p" gutterBottom>
                  {Text.NO_RECORD_FOUND}
                </Typography>
                {filtered && (
                  <Button variant="outlined" onClick={reset}>
                    Clear filters
                  </Button>
                )}
              </Box>
            ) : (
              <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {page.items.map((product) => (
                  <Grid key={product.id} size={{ xs: 12, sm: 6, lg: 4, xl: 3 }} component="li">
                    <ProductCard product={product} />
                  </Grid>
                ))}
              </Grid>
            )}
            {pageCount > 1 && (
              <Pagination
                count={pageCount}
                page={Math.min(filters.page, pageCount)}
                onChange={(_event, value) => update({ page: value })}
                color="primary"
                sx={{ alignSelf: 'center' }}
                getItemAriaLabel={(kind, value) =>
                  kind === 'page' ? `Go to page ${value}` : `Go to ${kind} page`
                }
              />
            )}
          </>
        )}
      </Stack>
    </Stack>
  );
}
