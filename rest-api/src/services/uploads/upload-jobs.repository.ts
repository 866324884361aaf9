import type { UploadFailure, UploadJobState, UploadSuccess } from '@finx/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { users } from '../../db/schema/identity';
import { uploadFiles, uploadResults, uploads } from './uploads.schema';
import type { SheetFormat } from './upload-file';
import type { UploadCounts } from './uploads.repository';

/** A job as a runner takes it: what it needs to read the file again and carry on where it stopped. */
export interface ClaimedJob {
  uploadId: number;
  kind: string;
  fileName: string;
  uploadedBy: number;
  format: SheetFormat;
  rowsTotal: number | null;
  rowsDone: number;
  attempts: number;
  counts: UploadCounts;
}

export interface JobStatus extends UploadCounts {
  uploadId: number;
  kind: string;
  uploadedBy: number;
  state: UploadJobState;
  rowsTotal: number | null;
  rowsDone: number;
  reasonCode: string | null;
}

/** One committed batch: its rows' outcomes, the counts after it, and how far the job got. */
export interface Checkpoint {
  rowsDone: number;
  counts: UploadCounts;
  successes: readonly UploadSuccess[];
  failures: readonly UploadFailure[];
}

type ResultRow = typeof uploadResults.$inferInsert;

/** The uploads' job side: stored files, claiming with a lease, batch checkpoints, and the results. */
export class UploadJobsRepository {
  constructor(private readonly db: Database) {}

  /** The upload's row, queued, and its file, in one transaction: a job never exists without its file. */
  async enqueue(
    ex: Executor,
    job: { kind: string; fileName: string; uploadedBy: number; format: SheetFormat },
    bytes: Uint8Array,
  ): Promise<number> {
    const [row] = await ex
      .insert(uploads)
      .values({ ...job, fileName: job.fileName.slice(0, 255), state: 'queued' })
      .returning({ uploadId: uploads.uploadId });
    if (!row) throw new Error('upload insert answered no row');
    await ex.insert(uploadFiles).values({ uploadId: row.uploadId, bytes });
    return row.uploadId;
  }

