import {
  periodDays,
  STAFF_DASHBOARD_DEFAULT_DAYS,
  type StaffDashboardFigures,
  staffDashboardPeriodProblem,
} from '@finx/domain';
import { accept, type InvalidField, invalidField, type Outcome } from '../../outcome';
import type { Daily, StaffDashboardRepository } from './staff-dashboard.repository';

const DAY_MS = 86_400_000;
const IST_OFFSET_MS = 330 * 60_000;
const todayInIndia = (now: Date): string =>
  new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
const addDays = (isoDate: string, days: number): string =>
  new Date(Date.parse(isoDate) + days * DAY_MS).toISOString().slice(0, 10);
const startOf = (isoDate: string): Date => new Date(`${isoDate}T00:00:00+05:30`);
const total = (daily: Daily): number => [...daily.values()].reduce((sum, value) => sum + value, 0);
const rupees = (paise: number): number => Math.round(paise) / 100;

/** The admin and ops dashboards (issue 13 item 1): real figures over a period of whole India days. */
export class StaffDashboardService {
  constructor(
    private readonly repository: StaffDashboardRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** From and to are ISO dates, both included; either left out means the last 30 days to today. */
  async figures(from?: string, to?: string): Promise<Outcome<StaffDashboardFigures> | InvalidField> {
    const end = to ?? todayInIndia(this.now());
    const start = from ?? addDays(end, 1 - STAFF_DASHBOARD_DEFAULT_DAYS);
    const problem = staffDashboardPeriodProblem(start, end);
    if (problem) return invalidField(problem);
    const series = await this.repository.series(startOf(start), startOf(addDays(end, 1)));
    const days = Array.from({ length: periodDays(start, end) }, (_, i) => {
      const date = addDays(start, i);
      return {
        date,
        signUps: series.signUps.get(date) ?? 0,
        orders: series.orders.get(date) ?? 0,
        revenueRupees: rupees(series.revenuePaise.get(date) ?? 0),
        enrolments: series.enrolments.get(date) ?? 0,
        applications: series.applications.get(date) ?? 0,
      };
    });
    return accept({
      from: start,
      to: end,
      signUps: total(series.signUps),
      orders: total(series.orders),
      revenueRupees: rupees(total(series.revenuePaise)),
      enrolments: total(series.enrolments),
      applications: total(series.applications),
      openAlerts: series.openAlerts,
      days,
    });
  }
}
