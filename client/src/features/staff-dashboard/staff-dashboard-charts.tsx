import Stack from '@mui/material/Stack';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { StaffDashboardQuery } from '../../graphql/generated/graphql';
import { CHART_BODY_HEIGHT, CHART_TITLE, ChartCard } from './staff-chart-card';

type Day = NonNullable<StaffDashboardQuery['staffDashboard']['figures']>['days'][number];

/** DD/MM (`001 §9` without the year: the axis holds a period of at most a year). */
const dayLabel = (isoDate: string): string => `${isoDate.slice(8, 10)}/${isoDate.slice(5, 7)}`;

/**
 * The dashboards' charts: activity per day and revenue per day. Their own module, loaded lazily by the
 * dashboard alone, so no other page carries the charts library.
 */
export default function StaffDashboardCharts({ days }: { days: readonly Day[] }) {
  const labels = days.map((day) => dayLabel(day.date));
  return (
    <Stack spacing={2} data-testid="staff-dashboard-charts">
      <ChartCard title={CHART_TITLE.activity} height={CHART_BODY_HEIGHT.activity}>
        <LineChart
          height={260}
          xAxis={[{ data: labels, scaleType: 'point' }]}
          series={[
            { data: days.map((day) => day.signUps), label: 'Sign-ups' },
            { data: days.map((day) => day.enrolments), label: 'Enrolments' },
            { data: days.map((day) => day.applications), label: 'Applications' },
            { data: days.map((day) => day.orders), label: 'Paid orders' },
          ]}
        />
      </ChartCard>
      <ChartCard title={CHART_TITLE.revenue} height={CHART_BODY_HEIGHT.revenue}>
        <BarChart
          height={220}
          xAxis={[{ data: labels, scaleType: 'band' }]}
          series={[{ data: days.map((day) => day.revenueRupees), label: 'Revenue (₹)' }]}
        />
      </ChartCard>
    </Stack>
  );
}
