import { SpocOrganisationType, type SpocUploadColumn } from '@finx/domain';
import { rowKeyOf } from './row-cells';
import { RowFields } from './row-fields';
import type { SheetCell } from './sheet-rows';
import type { CheckedRow } from './uploads.service';

/** A SPOC row that passed every field rule: the member of staff by e-mail, the organisation by id. */
export interface SpocRow {
  rowNumber: number;
  fullName: string;
  emailId: string;
  organisationType: SpocOrganisationType;
  organisationId: number;
  rowKey: string;
}

const TYPES = Object.values(SpocOrganisationType);

/** Every field rule of one SPOC row (/upload-spoc); every broken rule is named. */
export const checkSpocRow = (
  rowNumber: number,
  cells: readonly SheetCell[],
  columns: ReadonlyMap<SpocUploadColumn, number>,
): CheckedRow<SpocRow> => {
  const row = new RowFields(cells, columns);
  const fullName = row.text('fullName');
  const emailId = row.email('emailId');
  const typeText = row.text('organisationType').toUpperCase();
  const organisationType = TYPES.find((type) => type === typeText) ?? null;
  if (row.required('organisationType') && !organisationType) row.invalid('organisationType');
  const idText = row.text('organisationId');
  const organisationId = /^\d{1,9}$/.test(idText) ? Number(idText) : null;
  if (row.required('organisationId') && (organisationId === null || organisationId === 0)) {
    row.invalid('organisationId');
  }
  const errors = [...new Set(row.errors)];
  if (errors.length > 0 || !organisationType || !organisationId) {
    return { ok: false, rowNumber, fullName, emailId, errors };
  }
  return {
    ok: true,
    row: {
      rowNumber,
      fullName,
      emailId,
      organisationType,
      organisationId,
      rowKey: rowKeyOf([emailId, organisationType, organisationId]),
    },
  };
};
