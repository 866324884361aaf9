import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { RoleId } from '@finx/domain';
import type { Database, Executor } from '../../db/database';
import { likeEscaped } from '../../db/like-pattern';
import { collegeMembers, colleges } from '../../db/schema/colleges';
import { users } from '../../db/schema/identity';
import { uniqueViolation } from '../../db/unique-violation';

export type CollegeRecord = typeof colleges.$inferSelect;
export type CollegeWrite = Pick<CollegeRecord, 'name' | 'city'> & {
  contactName: string;
  contactEmail: string;
  contactPhone: string;
};
export type CollegeWithCounts = CollegeRecord & { students: number; officers: number };

export interface CollegeListFilter {
  search?: string;
  descending: boolean;
  page: number;
  limit: number;
}

export interface CollegeMemberRecord {
  partyId: number;
  firstName: string;
  lastName: string;
  email: string;
  roleId: number;
  addedAt: Date;
}

// Correlated counts keep one row per college without a GROUP BY over every column.
const studentCount = sql<number>`(select count(*)::int from "college_members" m inner join "users" u on u."party_id" = m."party_id" where m."college_id" = "colleges"."college_id" and u."role_id" <> ${RoleId.COLLEGE})`;
const officerCount = sql<number>`(select count(*)::int from "college_members" m inner join "users" u on u."party_id" = m."party_id" where m."college_id" = "colleges"."college_id" and u."role_id" = ${RoleId.COLLEGE})`;

/** Colleges and their members, as staff manage them (/college-list). */
export class CollegeAdminRepository {
  constructor(private readonly db: Database) {}

  async list(filter: CollegeListFilter): Promise<{ rows: CollegeWithCounts[]; total: number }> {
    const conditions: SQL[] = [];
    if (filter.search) {
      const pattern = likeEscaped(filter.search);
      const any = or(ilike(colleges.name, pattern), ilike(colleges.city, pattern));
      if (any) conditions.push(any);
    }
    const where = and(...conditions);
    const [total] = await this.db.select({ n: count() }).from(colleges).where(where);
    const rows = await this.db
      .select({ college: colleges, students: studentCount, officers: officerCount })
      .from(colleges)
      .where(where)
      .orderBy(filter.descending ? desc(colleges.name) : asc(colleges.name))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit);
    return {
      rows: rows.map((row) => ({ ...row.college, students: row.students, officers: row.officers })),
      total: total?.n ?? 0,
    };
  }

  async find(collegeId: number, ex: Executor = this.db): Promise<CollegeWithCounts | null> {
    const [row] = await ex
      .select({ college: colleges, students: studentCount, officers: officerCount })
      .from(colleges)
      .where(eq(colleges.collegeId, collegeId));
    return row ? { ...row.college, students: row.students, officers: row.officers } : null;
  }

  async lock(tx: Executor, collegeId: number): Promise<CollegeRecord | null> {
    const [row] = await tx.select().from(colleges).where(eq(colleges.collegeId, collegeId)).for('update');
    return row ?? null;
  }

  /** The new college, or 'taken' when another has the name (a concurrent add included). */
  async insert(tx: Executor, row: CollegeWrite): Promise<CollegeRecord | 'taken'> {
    const [created] = await tx.insert(colleges).values(row).onConflictDoNothing().returning();
    return created ?? 'taken';
  }

  async update(tx: Executor, collegeId: number, row: CollegeWrite): Promise<'ok' | 'taken'> {
    try {
      // A savepoint: a unique violation must not abort the transaction that records the change.
      await tx.transaction(async (inner) => {
        await inner.update(colleges).set(row).where(eq(colleges.collegeId, collegeId));
      });
      return 'ok';
    } catch (error) {
      if (uniqueViolation(error) !== null) return 'taken';
      throw error;
    }
  }

  async members(collegeId: number): Promise<CollegeMemberRecord[]> {
    return this.db
      .select({
        partyId: users.partyId,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        roleId: users.roleId,
        addedAt: collegeMembers.addedAt,
      })
      .from(collegeMembers)
      .innerJoin(users, eq(users.partyId, collegeMembers.partyId))
      .where(eq(collegeMembers.collegeId, collegeId))
      .orderBy(asc(users.roleId), asc(users.firstName), asc(users.lastName), asc(users.partyId));
  }

  async userByEmail(tx: Executor, email: string): Promise<{ partyId: number; roleId: number } | null> {
    const [row] = await tx
      .select({ partyId: users.partyId, roleId: users.roleId })
      .from(users)
      .where(eq(users.email, email.toLowerCase()));
    return row ?? null;
  }

  async membershipOf(tx: Executor, partyId: number): Promise<number | null> {
    const [row] = await tx
      .select({ collegeId: collegeMembers.collegeId })
      .from(collegeMembers)
      .where(eq(collegeMembers.partyId, partyId))
      .for('update');
    return row?.collegeId ?? null;
  }

  async addMember(tx: Executor, collegeId: number, partyId: number): Promise<void> {
    await tx.insert(collegeMembers).values({ collegeId, partyId }).onConflictDoNothing();
  }

  async removeMember(tx: Executor, collegeId: number, partyId: number): Promise<boolean> {
    const removed = await tx
      .delete(collegeMembers)
      .where(and(eq(collegeMembers.collegeId, collegeId), eq(collegeMembers.partyId, partyId)))
      .returning({ partyId: collegeMembers.partyId });
    return removed.length > 0;
  }
}
