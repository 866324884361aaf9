import { type GdpiListPage, type GdpiListQuery, GdpiSort, type GdpiStatus } from '@finx/domain';
import { and, asc, count, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { likeEscaped } from '../../db/like-pattern';
import { users } from '../../db/schema/identity';
import { gdpiStatuses } from './gdpi.schema';

export interface GdpiRecord {
  partyId: number;
  status: GdpiStatus;
  gdScore: number | null;
  piScore: number | null;
  remarks: string | null;
}

const DAY_MS = 86_400_000;

/** Learners' GD/PI statuses (`001 §3` gdpi): the staff list and the upload's writes. */
export class GdpiRepository {
  constructor(private readonly db: Database) {}

  /** Records (or replaces) each learner's status. */
  async record(ex: Executor, rows: readonly GdpiRecord[], updatedBy: number, at: Date): Promise<void> {
    if (rows.length === 0) return;
    await ex
      .insert(gdpiStatuses)
      .values(rows.map((row) => ({ ...row, updatedBy, updatedAt: at })))
      .onConflictDoUpdate({
        target: gdpiStatuses.partyId,
        set: {
          status: sql`excluded.status`,
          gdScore: sql`excluded.gd_score`,
          piScore: sql`excluded.pi_score`,
          remarks: sql`excluded.remarks`,
          updatedBy: sql`excluded.updated_by`,
          updatedAt: sql`excluded.updated_at`,
        },
      });
  }

  async list(query: GdpiListQuery): Promise<GdpiListPage> {
    const filters: SQL[] = [];
    if (query.search) {
      const pattern = likeEscaped(query.search);
      const name = sql`${users.firstName} || ' ' || ${users.lastName}`;
      const any = or(ilike(users.email, pattern), sql`${name} ilike ${pattern}`);
      if (any) filters.push(any);
    }
    if (query.status) filters.push(eq(gdpiStatuses.status, query.status));
    if (query.fromDate) filters.push(gte(gdpiStatuses.updatedAt, new Date(`${query.fromDate}T00:00:00Z`)));
    if (query.toDate) {
      filters.push(lt(gdpiStatuses.updatedAt, new Date(Date.parse(`${query.toDate}T00:00:00Z`) + DAY_MS)));
    }
    const where = filters.length > 0 ? and(...filters) : undefined;
    const direction = query.descending ? desc : asc;
    const sortColumn =
      query.sort === GdpiSort.FULL_NAME
        ? [direction(users.firstName), direction(users.lastName)]
        : query.sort === GdpiSort.STATUS
          ? [direction(gdpiStatuses.status)]
          : [direction(gdpiStatuses.updatedAt)];
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          partyId: gdpiStatuses.partyId,
          firstName: users.firstName,
          lastName: users.lastName,
          emailId: users.email,
          status: gdpiStatuses.status,
          gdScore: gdpiStatuses.gdScore,
          piScore: gdpiStatuses.piScore,
          remarks: gdpiStatuses.remarks,
          updatedAt: gdpiStatuses.updatedAt,
        })
        .from(gdpiStatuses)
        .innerJoin(users, eq(users.partyId, gdpiStatuses.partyId))
        .where(where)
        .orderBy(...sortColumn, asc(gdpiStatuses.partyId))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      this.db
        .select({ total: count() })
        .from(gdpiStatuses)
        .innerJoin(users, eq(users.partyId, gdpiStatuses.partyId))
        .where(where),
    ]);
    return {
      items: rows.map(({ firstName, lastName, updatedAt, status, ...row }) => ({
        ...row,
        status: status as GdpiStatus,
        fullName: `${firstName} ${lastName}`.trim(),
        updatedAt: updatedAt.toISOString(),
      })),
      total: total?.total ?? 0,
    };
  }
}
