/**
 * Bulk uploads (issue 14, `001 §2` screen 8, §3 Bulk payment row, §5): the file kinds, the bulk payment
 * template and the answer of an upload. Pure data and pure checks, shared by rest-api and the client.
 */

/** `001 §5`: the extensions a picked file may have; a dropped file may be xls or xlsx only. */
export const UPLOAD_PICK_EXTENSIONS = ['xls', 'xlsx', 'csv'] as const;
export const UPLOAD_DROP_EXTENSIONS = ['xls', 'xlsx'] as const;
export type UploadFormat = (typeof UPLOAD_PICK_EXTENSIONS)[number];

/** The lower-case extension of a file name, or '' when it has none. */
export const extensionOf = (fileName: string): string => {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
};

export const isUploadFormat = (extension: string): extension is UploadFormat =>
  (UPLOAD_PICK_EXTENSIONS as readonly string[]).includes(extension);

/** `001 §3` Bulk payment row: the ten template columns, in the template's order. */
export const PAYMENT_UPLOAD_COLUMNS = [
  'paymentDate',
  'itemAmount',
  'totalAmount',
  'currency',
  'paymentStatus',
  'fullName',
  'emailId',
  'paymentMode',
  'paymentFrom',
  'paymentType',
] as const;
export type PaymentUploadColumn = (typeof PAYMENT_UPLOAD_COLUMNS)[number];

/** `001 §5`: a header cut at its first space ('paymentDate (DD/MM/YYYY)' reads as 'paymentDate'). */
export const headerKey = (header: string): string => header.trim().split(' ')[0] ?? '';

/** `001 §5`: every header of the first row must be one of the template's columns. */
export const isValidTemplate = (headers: readonly string[], columns: readonly string[]): boolean => {
  const keys = headers.map(headerKey).filter((key) => key !== '');
  return keys.length > 0 && keys.every((key) => columns.includes(key));
};

/** Spreadsheet serial days count from 30 December 1899 (the Lotus leap-year quirk included). */
const SERIAL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

/** `001 §5`: a spreadsheet serial date as an ISO date (YYYY-MM-DD). */
export const serialToIsoDate = (serial: number): string =>
  new Date(SERIAL_EPOCH_MS + Math.floor(serial) * DAY_MS).toISOString().slice(0, 10);

/** One refused row: its row number in the file, who it names, and every reason (`001 §3` failList). */
export interface UploadFailure {
  rowNumber: number;
  fullName: string;
  emailId: string;
  errors: string[];
}

/** One row kept: what it recorded. */
export interface UploadSuccess {
  rowNumber: number;
  fullName: string;
  emailId: string;
  reference: string;
}

/** `001 §3`: successCount, failCount, failList, successfullRecords; plus the rows already uploaded. */
export interface UploadResult {
  uploadId: number;
  totalCount: number;
  successCount: number;
  failCount: number;
  /** Rows of an earlier upload: nothing was added for them (issue 14 item 3). */
  duplicateCount: number;
  failList: UploadFailure[];
  successfullRecords: UploadSuccess[];
}

/**
 * Every upload is a job (issue 25 item 2): queued when the file is stored, running while its rows are
 * read and written in batches, then done (with its result) or failed (with the file's refusal).
 */
export type UploadJobState = 'queued' | 'running' | 'done' | 'failed';

/** What the upload's request answers at once, and what the screen polls until the job ends. */
export interface UploadJob {
  uploadId: number;
  state: UploadJobState;
  /** Data rows read and settled so far. */
  rowsDone: number;
  /** Data rows in the file, once counted (null until then). */
  rowsTotal: number | null;
  /** The outcome, once done. */
  result: UploadResult | null;
  /** Why the file as a whole was refused, once failed (a reason code of the uploads feature). */
  reasonCode: string | null;
}

/** The outcome the client announces (`001 §4`, §8). Duplicates alone count as nothing failed. */
export type UploadOutcome = 'success' | 'partial' | 'failed';

export const uploadOutcomeOf = (result: Pick<UploadResult, 'successCount' | 'failCount'>): UploadOutcome => {
  if (result.failCount === 0) return 'success';
  return result.successCount > 0 ? 'partial' : 'failed';
};
