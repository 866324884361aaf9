import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  isValidTemplate,
  ReasonCode,
  type StaffAction,
  UPLOAD_BATCH_ROWS,
  UPLOAD_MAX_ROWS,
  type UploadFailure,
  type UploadJob,
  type UploadsReason,
  UploadsReasons,
  type UploadSuccess,
} from '@finx/domain';
import type { RunInTransaction, Transaction } from '../../db/database';
import { accept, type Outcome, refusalsOf } from '../../outcome';
import type { AuditService, StaffActor } from '../audit/audit.module';
import { type SheetFormat, receiveFile } from './upload-file';
import type { ClaimedJob, JobStatus, UploadJobsRepository } from './upload-jobs.repository';
import type { JobWork } from './upload-jobs.runner';
import type { UploadCounts, UploadsRepository } from './uploads.repository';
import { type SheetCell, sheetRows } from './sheet-rows';

const { refuse } = refusalsOf(UploadsReasons);

/** A row that passed its field rules, with the key that makes it idempotent. */
export interface KeyedRow {
  rowNumber: number;
  fullName: string;
  emailId: string;
  rowKey: string;
}

/** A written row: its reference, or its errors (none: it was there already). */
export type RowOutcome = { reference: string } | { errors: string[] };

/** What one kind of upload (payments, users, ...) adds to the framework. */
interface UploadKindRules<TRow extends KeyedRow> {
  /** Stored with each upload and row key: keys are unique within a kind. */
  name: string;
  /** What the audit log calls one upload of this kind. */
  auditAction: StaffAction;
  /** The template's columns; every header of the first row must be one of them (`001 §5`). */
  columns: readonly string[];
  /** Reads the header row once; answers the row checker for this file's column order. */
  checker(
    headers: readonly SheetCell[],
  ): (rowNumber: number, cells: readonly SheetCell[]) => CheckedRow<TRow>;
}

/**
 * How a kind writes one batch of new rows, answering each row's outcome in order. Either inside the
 * batch's own transaction (`writeInBatch`: the rows, their keys, outcomes and the job's progress commit
 * together, so a crash leaves all of the batch or none of it), or in the kind's own transactions
 * (`write`): then a batch cut short by a crash is written again when its job resumes, so a row that had
 * landed must come back as a reference or as `{ errors: [] }` (already there), never as a second write.
 */
type BatchWriter<TRow extends KeyedRow> =
  | {
      writeInBatch(tx: Transaction, actor: UploadActor, rows: readonly TRow[]): Promise<RowOutcome[]>;
      write?: never;
    }
  | { write(actor: UploadActor, rows: readonly TRow[]): Promise<RowOutcome[]>; writeInBatch?: never };

export type UploadKind<TRow extends KeyedRow> = UploadKindRules<TRow> & BatchWriter<TRow>;

export type CheckedRow<TRow> =
  | { ok: true; row: TRow }
  | { ok: false; rowNumber: number; fullName: string; emailId: string; errors: string[] };

export interface UploadActor extends StaffActor {
  userId: number;
}

export interface UploadsServiceDeps {
  uploads: UploadsRepository;
  jobs: UploadJobsRepository;
  audit: AuditService;
  transaction: RunInTransaction;
  /** Every kind by its name: a job names its kind, and any replica may run it. */
  kinds: ReadonlyMap<string, UploadKind<KeyedRow>>;
  /** Tells the runner a job was queued. */
  queued: () => void;
  /** The lease a batch renews (the runner's). */
  leaseMs: number;
}

const job = (status: JobStatus, result: UploadJob['result'] = null): UploadJob => ({
  uploadId: status.uploadId,
  state: status.state,
  rowsDone: status.rowsDone,
  rowsTotal: status.rowsTotal,
  result,
  reasonCode: status.reasonCode,
});

/** Data rows or the file's refusal: the first pass reads no more than UPLOAD_MAX_ROWS + 1 rows. */
type Counted = { rows: number } | { refusal: ReasonCode };

/**
 * The upload framework (issue 14 items 1 and 3, issue 25 item 2). A request only receives the file:
 * streamed to disk and guarded (size, type, zip bomb), then stored with its job and answered at once.
 * The job (uploads.runner) reads the file twice as a stream: first to check the template and count the
 * rows, stopping at UPLOAD_MAX_ROWS + 1 (nothing is written when a file-level rule fails), then row by
 * row, writing UPLOAD_BATCH_ROWS at a time; each batch's row keys, outcomes and progress commit in one
 * transaction, so a job resumes after its last committed batch. Each row key is written at most once per
 * kind: a file uploaded twice adds nothing twice and a partly bad file keeps its good rows. Memory is
 * one batch and the file's row keys, never the file.
 */
export class UploadsService implements JobWork {
  constructor(private readonly deps: UploadsServiceDeps) {}

