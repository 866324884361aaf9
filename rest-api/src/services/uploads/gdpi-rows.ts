import {
  GDPI_MAX_SCORE,
  GDPI_REMARKS_MAX,
  GDPI_STATUS_LABEL,
  GDPI_STATUSES,
  type GdpiStatus,
  type GdpiUploadColumn,
} from '@finx/domain';
import { rowKeyOf } from './row-cells';
import { RowFields } from './row-fields';
import type { SheetCell } from './sheet-rows';
import type { CheckedRow } from './uploads.service';

/** A GDPI row that passed every field rule. */
export interface GdpiRow {
  rowNumber: number;
  fullName: string;
  emailId: string;
  status: GdpiStatus;
  gdScore: number | null;
  piScore: number | null;
  remarks: string | null;
  rowKey: string;
}

/** A status as the code (SELECTED) or its label, any case ('On Hold', 'on_hold'). */
const statusOf = (text: string): GdpiStatus | null => {
  const key = text
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
  return (
    GDPI_STATUSES.find(
      (status) => status === key || GDPI_STATUS_LABEL[status].toUpperCase() === text.trim().toUpperCase(),
    ) ?? null
  );
};

/** Empty is no score; otherwise 0..100 with at most one decimal. */
const scoreOf = (cell: SheetCell): number | null | 'invalid' => {
  if (cell === null) return null;
  const text = typeof cell === 'number' ? String(cell) : typeof cell === 'string' ? cell.trim() : '';
  if (!/^\d{1,3}(\.\d)?$/.test(text)) return 'invalid';
  const score = Number(text);
  return score <= GDPI_MAX_SCORE ? score : 'invalid';
};

/** Every field rule of one GDPI row (/adminbulkuploadgdpi); every broken rule is named. */
export const checkGdpiRow = (
  rowNumber: number,
  cells: readonly SheetCell[],
  columns: ReadonlyMap<GdpiUploadColumn, number>,
): CheckedRow<GdpiRow> => {
  const row = new RowFields(cells, columns);
  const fullName = row.text('fullName');
  const emailId = row.email('emailId');
  const statusText = row.text('gdpiStatus');
  const status = row.required('gdpiStatus') ? statusOf(statusText) : null;
  if (statusText !== '' && !status) row.invalid('gdpiStatus');
  const score = (column: 'gdScore' | 'piScore'): number | null => {
    const value = scoreOf(row.cell(column));
    if (value === 'invalid') {
      row.invalid(column);
      return null;
    }
    return value;
  };
  const gdScore = score('gdScore');
  const piScore = score('piScore');
  const remarks = row.text('remarks') || null;
  if (remarks && remarks.length > GDPI_REMARKS_MAX) row.invalid('remarks');
  const errors = [...new Set(row.errors)];
  if (errors.length > 0 || !status) return { ok: false, rowNumber, fullName, emailId, errors };
  return {
    ok: true,
    row: {
      rowNumber,
      fullName,
      emailId,
      status,
      gdScore,
      piScore,
      remarks,
      rowKey: rowKeyOf([emailId, status, gdScore, piScore, remarks]),
    },
  };
};
