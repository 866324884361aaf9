import type { Alert, LearnerListCounts, Notification } from '@finx/domain';
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import { coalescedReads } from '../../db/coalesced-reads';
import type { Database } from '../../db/database';
import { alerts, notifications } from '../../db/schema/alerts';
import { productActiveCounts, products } from '../../db/schema/catalogue';
import { enrolments } from '../../db/schema/checkout';
import { jobApplications, jobs } from '../../db/schema/jobs';

/** What the header shows of one learner's inbox: unread counts and the latest unread items. */
export interface InboxSummary {
  unreadAlerts: number;
  unreadNotifications: number;
  latestAlerts: Alert[];
  latestNotifications: Notification[];
}

const NO_LIST_COUNTS: LearnerListCounts = { videos: 0, courses: 0, jobs: 0 };

const EMPTY: InboxSummary = {
  unreadAlerts: 0,
  unreadNotifications: 0,
  latestAlerts: [],
  latestNotifications: [],
};

interface SummaryRow {
  partyId: number;
  unreadAlerts: number;
  unreadNotifications: number;
  latestAlerts: { alertId: number; alertName: string; alertStartDateTime: string }[];
  latestNotifications: {
    notifyHistoryId: number;
    fromEmailId: string;
    emailSubjectText: string;
    lastAttemptDatetime: string;
    deliveryDate: string;
  }[];
}

/** JSON carries PostgreSQL's timestamp text; the contract speaks ISO 8601 in UTC, as the row reads do. */
const iso = (stamp: string) => new Date(stamp).toISOString();

/**
 * A learner's alerts and messages. An alert is visible only from its start time; newest first
 * everywhere, with the id breaking ties so pages are stable.
 */
export class LearnerHeaderRepository {
  /** The header's four reads of a learner's inbox, for every learner asking at once: one statement. */
  readonly summary: (partyId: number) => Promise<InboxSummary>;
  /** The Videos, Courses and Jobs badges, for every learner asking at once: one statement. */
  readonly listCounts: (partyId: number) => Promise<LearnerListCounts>;

  constructor(
    private readonly db: Database,
    latestLimit: number,
  ) {
    this.summary = coalescedReads((parties) => this.summaries(parties, latestLimit), EMPTY);
    this.listCounts = coalescedReads((parties) => this.listCountsOf(parties), NO_LIST_COUNTS);
  }

  async alerts(partyId: number): Promise<Alert[]> {
    const rows = await this.db
      .select()
      .from(alerts)
      .where(and(eq(alerts.partyId, partyId), lte(alerts.alertStartDateTime, new Date())))
      .orderBy(desc(alerts.alertStartDateTime), desc(alerts.alertId));
    return rows.map((row) => ({
      alertId: row.alertId,
      alertName: row.alertName,
      alertStartDateTime: row.alertStartDateTime.toISOString(),
      isRead: row.readAt !== null,
    }));
  }

  async notifications(partyId: number): Promise<Notification[]> {
    const rows = await this.db
      .select()
      .from(notifications)
      .where(eq(notifications.partyId, partyId))
      .orderBy(desc(notifications.deliveryDate), desc(notifications.notifyHistoryId));
    return rows.map((row) => ({
      notifyHistoryId: row.notifyHistoryId,
      fromEmailId: row.fromEmailId,
      emailSubjectText: row.emailSubjectText,
      lastAttemptDatetime: row.lastAttemptDatetime.toISOString(),
      deliveryDate: row.deliveryDate.toISOString(),
      isRead: row.readAt !== null,
    }));
  }