  /** Receives a file and queues its job; refusals of the file itself (format, size, archive) answer now. */
  async upload<TRow extends KeyedRow>(
    kind: UploadKind<TRow>,
    actor: UploadActor,
    fileName: string,
    body: Readable,
  ): Promise<Outcome<UploadJob, UploadsReason>> {
    const received = await receiveFile(body, fileName);
    if (!received.ok) return refuse(received.reasonCode);
    let bytes: Buffer;
    try {
      bytes = await readFile(received.file.path);
    } finally {
      await received.file.dispose();
    }
    const { jobs, transaction } = this.deps;
    const format = received.file.format;
    const uploadId = await transaction((tx) =>
      jobs.enqueue(tx, { kind: kind.name, fileName, uploadedBy: actor.partyId, format }, bytes),
    );
    this.deps.queued();
    return accept({
      uploadId,
      state: 'queued',
      rowsDone: 0,
      rowsTotal: null,
      result: null,
      reasonCode: null,
    });
  }

  /** One upload's job as its uploader sees it; the whole result once it is done. */
  async progress(actor: StaffActor, uploadId: number): Promise<Outcome<UploadJob, UploadsReason>> {
    const status = Number.isSafeInteger(uploadId) ? await this.deps.jobs.status(uploadId) : null;
    // Another person's upload is as unknown as one that never was: its rows name people.
    if (!status || status.uploadedBy !== actor.partyId) return refuse(ReasonCode.UPLOAD_NOT_FOUND);
    if (status.state !== 'done') return accept(job(status));
    const { successes, failures } = await this.deps.jobs.results(uploadId);
    return accept(
      job(status, {
        uploadId,
        totalCount: status.totalCount,
        successCount: status.successCount,
        failCount: status.failCount,
        duplicateCount: status.duplicateCount,
        failList: failures,
        successfullRecords: successes,
      }),
    );
  }

  async abandon(claimed: ClaimedJob): Promise<void> {
    await this.deps.transaction((tx) =>
      this.deps.jobs.finish(tx, claimed.uploadId, {
        state: 'failed',
        reasonCode: ReasonCode.UPLOAD_INTERRUPTED,
      }),
    );
  }

