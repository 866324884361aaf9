import { and, count, eq, gte, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { alerts } from '../../db/schema/alerts';
import { enrolments, orders } from '../../db/schema/checkout';
import { users } from '../../db/schema/identity';
import { jobApplications } from '../../db/schema/jobs';

/** A figure per India day of the period: ISO date to value. */
export type Daily = Map<string, number>;

export interface DashboardSeries {
  signUps: Daily;
  orders: Daily;
  revenuePaise: Daily;
  enrolments: Daily;
  applications: Daily;
  openAlerts: number;
}

/** The day of an instant in India time, as an ISO date. */
const indiaDay = (column: PgColumn): SQL<string> =>
  sql<string>`to_char(${column} at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`;

const inPeriod = (column: PgColumn, start: Date, end: Date) => and(gte(column, start), lt(column, end));

const byDay = (rows: { day: string; n: number | string | null }[]): Daily =>
  new Map(rows.map((row) => [row.day, Number(row.n ?? 0)]));

/** The dashboards' reads: each figure per India day over [start, end), one grouped query each. */
export class StaffDashboardRepository {
  constructor(private readonly db: Database) {}

  async series(start: Date, end: Date): Promise<DashboardSeries> {
    const signUpDay = indiaDay(users.createdAt);
    const signUps = await this.db
      .select({ day: signUpDay, n: count() })
      .from(users)
      .where(inPeriod(users.createdAt, start, end))
      .groupBy(signUpDay);
    // Paid orders by the day they were paid; revenue is what the learner paid (after discounts).
    const paidDay = indiaDay(orders.paidAt);
    const paid = await this.db
      .select({
        day: paidDay,
        n: count(),
        paise: sql<string>`coalesce(sum(${orders.totalOrderPaise}), 0)`,
      })
      .from(orders)
      .where(and(eq(orders.paymentStatus, 'Paid'), inPeriod(orders.paidAt, start, end)))
      .groupBy(paidDay);
    const enrolDay = indiaDay(enrolments.enrolledAt);
    const enrolled = await this.db
      .select({ day: enrolDay, n: count() })
      .from(enrolments)
      .where(inPeriod(enrolments.enrolledAt, start, end))
      .groupBy(enrolDay);
    const appliedDay = indiaDay(jobApplications.appliedAt);
    const applied = await this.db
      .select({ day: appliedDay, n: count() })
      .from(jobApplications)
      .where(inPeriod(jobApplications.appliedAt, start, end))
      .groupBy(appliedDay);
    const [open] = await this.db.select({ n: count() }).from(alerts).where(isNull(alerts.readAt));
    return {
      signUps: byDay(signUps),
      orders: byDay(paid),
      revenuePaise: byDay(paid.map((row) => ({ day: row.day, n: row.paise }))),
      enrolments: byDay(enrolled),
      applications: byDay(applied),
      openAlerts: open?.n ?? 0,
    };
  }
}
