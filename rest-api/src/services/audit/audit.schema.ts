import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every change a member of staff makes (issue 13 item 5): written in the same transaction as the change,
 * so a change without its entry (or an entry without its change) cannot exist. The actor is kept by party
 * id and role, not by a foreign key: the log outlives the account that wrote it.
 */
export const staffAudit = pgTable(
  'staff_audit',
  {
    auditId: bigint('audit_id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorPartyId: integer('actor_party_id').notNull(),
    actorRoleId: integer('actor_role_id').notNull(),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true, mode: 'date' })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [
    index('staff_audit_at_idx').on(table.at, table.auditId),
    index('staff_audit_entity_idx').on(table.entityType, table.entityId),
    index('staff_audit_actor_idx').on(table.actorPartyId),
  ],
);