  async run(claimed: ClaimedJob, control: { stopping(): boolean }): Promise<'ended' | 'stopped'> {
    const { jobs, transaction } = this.deps;
    const kind = this.deps.kinds.get(claimed.kind);
    const bytes = await jobs.file(claimed.uploadId);
    const owner = await jobs.actorOf(claimed.uploadedBy);
    if (!kind || !bytes || !owner) {
      await this.abandon(claimed);
      return 'ended';
    }
    const folder = await mkdtemp(join(tmpdir(), 'finx-upload-job-'));
    try {
      const path = join(folder, 'upload');
      await writeFile(path, bytes);
      if (claimed.rowsTotal === null) {
        const counted = await this.count(kind, path, claimed.format);
        if ('refusal' in counted) {
          await transaction((tx) =>
            jobs.finish(tx, claimed.uploadId, { state: 'failed', reasonCode: counted.refusal }),
          );
          return 'ended';
        }
        await jobs.counted(claimed.uploadId, counted.rows, this.deps.leaseMs);
        claimed = {
          ...claimed,
          rowsTotal: counted.rows,
          counts: { ...claimed.counts, totalCount: counted.rows },
        };
      }
      const actor = { partyId: claimed.uploadedBy, ...owner };
      return await this.write(kind, actor, claimed, path, control);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  private async count(kind: UploadKind<KeyedRow>, path: string, format: SheetFormat): Promise<Counted> {
    const rows = sheetRows(path, format);
    let header = false;
    let count = 0;
    try {
      for await (const { cells } of rows) {
        if (!header) {
          const headers = cells.map((cell) => (typeof cell === 'string' ? cell : ''));
          if (!isValidTemplate(headers, kind.columns)) return { refusal: ReasonCode.UPLOAD_INVALID_TEMPLATE };
          header = true;
          continue;
        }
        if (++count > UPLOAD_MAX_ROWS) return { refusal: ReasonCode.UPLOAD_TOO_MANY_ROWS };
        // A long file must not hold the event loop: other people's requests go between rows.
        if (count % UPLOAD_BATCH_ROWS === 0) await nextTurn();
      }
    } catch {
      // A file the readers cannot parse (a broken archive or sheet) is not a valid file.
      return { refusal: ReasonCode.UPLOAD_INVALID_FORMAT };
    } finally {
      await rows.return(undefined);
    }
    if (!header) return { refusal: ReasonCode.UPLOAD_INVALID_TEMPLATE };
    if (count === 0) return { refusal: ReasonCode.UPLOAD_EMPTY };
    return { rows: count };
  }

  /** The second pass: the rows after the last committed batch, written a batch at a time. */
  private async write(
    kind: UploadKind<KeyedRow>,
    actor: UploadActor,
    claimed: ClaimedJob,
    path: string,
    control: { stopping(): boolean },
  ): Promise<'ended' | 'stopped'> {
    const progress = { rowsDone: claimed.rowsDone, counts: { ...claimed.counts } };
    const seen = new Set<string>();
    const rows = sheetRows(path, claimed.format);
    let check: ReturnType<UploadKind<KeyedRow>['checker']> | null = null;
    let index = 0;
    let batch: CheckedRow<KeyedRow>[] = [];
    try {
      for await (const { rowNumber, cells } of rows) {
        if (!check) {
          check = kind.checker(cells);
          continue;
        }
        // Rows of committed batches were settled before a restart; their kept keys are claimed.
        if (++index <= claimed.rowsDone) continue;
        batch.push(check(rowNumber, cells));
        if (batch.length < UPLOAD_BATCH_ROWS) continue;
        await this.settle(kind, actor, claimed.uploadId, batch, seen, progress);
        batch = [];
        // Between batches: other requests run (PGlite answers one query at a time), and a stop lands.
        await nextTurn();
        if (control.stopping()) return 'stopped';
      }
    } finally {
      await rows.return(undefined);
    }
    if (batch.length > 0) await this.settle(kind, actor, claimed.uploadId, batch, seen, progress);
    await this.close(kind, actor, claimed, progress.counts);
    return 'ended';
  }

  /**
   * One batch: its new rows written, then their keys, outcomes and the job's progress committed in one
   * transaction; a kind that writes in the batch's transaction writes its rows in that one too.
   */
  private async settle(
    kind: UploadKind<KeyedRow>,
    actor: UploadActor,
    uploadId: number,
    batch: readonly CheckedRow<KeyedRow>[],
    seen: Set<string>,
    progress: { rowsDone: number; counts: UploadCounts },
  ): Promise<void> {
    const { uploads, jobs, transaction } = this.deps;
    const failures: UploadFailure[] = [];
    const successes: UploadSuccess[] = [];
    const good: KeyedRow[] = [];
    for (const checked of batch) {
      if (checked.ok) good.push(checked.row);
      else failures.push({ ...checked });
    }
    const keys = good.map((row) => row.rowKey);
    let duplicates = 0;
    const freshOf = (taken: ReadonlySet<string>): KeyedRow[] =>
      good.filter((row) => {
        const duplicate = taken.has(row.rowKey) || seen.has(row.rowKey);
        seen.add(row.rowKey);
        if (duplicate) duplicates++;
        return !duplicate;
      });
    const claims: Array<{ uploadId: number; kind: string; rowKey: string; reference: string }> = [];
    const record = (fresh: readonly KeyedRow[], written: readonly RowOutcome[]) =>
      fresh.forEach((row, at) => {
        const outcome = written[at];
        if (!outcome) return;
        const { rowNumber, fullName, emailId } = row;
        if ('reference' in outcome) {
          successes.push({ rowNumber, fullName, emailId, reference: outcome.reference });
          claims.push({ uploadId, kind: kind.name, rowKey: row.rowKey, reference: outcome.reference });
        } else if (outcome.errors.length === 0) {
          // Written already: by another upload of the same rows at the same moment, or before a restart.
          duplicates++;
        } else {
          failures.push({ rowNumber, fullName, emailId, errors: outcome.errors });
        }
      });
    const commit = async (tx: Transaction) => {
      progress.rowsDone += batch.length;
      const { counts } = progress;
      counts.successCount += successes.length;
      counts.failCount += failures.length;
      counts.duplicateCount += duplicates;
      await uploads.claim(tx, claims);
      await jobs.checkpoint(
        tx,
        uploadId,
        { rowsDone: progress.rowsDone, counts, successes, failures },
        this.deps.leaseMs,
      );
    };
    if (kind.writeInBatch) {
      const writeInBatch = kind.writeInBatch;
      await transaction(async (tx) => {
        await uploads.lockKind(tx, kind.name);
        const fresh = freshOf(await uploads.takenKeys(kind.name, keys, tx));
        record(fresh, await writeInBatch(tx, actor, fresh));
        await commit(tx);
      });
      return;
    }
    const fresh = freshOf(await uploads.takenKeys(kind.name, keys));
    record(fresh, await kind.write(actor, fresh));
    await transaction(commit);
  }

  /** The job is done: its closing counts and the audit entry of the upload, together. */
  private async close(
    kind: UploadKind<KeyedRow>,
    actor: UploadActor,
    claimed: ClaimedJob,
    counts: UploadCounts,
  ): Promise<void> {
    await this.deps.transaction(async (tx) => {
      await this.deps.jobs.finish(tx, claimed.uploadId, { state: 'done', counts });
      await this.deps.audit.record(tx, actor, {
        action: kind.auditAction,
        entityType: 'upload',
        entityId: claimed.uploadId,
        before: null,
        after: { fileName: claimed.fileName, ...counts },
      });
    });
  }
}
