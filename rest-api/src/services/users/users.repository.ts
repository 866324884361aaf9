import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { ProfileScore, UserSortField, UserStanding } from '@finx/domain';
import type { Database, Executor } from '../../db/database';
import { uniqueViolation } from '../../db/unique-violation';
import { likeEscaped } from '../../db/like-pattern';
import { loginLocks, roles, users } from '../../db/schema/identity';
import { profileScores } from '../../db/schema/uploads';

export type UserRecord = typeof users.$inferSelect;

export interface UserListFilter {
  search?: string;
  roleId?: number;
  status?: UserStanding;
  sort: UserSortField;
  descending: boolean;
  page: number;
  limit: number;
}

export interface UserListEntry {
  user: UserRecord;
  roleName: string;
}

const sortColumn = (sort: UserSortField) => {
  switch (sort) {
    case 'email':
      return [users.email];
    case 'created':
      return [users.createdAt];
    case 'name':
      return [users.firstName, users.lastName];
  }
};

/**
 * The SM-12 locks are per account and client address (issue 25): staff see an active account that is
 * locked from some address as LOCKED, until the latest of those locks ends, and find it by that filter.
 */
const pairLockedUntil = sql<Date | null>`(select max(${loginLocks.lockedUntil}) from ${loginLocks} where ${loginLocks.userId} = ${users.userId} and ${loginLocks.lockedUntil} > now())`;
const standing = sql<UserStanding>`(case when ${users.status} = 'ACTIVE' and ${pairLockedUntil} is not null then 'LOCKED' else ${users.status} end)`;

/** Accounts as staff manage them: the filtered list, one account, its standing, the roles' head counts. */
export class UsersRepository {
  constructor(private readonly db: Database) {}