  /**
   * What is still open to each learner: active products of a type they hold no enrolment in (the lists
   * show every active product), and jobs open today (the jobs list's rule: status OPEN, closing date not
   * passed, `today` as the jobs service reads it) they have not applied to.
   */
  private async listCountsOf(parties: readonly number[]): Promise<Map<number, LearnerListCounts>> {
    const today = new Date().toISOString().slice(0, 10);
    const ids = sql.join(
      [...new Set(parties)].map((partyId) => sql`${partyId}`),
      sql`, `,
    );
    // The active products of the type less the learner's enrolments in them (one per product: a unique
    // key), rather than an anti-join per product: at 100,000 products that anti-join read the whole
    // catalogue twice for every header. The active count is kept per type by triggers (migration 0033):
    // counting it here, even from an index, cost 18 ms a header at that size (docs/decisions/scale.md).
    const notEnrolled = (type: 'VIDEO' | 'COURSE') =>
      sql`(coalesce((select c.active from ${productActiveCounts} c where c.type = ${type}), 0)
        - (select count(*)::int from ${enrolments} e
          inner join ${products} pr on pr.product_id = e.product_id
          where e.party_id = p.party_id and pr.active and pr.type = ${type}))`;
    const { rows } = (await this.db.execute(sql`
      select p.party_id as "partyId", ${notEnrolled('VIDEO')} as "videos", ${notEnrolled('COURSE')} as "courses",
        (select count(*)::int from ${jobs} j
          where j.status = 'OPEN' and j.closes_on >= ${today}::date and not exists (
            select 1 from ${jobApplications} ja where ja.party_id = p.party_id and ja.job_id = j.job_id)) as "jobs"
      from unnest(array[${ids}]::int[]) as p(party_id)`)) as unknown as {
      rows: (LearnerListCounts & { partyId: number })[];
    };
    return new Map(rows.map(({ partyId, ...counts }) => [partyId, counts]));
  }

  private async summaries(parties: readonly number[], limit: number): Promise<Map<number, InboxSummary>> {
    const now = new Date();
    const ids = sql.join(
      [...new Set(parties)].map((partyId) => sql`${partyId}`),
      sql`, `,
    );
    const visibleUnread = sql`a.party_id = p.party_id and a.read_at is null and a.alert_start_date_time <= ${now}`;
    const unreadMessages = sql`n.party_id = p.party_id and n.read_at is null`;
    // Both drivers (pg, PGlite) answer `rows`, with json columns already parsed.
    const { rows } = (await this.db.execute(sql`
      select p.party_id as "partyId",
        (select count(*)::int from ${alerts} a where ${visibleUnread}) as "unreadAlerts",
        (select count(*)::int from ${notifications} n where ${unreadMessages}) as "unreadNotifications",
        (select coalesce(json_agg(json_build_object(
            'alertId', x.alert_id, 'alertName', x.alert_name, 'alertStartDateTime', x.alert_start_date_time)
            order by x.alert_start_date_time desc, x.alert_id desc), '[]'::json)
          from (select * from ${alerts} a where ${visibleUnread}
                order by a.alert_start_date_time desc, a.alert_id desc limit ${limit}) x) as "latestAlerts",
        (select coalesce(json_agg(json_build_object(
            'notifyHistoryId', y.notify_history_id, 'fromEmailId', y.from_email_id,
            'emailSubjectText', y.email_subject_text, 'lastAttemptDatetime', y.last_attempt_datetime,
            'deliveryDate', y.delivery_date)
            order by y.delivery_date desc, y.notify_history_id desc), '[]'::json)
          from (select * from ${notifications} n where ${unreadMessages}
                order by n.delivery_date desc, n.notify_history_id desc limit ${limit}) y) as "latestNotifications"
      from unnest(array[${ids}]::int[]) as p(party_id)`)) as unknown as { rows: SummaryRow[] };
    return new Map(
      rows.map((row) => [
        row.partyId,
        {
          unreadAlerts: row.unreadAlerts,
          unreadNotifications: row.unreadNotifications,
          latestAlerts: row.latestAlerts.map((alert) => ({
            ...alert,
            alertStartDateTime: iso(alert.alertStartDateTime),
            isRead: false,
          })),
          latestNotifications: row.latestNotifications.map((item) => ({
            ...item,
            lastAttemptDatetime: iso(item.lastAttemptDatetime),
            deliveryDate: iso(item.deliveryDate),
            isRead: false,
          })),
        },
      ]),
    );
  }
}
