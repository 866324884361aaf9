import { GDPI_UPLOAD_COLUMNS, PAYMENT_UPLOAD_COLUMNS, SPOC_UPLOAD_COLUMNS } from '@finx/domain';

/** A kind's template: its sheet, the columns and one example row, and the names of its files. */
export interface UploadTemplate {
  sheet: string;
  columns: readonly string[];
  example: ReadonlyArray<string | number>;
  fileName: string;
  /** The export's name before its date suffix (`001 §9`). */
  exportPrefix: string;
}

/** `001 §2` screen 8: the payment template, the ten columns and one example row. */
export const PAYMENT_TEMPLATE: UploadTemplate = {
  sheet: 'Payments',
  columns: PAYMENT_UPLOAD_COLUMNS,
  example: [
    '15/01/2026',
    500,
    500,
    'INR',
    'captured',
    'Priya Sharma',
    'learner@finx.demo',
    'offline',
    'student',
    'full',
  ],
  fileName: 'Bulk-Payment-Template.xlsx',
  exportPrefix: 'Bulk-Payment-Upload',
};

/** /adminbulkuploadgdpi: the learner, the status (Scheduled, Selected, Rejected, On Hold, Absent), scores. */
export const GDPI_TEMPLATE: UploadTemplate = {
  sheet: 'GDPI',
  columns: GDPI_UPLOAD_COLUMNS,
  example: ['Priya Sharma', 'learner@finx.demo', 'Selected', 72.5, 80, 'Clear and confident'],
  fileName: 'Bulk-GDPI-Template.xlsx',
  exportPrefix: 'Bulk-GDPI-Upload',
};

/** /upload-spoc: the member of staff by e-mail, the organisation as COLLEGE or CORPORATE and its id. */
export const SPOC_TEMPLATE: UploadTemplate = {
  sheet: 'SPOC',
  columns: SPOC_UPLOAD_COLUMNS,
  example: ['Operations User', 'ops@finx.demo', 'COLLEGE', 1],
  fileName: 'Bulk-SPOC-Template.xlsx',
  exportPrefix: 'Bulk-SPOC-Upload',
};
