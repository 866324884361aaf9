import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ClientRoute, parseEntityId } from '@finx/domain';
import { useProgressOverviewQuery } from '../../graphql/generated/hooks';

/** Rows per page of the overview; the server pages it. */
export const PROGRESS_PAGE_SIZE = 5;
/** The overview's page lives in the URL, like every list's filters. */
const PAGE_PARAM = 'progressPage';

/** The dashboard's progress overview (`001` getProgressOverviewDetails): each held product's lessons done. */
export function ProgressOverview() {
  const [search, setSearch] = useSearchParams();
  const page = parseEntityId(search.get(PAGE_PARAM)) ?? 1;
  const { data, loading } = useProgressOverviewQuery({
    variables: { page, limit: PROGRESS_PAGE_SIZE },
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
        <Skeleton variant="rounded" height={72} />
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
                    {row.expired
                      ? 'Access expired'
                      : `${row.progress.completedLessons}/${row.progress.totalLessons} lessons · ${row.progress.percent}%`}
                  </Typography>
                </Stack>
                <LinearProgress
                  variant="determinate"
                  value={row.progress.percent}
                  aria-label={`${row.productName}: ${row.progress.percent}% complete`}
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
