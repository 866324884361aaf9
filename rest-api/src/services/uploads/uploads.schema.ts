import { sql } from 'drizzle-orm';
import {
  bigint,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * One bulk upload (issue 14): who sent which file of which kind, and what came of its rows. It is also
 * the upload's job (issue 25): its state, the rows counted and settled so far, its lease while a runner
 * holds it, and why it failed. Rows from before jobs are `done`.
 */
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
    /** queued, running, done or failed (UploadJobState). */
    state: text('state').notNull().default('done'),
    /** xlsx or csv, as sniffed when the file was received. */
    format: text('format').notNull().default('xlsx'),
    /** Data rows in the file, once the first pass counted them. */
    rowsTotal: integer('rows_total'),
    /** Data rows settled by committed batches: where a resumed job starts again. */
    rowsDone: integer('rows_done').notNull().default(0),
    /** Why the file as a whole was refused (state failed). */
    reasonCode: text('reason_code'),
    /** How many times a runner took the job; past the limit it fails instead of looping. */
    attempts: integer('attempts').notNull().default(0),
    /** A runner holds the job until then; a job whose lease ran out is taken again. */
    leaseUntil: timestamp('lease_until', { withTimezone: true, mode: 'date' }),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('uploads_kind_at_idx').on(table.kind, table.at),
    index('uploads_state_idx').on(table.state, table.uploadId),
  ],
);

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/** A queued or running upload's file, kept until its job ends (then deleted: it holds people's data). */
export const uploadFiles = pgTable('upload_files', {
  uploadId: bigint('upload_id', { mode: 'number' })
    .primaryKey()
    .references(() => uploads.uploadId),
  bytes: bytea('bytes').notNull(),
});

/**
 * Each row's outcome as its batch committed (kept or failed, with its reasons): the result the screen
 * shows is read from here when the job is done, so a long file's answer is never held in memory.
 */
export const uploadResults = pgTable(
  'upload_results',
  {
    uploadId: bigint('upload_id', { mode: 'number' })
      .notNull()
      .references(() => uploads.uploadId),
    rowNumber: integer('row_number').notNull(),
    /** success or failed; rows already uploaded are only counted. */
    outcome: text('outcome').notNull(),
    fullName: text('full_name').notNull(),
    emailId: text('email_id').notNull(),
    reference: text('reference'),
    errors: jsonb('errors').$type<string[]>(),
  },
  (table) => [primaryKey({ columns: [table.uploadId, table.rowNumber] })],
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
