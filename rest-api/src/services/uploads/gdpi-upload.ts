import { GDPI_UPLOAD_COLUMNS, messageFor, ReasonCode, StaffAction } from '@finx/domain';
import type { RunInTransaction } from '../../db/database';
import type { GdpiRecord, GdpiRepository } from '../gdpi/gdpi.repository';
import { checkGdpiRow, type GdpiRow } from './gdpi-rows';
import { columnsOf } from './row-cells';
import type { UploadsRepository } from './uploads.repository';
import type { UploadActor, UploadKind } from './uploads.service';

/**
 * The GDPI file (`001 §7` gdpi/gdpibulkupdate, /adminbulkuploadgdpi): each row sets the named learner's
 * GD/PI status and scores, replacing the earlier one. A batch's rows are written in one transaction; the
 * upload as a whole is audited (upload.gdpi) with its counts.
 */
export const gdpiUpload = (
  uploads: Pick<UploadsRepository, 'learnersByEmail'>,
  gdpi: Pick<GdpiRepository, 'record'>,
  transaction: RunInTransaction,
  now: () => Date = () => new Date(),
): UploadKind<GdpiRow> => ({
  name: 'gdpi',
  auditAction: StaffAction.UPLOAD_GDPI,
  columns: GDPI_UPLOAD_COLUMNS,
  checker: (headers) => {
    const columns = columnsOf(headers, GDPI_UPLOAD_COLUMNS);
    return (rowNumber, cells) => checkGdpiRow(rowNumber, cells, columns);
  },
  write: async (actor: UploadActor, rows) => {
    const learners = await uploads.learnersByEmail(rows.map((row) => row.emailId));
    const records: GdpiRecord[] = [];
    const answers = rows.map((row) => {
      const partyId = learners.get(row.emailId);
      if (partyId === undefined) return { errors: [messageFor(ReasonCode.UPLOAD_ROW_UNKNOWN_LEARNER)] };
      // A later row of the same learner in one batch replaces the earlier one, as a later file would.
      const at = records.findIndex((record) => record.partyId === partyId);
      const record = { partyId, ...pick(row) };
      if (at >= 0) records[at] = record;
      else records.push(record);
      return { reference: `gdpi-${partyId}` };
    });
    await transaction((tx) => gdpi.record(tx, records, actor.partyId, now()));
    return answers;
  },
});

const pick = ({ status, gdScore, piScore, remarks }: GdpiRow) => ({ status, gdScore, piScore, remarks });
