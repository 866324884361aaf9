import type { ProfileOptionKind, RegionKind } from '@finx/domain';
import { and, asc, count, eq, ilike, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { users } from '../../db/schema/identity';
import { learnerProfiles, profileOptions, regions } from '../../db/schema/profile';
import { likeEscaped } from '../../db/like-pattern';

export type ProfileRow = typeof learnerProfiles.$inferSelect;
export type ProfileChange = Partial<Omit<ProfileRow, 'partyId' | 'updatedAt'>>;
export type RegionRecord = typeof regions.$inferSelect;
export type OptionRecord = typeof profileOptions.$inferSelect;

/** The learner_profiles table, the learner's names on users, and the profile's two lookups. */
export class ProfileRepository {
  constructor(private readonly db: Database) {}

  async names(partyId: number): Promise<{ firstName: string; lastName: string } | null> {
    const [row] = await this.db
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.partyId, partyId));
    return row ?? null;
  }

  async roleOf(partyId: number): Promise<number | null> {
    const [row] = await this.db
      .select({ roleId: users.roleId })
      .from(users)
      .where(eq(users.partyId, partyId));
    return row?.roleId ?? null;
  }

  async find(partyId: number): Promise<ProfileRow | null> {
    const [row] = await this.db.select().from(learnerProfiles).where(eq(learnerProfiles.partyId, partyId));
    return row ?? null;
  }

  /** Creates the profile row on the first save; later saves change only the columns given. */
  async save(tx: Executor, partyId: number, change: ProfileChange, at: Date): Promise<void> {
    await tx
      .insert(learnerProfiles)
      .values({ partyId, ...change, updatedAt: at })
      .onConflictDoUpdate({ target: learnerProfiles.partyId, set: { ...change, updatedAt: at } });
  }

  async setNames(
    tx: Executor,
    partyId: number,
    firstName: string,
    lastName: string,
    at: Date,
  ): Promise<void> {
    await tx.update(users).set({ firstName, lastName, updatedAt: at }).where(eq(users.partyId, partyId));
  }

  async regionsByIds(ids: readonly number[]): Promise<RegionRecord[]> {
    if (ids.length === 0) return [];
    return this.db
      .select()
      .from(regions)
      .where(inArray(regions.regionId, [...ids]));
  }

  /** One page of a region level under its parent, by name, optionally narrowed by a search. */
  async regionPage(
    kind: RegionKind,
    parentId: number | null,
    search: string,
    offset: number,
    limit: number,
  ): Promise<{ rows: RegionRecord[]; total: number }> {
    const conditions: SQL[] = [eq(regions.kind, kind)];
    conditions.push(parentId === null ? isNull(regions.parentId) : eq(regions.parentId, parentId));
    if (search) conditions.push(ilike(regions.name, likeEscaped(search)));
    const where = and(...conditions);
    const rows = await this.db
      .select()
      .from(regions)
      .where(where)
      .orderBy(asc(regions.regionId))
      .offset(offset)
      .limit(limit);
    const [total] = await this.db.select({ n: count() }).from(regions).where(where);
    return { rows, total: total?.n ?? 0 };
  }

  async options(kind: ProfileOptionKind): Promise<OptionRecord[]> {
    return this.db
      .select()
      .from(profileOptions)
      .where(eq(profileOptions.kind, kind))
      .orderBy(asc(profileOptions.optionId));
  }

  async optionsByIds(ids: readonly number[]): Promise<OptionRecord[]> {
    if (ids.length === 0) return [];
    return this.db
      .select()
      .from(profileOptions)
      .where(inArray(profileOptions.optionId, [...ids]));
  }
}
