import type { PartyByEmail, SessionReportRow } from '@finx/domain';
import { and, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { authSessions, roles, users } from '../../db/schema/identity';

export interface SessionReportFilter {
  /** One account's sessions; every account's when absent (staff). */
  userId?: number;
  /** Sign-ins from this instant, and before `to`. */
  from?: Date;
  to?: Date;
  page: number;
  limit: number;
}

/** Identity's read-only lookups: a party by its e-mail, and the sign-in sessions as a report. */
export class IdentityLookupsRepository {
  constructor(private readonly db: Database) {}

  async partyByEmail(email: string): Promise<PartyByEmail | undefined> {
    const [row] = await this.db
      .select({
        partyId: users.partyId,
        userId: users.userId,
        emailId: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        roleId: users.roleId,
        roleName: roles.roleName,
        status: users.status,
      })
      .from(users)
      .innerJoin(roles, eq(roles.roleId, users.roleId))
      .where(eq(users.email, email.toLowerCase()))
      .limit(1);
    return row;
  }

  /** Newest sign-in first; the page's rows and how many match in all. */
  async sessions(filter: SessionReportFilter): Promise<{ rows: SessionReportRow[]; total: number }> {
    const conditions: SQL[] = [];
    if (filter.userId !== undefined) conditions.push(eq(authSessions.userId, filter.userId));
    if (filter.from) conditions.push(gte(authSessions.createdAt, filter.from));
    if (filter.to) conditions.push(lt(authSessions.createdAt, filter.to));
    const where = conditions.length > 0 ? and(...conditions) : undefined;
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          userId: users.userId,
          emailId: users.email,
          name: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
          roleId: users.roleId,
          loginAt: authSessions.createdAt,
          lastSeenAt: authSessions.lastSeenAt,
          endedAt: authSessions.endedAt,
        })
        .from(authSessions)
        .innerJoin(users, eq(users.userId, authSessions.userId))
        .where(where)
        .orderBy(desc(authSessions.createdAt), desc(authSessions.id))
        .limit(filter.limit)
        .offset((filter.page - 1) * filter.limit),
      this.db.select({ total: count() }).from(authSessions).where(where),
    ]);
    return {
      total: total?.total ?? 0,
      rows: rows.map((row) => ({
        ...row,
        loginAt: row.loginAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        endedAt: row.endedAt?.toISOString() ?? null,
        live: row.endedAt === null,
      })),
    };
  }
}
