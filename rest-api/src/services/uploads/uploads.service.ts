import type { Readable } from 'node:stream';
import {
  isValidTemplate,
  ReasonCode,
  type StaffAction,
  UPLOAD_BATCH_ROWS,
  UPLOAD_MAX_ROWS,
  type UploadFailure,
  type UploadResult,
  type UploadSuccess,
} from '@finx/domain';
import type { RunInTransaction } from '../../db/database';
import { accept, type Outcome, refuse } from '../../outcome';
import type { AuditService, StaffActor } from '../audit/audit.module';
import { receiveFile } from './upload-file';
import type { UploadsRepository } from './uploads.repository';
import { type SheetCell, sheetRows } from './sheet-rows';

/** A row that passed its field rules, with the key that makes it idempotent. */
export interface KeyedRow {
  rowNumber: number;
  fullName: string;
  emailId: string;
  rowKey: string;
}

/** What one kind of upload (payments, users, ...) adds to the framework. */
export interface UploadKind<TRow extends KeyedRow> {
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
  /** Writes one batch of new rows (their own transactions); answers each row's reference or its errors. */
  write(
    actor: UploadActor,
    rows: readonly TRow[],
  ): Promise<Array<{ reference: string } | { errors: string[] }>>;
}

export type CheckedRow<TRow> =
  | { ok: true; row: TRow }
  | { ok: false; rowNumber: number; fullName: string; emailId: string; errors: string[] };

export interface UploadActor extends StaffActor {
  userId: number;
}

export interface UploadsServiceDeps {
  uploads: UploadsRepository;
  audit: AuditService;
  transaction: RunInTransaction;
}

/** The rows read from a file: those that passed their field rules, and those that did not. */
interface ReadRows<TRow> {
  good: TRow[];
  failures: UploadFailure[];
  total: number;
}

/**
 * The upload framework (issue 14 items 1 and 3): the file is streamed to disk and guarded (size, type,
 * zip bomb), read row by row, every row checked; then the good rows are written in batches of
 * UPLOAD_BATCH_ROWS, each row key at most once per kind, so a file uploaded twice adds nothing twice and
 * a partly bad file keeps its good rows. Nothing is written when the file breaks a file-level rule
 * (format, template, row limit): rows are all read and checked first, bounded by UPLOAD_MAX_ROWS.
 */
export class UploadsService {
  constructor(private readonly deps: UploadsServiceDeps) {}

  async upload<TRow extends KeyedRow>(
    kind: UploadKind<TRow>,
    actor: UploadActor,
    fileName: string,
    body: Readable,
  ): Promise<Outcome<UploadResult>> {
    const received = await receiveFile(body, fileName);
    if (!received.ok) return refuse(received.reasonCode);
    let read: ReadRows<TRow> | ReasonCode;
    try {
      read = await this.read(kind, received.file.path, received.file.format);
    } finally {
      await received.file.dispose();
    }
    if (typeof read === 'string') return refuse(read);
    return accept(await this.write(kind, actor, fileName, read));
  }

  private async read<TRow extends KeyedRow>(
    kind: UploadKind<TRow>,
    path: string,
    format: 'xlsx' | 'csv',
  ): Promise<ReadRows<TRow> | ReasonCode> {
    const rows = sheetRows(path, format);
    let check: ReturnType<UploadKind<TRow>['checker']> | null = null;
    const read: ReadRows<TRow> = { good: [], failures: [], total: 0 };
    try {
      for await (const { rowNumber, cells } of rows) {
        if (!check) {
          const headers = cells.map((cell) => (typeof cell === 'string' ? cell : ''));
          if (!isValidTemplate(headers, kind.columns)) return ReasonCode.UPLOAD_INVALID_TEMPLATE;
          check = kind.checker(cells);
          continue;
        }
        if (++read.total > UPLOAD_MAX_ROWS) return ReasonCode.UPLOAD_TOO_MANY_ROWS;
        const checked = check(rowNumber, cells);
        if (checked.ok) read.good.push(checked.row);
        else read.failures.push({ ...checked, rowNumber });
      }
    } catch {
      // A file the readers cannot parse (a broken archive or sheet) is not a valid file.
      return ReasonCode.UPLOAD_INVALID_FORMAT;
    } finally {
      await rows.return(undefined);
    }
    if (!check) return ReasonCode.UPLOAD_INVALID_TEMPLATE;
    if (read.total === 0) return ReasonCode.UPLOAD_EMPTY;
    return read;
  }

  private async write<TRow extends KeyedRow>(
    kind: UploadKind<TRow>,
    actor: UploadActor,
    fileName: string,
    read: ReadRows<TRow>,
  ): Promise<UploadResult> {
    const { uploads, audit, transaction } = this.deps;
    const uploadId = await uploads.open(kind.name, fileName, actor.partyId);
    const failList = [...read.failures];
    const successfullRecords: UploadSuccess[] = [];
    const seen = new Set<string>();
    let duplicateCount = 0;
    for (let start = 0; start < read.good.length; start += UPLOAD_BATCH_ROWS) {
      const batch = read.good.slice(start, start + UPLOAD_BATCH_ROWS);
      const taken = await uploads.takenKeys(
        kind.name,
        batch.map((row) => row.rowKey),
      );
      const fresh = batch.filter((row) => {
        const duplicate = taken.has(row.rowKey) || seen.has(row.rowKey);
        seen.add(row.rowKey);
        if (duplicate) duplicateCount++;
        return !duplicate;
      });
      const written = await kind.write(actor, fresh);
      const claims: Array<{ uploadId: number; kind: string; rowKey: string; reference: string }> = [];
      fresh.forEach((row, at) => {
        const outcome = written[at];
        if (!outcome) return;
        const { rowNumber, fullName, emailId } = row;
        if ('reference' in outcome) {
          successfullRecords.push({ rowNumber, fullName, emailId, reference: outcome.reference });
          claims.push({ uploadId, kind: kind.name, rowKey: row.rowKey, reference: outcome.reference });
        } else if (outcome.errors.length === 0) {
          // Written by another upload of the same rows at the same moment.
          duplicateCount++;
        } else {
          failList.push({ rowNumber, fullName, emailId, errors: outcome.errors });
        }
      });
      await transaction((tx) => uploads.claim(tx, claims));
    }
    failList.sort((a, b) => a.rowNumber - b.rowNumber);
    const result: UploadResult = {
      uploadId,
      totalCount: read.total,
      successCount: successfullRecords.length,
      failCount: failList.length,
      duplicateCount,
      failList,
      successfullRecords,
    };
    const counts = {
      totalCount: result.totalCount,
      successCount: result.successCount,
      failCount: result.failCount,
      duplicateCount,
    };
    await transaction(async (tx) => {
      await uploads.close(tx, uploadId, counts);
      await audit.record(tx, actor, {
        action: kind.auditAction,
        entityType: 'upload',
        entityId: uploadId,
        before: null,
        after: { fileName, ...counts },
      });
    });
    return result;
  }
}
