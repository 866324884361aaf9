import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** One bulk upload (issue 14): who sent which file of which kind, and what came of its rows. */
export const uploads = pgTable(
  'uploads',
  {
    uploadId: bigint('upload_id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    uploadedBy: integer('uploaded_by').notNull(),
    totalCount: integer('total_count').notNull().default(0),
    successCount: integer('success_count').notNull().default(0),
    failCount: integer('fail_count').notNull().default(0),
    duplicateCount: integer('duplicate_count').notNull().default(0),
    at: timestamp('at', { withTimezone: true, mode: 'date' })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [index('uploads_kind_at_idx').on(table.kind, table.at)],
);

/**
 * Each row an upload recorded, by the row's key within its kind: the unique index is what makes the same
 * file uploaded twice add nothing twice, even when two uploads of it run at once.
 */
export const uploadRows = pgTable(
  'upload_rows',
  {
    uploadRowId: bigint('upload_row_id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uploadId: bigint('upload_id', { mode: 'number' })
      .notNull()
      .references(() => uploads.uploadId),
    kind: text('kind').notNull(),
    rowKey: text('row_key').notNull(),
    reference: text('reference').notNull(),
  },
  (table) => [uniqueIndex('upload_rows_kind_key_idx').on(table.kind, table.rowKey)],
);
