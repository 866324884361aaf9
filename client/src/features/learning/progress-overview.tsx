import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ClientRoute } from '@finx/domain';
import type { ProgressOverviewQuery } from '../../graphql/generated/graphql';
import { useProgressOverviewQuery } from '../../graphql/generated/hooks';
import { PAGE_PARAM, PROGRESS_PAGE_SIZE, progressOverviewVariables } from './learning.data';

export { PROGRESS_PAGE_SIZE };

type OverviewRow = NonNullable<ProgressOverviewQuery['progressOverview']>['items'][number];

/**
 * What a row says: an assessment once taken leads with its score (a FEAT taken is done), and still counts the
 * lessons its learner may go on watching.
 */
const overviewText = (row: OverviewRow): string => {
  if (row.expired) return 'Access expired';
  const lessons = `${row.progress.completedLessons}/${row.progress.totalLessons} lessons`;
  if (row.score !== null) return `Test taken · score ${row.score} · ${lessons}`;
  return `${lessons} · ${row.progress.percent}%`;
};

/** A taken assessment is complete: its bar is full. */
const percentOf = (row: OverviewRow): number => (row.score !== null ? 100 : row.progress.percent);

/** The dashboard's progress overview (`001` getProgressOverviewDetails): each held product's lessons done. */
export function ProgressOverview() {
  const [search, setSearch] = useSearchParams();
  const variables = progressOverviewVariables(search);
  const { page } = variables;
  const { data, loading } = useProgressOverviewQuery({
    variables,
    fetchPolicy: 'cache-and-network',
  });
  const overview = data?.progressOverview;
  // Nothing held yet: My Learning below already says so.
  if (!loading && overview?.totalRecords === 0) return null;
  const pages = Math.ceil((overview?.totalRecords ?? 0) / PROGRESS_PAGE_SIZE);
  return (
    <Stack spacing={2} component="section" aria-labelledby="progress-heading" data-testid="progress-overview">
      <Typography variant="h5" component="h2" id="progress-heading">
        Progress overview
      </Typography>
      {!overview ? (
        // One row's drawn height (a phone wraps its name and state: 110 px; 66 px from `sm`), so a learner
        // with one product sees nothing below move when it arrives (issue 29).
        <Skeleton variant="rounded" sx={{ height: { xs: 110, sm: 66 } }} />
      ) : (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={2}>
            {overview.items.map((row) => (
              <Stack key={row.id} spacing={0.5} data-testid="progress-row" data-product-id={row.productId}>
                <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
                  {row.expired ? (
                    <Typography>{row.productName}</Typography>
                  ) : (
                    <Link component={RouterLink} to={ClientRoute.learn(row.productId)} underline="hover">
                      {row.productName}
                    </Link>
                  )}
                  <Typography variant="body2" color="text.secondary" data-testid="progress-row-text">
                    {overviewText(row)}
                  </Typography>
                </Stack>
                <LinearProgress
                  variant="determinate"
                  value={percentOf(row)}
                  aria-label={`${row.productName}: ${percentOf(row)}% complete`}
                />
              </Stack>
            ))}
          </Stack>
          {pages > 1 && (
            <Pagination
              sx={{ mt: 2 }}
              count={pages}
              page={page}
              onChange={(_event, next) => {
                const params = new URLSearchParams(search);
                params.set(PAGE_PARAM, String(next));
                setSearch(params, { replace: true });
              }}
            />
          )}
        </Paper>
      )}
    </Stack>
  );
}
