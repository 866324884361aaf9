import type { SpocOrganisationType } from '@finx/domain';
import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/identity';

const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

// Spelled out: drizzle-kit loads this file without the workspace packages, so only types may come from them.
const SPOC_ORGANISATION_TYPES = ['COLLEGE', 'CORPORATE'] as const satisfies readonly SpocOrganisationType[];

/**
 * SPOC (`001 §3`): the member of staff who is a college's or a corporate's single point of contact; one
 * per organisation, a new assignment replaces the last (the audit log keeps the history).
 */
export const spocAssignments = pgTable(
  'spoc_assignments',
  {
    organisationType: text('organisation_type', { enum: SPOC_ORGANISATION_TYPES }).notNull(),
    organisationId: integer('organisation_id').notNull(),
    staffPartyId: integer('staff_party_id')
      .notNull()
      .references(() => users.partyId),
    assignedBy: integer('assigned_by')
      .notNull()
      .references(() => users.partyId),
    assignedAt: stamp('assigned_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.organisationType, table.organisationId] })],
);
