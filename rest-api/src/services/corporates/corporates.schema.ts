import type { CorporateEnquiryStatus } from '@finx/domain';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

// Spelled out: drizzle-kit loads this file without the workspace packages, so only types may come from them.
const ENQUIRY_STATUSES = ['NEW', 'CONTACTED', 'CLOSED'] as const satisfies readonly CorporateEnquiryStatus[];

/** `001 §7` corporateInquiry: a company's "hire from us" request, followed up by staff. */
export const corporateEnquiries = pgTable(
  'corporate_enquiries',
  {
    enquiryId: integer('enquiry_id').primaryKey().generatedAlwaysAsIdentity(),
    companyName: text('company_name').notNull(),
    contactName: text('contact_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: ENQUIRY_STATUSES }).notNull().default('NEW'),
    notes: text('notes').notNull().default(''),
    createdAt: stamp('created_at').notNull().defaultNow(),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
  },
  (table) => [index('corporate_enquiries_status_idx').on(table.status, table.createdAt)],
);