  /**
   * Takes the oldest queued job, or a running one whose runner's lease ran out (that runner died), and
   * holds it for `leaseMs`. SKIP LOCKED lets several rest-api replicas on one PostgreSQL server claim
   * at once without taking the same job; on PGlite there is one process and it changes nothing.
   */
  async claim(kinds: readonly string[], leaseMs: number): Promise<ClaimedJob | null> {
    if (kinds.length === 0) return null;
    const result = await this.db.execute<Record<string, unknown>>(sql`
      update uploads set state = 'running', attempts = attempts + 1,
        lease_until = now() + ${leaseMs} * interval '1 millisecond'
      where upload_id = (
        select upload_id from uploads
        where (state = 'queued' or (state = 'running' and lease_until < now()))
          and kind in (${sql.join(
            kinds.map((kind) => sql`${kind}`),
            sql`, `,
          )})
        order by upload_id
        limit 1
        for update skip locked
      )
      returning upload_id, kind, file_name, uploaded_by, format, rows_total, rows_done, attempts,
        total_count, success_count, fail_count, duplicate_count`);
    const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0];
    if (!row) return null;
    return {
      uploadId: Number(row.upload_id),
      kind: String(row.kind),
      fileName: String(row.file_name),
      uploadedBy: Number(row.uploaded_by),
      format: row.format === 'csv' ? 'csv' : 'xlsx',
      rowsTotal: row.rows_total === null ? null : Number(row.rows_total),
      rowsDone: Number(row.rows_done),
      attempts: Number(row.attempts),
      counts: {
        totalCount: Number(row.total_count),
        successCount: Number(row.success_count),
        failCount: Number(row.fail_count),
        duplicateCount: Number(row.duplicate_count),
      },
    };
  }

  /** Every job left running goes back to the queue: only for a database one process owns (PGlite). */
  async requeueRunning(): Promise<void> {
    await this.db
      .update(uploads)
      .set({ state: 'queued', leaseUntil: null })
      .where(eq(uploads.state, 'running'));
  }

  /** A runner stopping between batches hands its job back at once (no lease to wait out). */
  async release(uploadId: number): Promise<void> {
    await this.db
      .update(uploads)
      .set({ state: 'queued', leaseUntil: null })
      .where(and(eq(uploads.uploadId, uploadId), eq(uploads.state, 'running')));
  }

  async file(uploadId: number): Promise<Uint8Array | null> {
    const [row] = await this.db
      .select({ bytes: uploadFiles.bytes })
      .from(uploadFiles)
      .where(eq(uploadFiles.uploadId, uploadId));
    return row?.bytes ?? null;
  }

  /** Who uploaded: the actor the rows are written as when the job runs (or runs again after a restart). */
  async actorOf(partyId: number): Promise<{ userId: number; roleId: number } | null> {
    const [row] = await this.db
      .select({ userId: users.userId, roleId: users.roleId })
      .from(users)
      .where(eq(users.partyId, partyId));
    return row ?? null;
  }

  async counted(uploadId: number, rowsTotal: number, leaseMs: number): Promise<void> {
    await this.db
      .update(uploads)
      .set({
        rowsTotal,
        totalCount: rowsTotal,
        leaseUntil: sql`now() + ${leaseMs} * interval '1 millisecond'`,
      })
      .where(eq(uploads.uploadId, uploadId));
  }

  /** Records one batch's outcomes and progress (inside the batch's transaction), renewing the lease. */
  async checkpoint(tx: Executor, uploadId: number, step: Checkpoint, leaseMs: number): Promise<void> {
    const rows: ResultRow[] = [
      ...step.successes.map(({ rowNumber, fullName, emailId, reference }) => ({
        uploadId,
        rowNumber,
        outcome: 'success',
        fullName,
        emailId,
        reference,
      })),
      ...step.failures.map(({ rowNumber, fullName, emailId, errors }) => ({
        uploadId,
        rowNumber,
        outcome: 'failed',
        fullName,
        emailId,
        errors,
      })),
    ];
    if (rows.length > 0) await tx.insert(uploadResults).values(rows).onConflictDoNothing();
    await tx
      .update(uploads)
      .set({
        ...step.counts,
        rowsDone: step.rowsDone,
        leaseUntil: sql`now() + ${leaseMs} * interval '1 millisecond'`,
      })
      .where(eq(uploads.uploadId, uploadId));
  }

  /** The job's end: done (its counts are final) or failed (its reason); either way the file goes. */
  async finish(
    ex: Executor,
    uploadId: number,
    end: { state: 'done'; counts: UploadCounts } | { state: 'failed'; reasonCode: string },
  ): Promise<void> {
    await ex
      .update(uploads)
      .set({
        ...(end.state === 'done' ? end.counts : { reasonCode: end.reasonCode }),
        state: end.state,
        leaseUntil: null,
        finishedAt: new Date(),
      })
      .where(eq(uploads.uploadId, uploadId));
    await ex.delete(uploadFiles).where(eq(uploadFiles.uploadId, uploadId));
  }

  async status(uploadId: number): Promise<JobStatus | null> {
    const [row] = await this.db
      .select({
        uploadId: uploads.uploadId,
        kind: uploads.kind,
        uploadedBy: uploads.uploadedBy,
        state: uploads.state,
        rowsTotal: uploads.rowsTotal,
        rowsDone: uploads.rowsDone,
        reasonCode: uploads.reasonCode,
        totalCount: uploads.totalCount,
        successCount: uploads.successCount,
        failCount: uploads.failCount,
        duplicateCount: uploads.duplicateCount,
      })
      .from(uploads)
      .where(eq(uploads.uploadId, uploadId));
    return row ? { ...row, state: row.state as UploadJobState } : null;
  }

  /** A done job's rows: the kept and the failed, each in file order. */
  async results(uploadId: number): Promise<{ successes: UploadSuccess[]; failures: UploadFailure[] }> {
    const rows = await this.db
      .select()
      .from(uploadResults)
      .where(and(eq(uploadResults.uploadId, uploadId), inArray(uploadResults.outcome, ['success', 'failed'])))
      .orderBy(asc(uploadResults.rowNumber));
    const successes: UploadSuccess[] = [];
    const failures: UploadFailure[] = [];
    for (const { rowNumber, fullName, emailId, reference, errors, outcome } of rows) {
      if (outcome === 'success') successes.push({ rowNumber, fullName, emailId, reference: reference ?? '' });
      else failures.push({ rowNumber, fullName, emailId, errors: errors ?? [] });
    }
    return { successes, failures };
  }
}