  async list(filter: UserListFilter): Promise<{ entries: UserListEntry[]; total: number }> {
    const conditions: SQL[] = [];
    if (filter.roleId !== undefined) conditions.push(eq(users.roleId, filter.roleId));
    if (filter.status) conditions.push(sql`${standing} = ${filter.status}`);
    if (filter.search) {
      // Escaped: e-mail addresses often hold an underscore, which LIKE reads as a wildcard.
      const pattern = likeEscaped(filter.search);
      const any = or(
        ilike(users.email, pattern),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
        ilike(users.mobile, pattern),
      );
      if (any) conditions.push(any);
    }
    const where = and(...conditions);
    const [total] = await this.db.select({ n: count() }).from(users).where(where);
    const direction = filter.descending ? desc : asc;
    const rows = await this.db
      .select({
        user: users,
        roleName: roles.roleName,
        standing,
        lockedUntil: pairLockedUntil.mapWith(users.lockedUntil),
      })
      .from(users)
      .innerJoin(roles, eq(roles.roleId, users.roleId))
      .where(where)
      // The user id breaks ties so a page never repeats or skips a row.
      .orderBy(...sortColumn(filter.sort).map((column) => direction(column)), direction(users.userId))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit);
    const entries = rows.map(({ user, roleName, standing: status, lockedUntil }) => ({
      user: { ...user, status, lockedUntil: lockedUntil ?? user.lockedUntil },
      roleName,
    }));
    return { entries, total: total?.n ?? 0 };
  }

  /** Each learner's latest uploaded profile score: the latest day, then the latest recorded. */
  async latestScores(partyIds: readonly number[]): Promise<Map<number, ProfileScore>> {
    if (partyIds.length === 0) return new Map();
    const rows = await this.db
      .selectDistinctOn([profileScores.partyId], {
        partyId: profileScores.partyId,
        score: profileScores.score,
        assessedOn: profileScores.assessedOn,
        source: profileScores.source,
      })
      .from(profileScores)
      .where(inArray(profileScores.partyId, [...new Set(partyIds)]))
      .orderBy(profileScores.partyId, desc(profileScores.assessedOn), desc(profileScores.recordedAt));
    return new Map(rows.map(({ partyId, ...score }) => [partyId, score]));
  }

  async findById(userId: number, ex: Executor = this.db): Promise<UserRecord | undefined> {
    const [user] = await ex.select().from(users).where(eq(users.userId, userId)).limit(1);
    return user;
  }

  async findByParty(partyId: number): Promise<UserRecord | undefined> {
    const [user] = await this.db.select().from(users).where(eq(users.partyId, partyId)).limit(1);
    return user;
  }

  /** Locks the row for the transaction: two staff changing one account take turns. */
  async findForUpdate(ex: Executor, userId: number): Promise<UserRecord | undefined> {
    const [user] = await ex.select().from(users).where(eq(users.userId, userId)).for('update');
    return user;
  }

  /** A new sign-in e-mail: not verified until its owner follows a verification link again. */
  async setEmail(ex: Executor, userId: number, email: string, at: Date): Promise<void> {
    await ex
      .update(users)
      .set({ email, emailVerifiedAt: null, updatedAt: at })
      .where(eq(users.userId, userId));
  }

  async setStatus(ex: Executor, userId: number, status: 'ACTIVE' | 'INACTIVE', at: Date): Promise<void> {
    await ex
      .update(users)
      .set({ status, failedLoginCount: 0, lockedUntil: null, updatedAt: at })
      .where(eq(users.userId, userId));
  }

  /** A new account; 'email' or 'mobile' when another account holds it already (a race included). */
  async insert(
    ex: Executor,
    user: Pick<
      typeof users.$inferInsert,
      'firstName' | 'lastName' | 'email' | 'mobile' | 'roleId' | 'passwordHash'
    >,
    at: Date,
  ): Promise<UserRecord | 'email' | 'mobile'> {
    const taken = await this.taken(ex, user.email, user.mobile ?? null);
    if (taken) return taken;
    try {
      const [row] = await ex
        .insert(users)
        .values({
          ...user,
          // `000 §9` entry mode 1, core system: made by staff, not by the person.
          entryMode: 1,
          status: 'ACTIVE',
          forcePasswordChange: true,
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      if (!row) throw new Error('insert returned no user');
      return row;
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === null) throw error;
      return constraint.includes('mobile') ? 'mobile' : 'email';
    }
  }

  /** Which of e-mail and mobile another account holds (`except` is the account being edited). */
  async taken(
    ex: Executor,
    email: string | null,
    mobile: string | null,
    except?: number,
  ): Promise<'email' | 'mobile' | null> {
    const matches = [
      ...(email ? [eq(users.email, email)] : []),
      ...(mobile ? [eq(users.mobile, mobile)] : []),
    ];
    if (matches.length === 0) return null;
    const rows = await ex
      .select({ userId: users.userId, email: users.email, mobile: users.mobile })
      .from(users)
      .where(or(...matches));
    const others = rows.filter((row) => row.userId !== except);
    if (email && others.some((row) => row.email === email)) return 'email';
    if (mobile && others.some((row) => row.mobile === mobile)) return 'mobile';
    return null;
  }

  async updateProfile(
    ex: Executor,
    userId: number,
    profile: { firstName: string; lastName: string; mobile: string },
    at: Date,
  ): Promise<void> {
    await ex
      .update(users)
      .set({ ...profile, updatedAt: at })
      .where(eq(users.userId, userId));
  }

  async roleName(roleId: number, ex: Executor = this.db): Promise<string> {
    const [row] = await ex.select({ roleName: roles.roleName }).from(roles).where(eq(roles.roleId, roleId));
    return row?.roleName ?? String(roleId);
  }

  async roleCounts(): Promise<{ roleId: number; roleName: string; userCount: number }[]> {
    return this.db
      .select({ roleId: roles.roleId, roleName: roles.roleName, userCount: count(users.userId) })
      .from(roles)
      .leftJoin(users, eq(users.roleId, roles.roleId))
      .groupBy(roles.roleId, roles.roleName)
      .orderBy(asc(roles.roleId));
  }
}
