import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { staffDashboardVariables } from './staff-dashboard.data';
import { useStaffDashboardQuery } from '../../graphql/generated/hooks';
import { LazyDateField } from '../../shared/lazy-date-field';
import { formatCount, formatPrice } from '../../shared/format';
import { useListQuery } from '../../shared/use-search-update';
import { StaffChartsSkeleton } from './staff-chart-card';

const StaffDashboardCharts = lazy(() => import('./staff-dashboard-charts'));

/**
 * The admin and ops dashboards' figures over a chosen period (issue 13 item 1): From and To live in the
 * URL (`?from=&to=`, ISO dates), so a link shows the same period; without them, the last 30 days.
 */
export function StaffFigures() {
  const [search, setQuery] = useListQuery();
  const variables = staffDashboardVariables(search);
  const { from, to } = variables;
  const { data, loading } = useStaffDashboardQuery({
    variables,
    fetchPolicy: 'cache-and-network',
  });
  const result = data?.staffDashboard;
  const figures = result?.figures;
  const problem = result?.userErrors[0]?.message;
  // The cards stand from the first render, their values a skeleton line until the answer: figures
  // arriving into an empty page pushed the maintenance switches down (issue 29: CLS 0.18 on a phone).
  const cards = [
    { key: 'signUps', label: 'Sign-ups', value: figures && formatCount(figures.signUps) },
    { key: 'orders', label: 'Paid orders', value: figures && formatCount(figures.orders) },
    { key: 'revenue', label: 'Revenue', value: figures && formatPrice(figures.revenueRupees) },
    { key: 'enrolments', label: 'Enrolments', value: figures && formatCount(figures.enrolments) },
    { key: 'applications', label: 'Job applications', value: figures && formatCount(figures.applications) },
    {
      key: 'openAlerts',
      label: 'Open alerts (unread now)',
      value: figures && formatCount(figures.openAlerts),
    },
  ];
  // A refused period (its message above) or a failed call has no figures to wait for.
  const waiting = !figures && loading;
  return (
    <Stack spacing={2} data-testid="staff-figures">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <LazyDateField
          label="From"
          name="from"
          value={from ?? figures?.from ?? ''}
          onChange={(value) => setQuery({ from: value || null })}
          maxDate={to ?? undefined}
          testId="staff-dashboard-from"
        />
        <LazyDateField
          label="To"
          name="to"
          value={to ?? figures?.to ?? ''}
          onChange={(value) => setQuery({ to: value || null })}
          minDate={from ?? undefined}
          testId="staff-dashboard-to"
        />
      </Stack>
      {problem && (
        <Alert severity="error" data-testid="staff-dashboard-error">
          {problem}
        </Alert>
      )}
      {(figures || waiting) && (
        <>
          <Grid container spacing={2} aria-busy={waiting || undefined}>
            {cards.map((card) => (
              <Grid key={card.key} size={{ xs: 6, md: 4 }}>
                <Card data-testid={figures ? `figure-${card.key}` : undefined}>
                  <CardContent>
                    <Typography variant="body2" color="text.secondary">
                      {card.label}
                    </Typography>
                    <Typography variant="h5" component="p">
                      {card.value ?? <Skeleton width="60%" aria-label="Loading figures" />}
                    </Typography>
                  </CardContent>
                </Card>
              </Grid>
            ))}
          </Grid>
          {figures ? (
            <Suspense fallback={<StaffChartsSkeleton />}>
              <StaffDashboardCharts days={figures.days} />
            </Suspense>
          ) : (
            <StaffChartsSkeleton />
          )}
        </>
      )}
    </Stack>
  );
}
