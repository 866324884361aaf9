import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { users } from '../../db/schema/identity';
import { staffAudit } from './audit.schema';

export type AuditRecord = typeof staffAudit.$inferSelect;
export type NewAuditRecord = Omit<typeof staffAudit.$inferInsert, 'auditId'>;

export interface AuditFilter {
  actorPartyId?: number;
  entityType?: string;
  entityId?: string;
  from?: Date;
  before?: Date;
  page: number;
  limit: number;
}

/** The staff audit log's rows: appended inside the caller's transaction, read by admin. */
export class AuditRepository {
  constructor(private readonly db: Database) {}

  async append(ex: Executor, record: NewAuditRecord): Promise<void> {
    await ex.insert(staffAudit).values(record);
  }

  async page(
    filter: AuditFilter,
  ): Promise<{ rows: (AuditRecord & { actorEmail: string | null })[]; total: number }> {
    const conditions: SQL[] = [];
    if (filter.actorPartyId !== undefined) conditions.push(eq(staffAudit.actorPartyId, filter.actorPartyId));
    if (filter.entityType) conditions.push(eq(staffAudit.entityType, filter.entityType));
    if (filter.entityId) conditions.push(eq(staffAudit.entityId, filter.entityId));
    if (filter.from) conditions.push(gte(staffAudit.at, filter.from));
    if (filter.before) conditions.push(lt(staffAudit.at, filter.before));
    const where = and(...conditions);
    const [total] = await this.db.select({ n: count() }).from(staffAudit).where(where);
    const rows = await this.db
      .select({ entry: staffAudit, actorEmail: users.email })
      .from(staffAudit)
      .leftJoin(users, eq(users.partyId, staffAudit.actorPartyId))
      .where(where)
      .orderBy(desc(staffAudit.at), desc(staffAudit.auditId))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit);
    return { rows: rows.map((row) => ({ ...row.entry, actorEmail: row.actorEmail })), total: total?.n ?? 0 };
  }
}
