import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * The height each dashboard chart draws at, legend included (measured from 360 to 1280 px: the activity
 * chart's four-series legend takes a second line below `sm`). The charts' module is lazy, and their data
 * comes with the figures: the skeleton holds this room, so the maintenance switches below never move.
 */
export const CHART_BODY_HEIGHT = {
  activity: { xs: 320, sm: 290 },
  revenue: 249,
} as const;

type BodyHeight = (typeof CHART_BODY_HEIGHT)[keyof typeof CHART_BODY_HEIGHT];

/** A dashboard chart's card: its title, and its body at least the chart's height. */
export function ChartCard({
  title,
  height,
  children,
}: {
  title: string;
  height: BodyHeight;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <Box sx={{ minHeight: height }}>{children}</Box>
      </CardContent>
    </Card>
  );
}

export const CHART_TITLE = { activity: 'Activity per day', revenue: 'Revenue per day (₹)' } as const;

/** The charts' place while their figures or their module load. */
export function StaffChartsSkeleton() {
  return (
    <Stack spacing={2} aria-busy="true" data-testid="staff-dashboard-charts-skeleton">
      {(['activity', 'revenue'] as const).map((chart) => (
        <ChartCard key={chart} title={CHART_TITLE[chart]} height={CHART_BODY_HEIGHT[chart]}>
          <Skeleton variant="rounded" sx={{ height: CHART_BODY_HEIGHT[chart] }} />
        </ChartCard>
      ))}
    </Stack>
  );
}
