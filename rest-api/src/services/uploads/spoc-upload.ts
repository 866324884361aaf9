import { messageFor, ReasonCode, SPOC_UPLOAD_COLUMNS, StaffAction } from '@finx/domain';
import type { SpocService } from '../colleges/spoc.service';
import { columnsOf } from './row-cells';
import { checkSpocRow, type SpocRow } from './spoc-rows';
import type { UploadsRepository } from './uploads.repository';
import type { UploadActor, UploadKind } from './uploads.service';

/**
 * The SPOC file (/upload-spoc): each row makes the named member of staff the organisation's SPOC through
 * SpocService.assignSpoc, the manual form's own path, so its rules (an active admin or operations user, an
 * existing organisation) and its audit (spoc.assign, one per row) are the same.
 */
export const spocUpload = (
  uploads: Pick<UploadsRepository, 'partiesByEmail'>,
  spocs: Pick<SpocService, 'assignSpoc'>,
): UploadKind<SpocRow> => ({
  name: 'spoc',
  auditAction: StaffAction.UPLOAD_SPOC,
  columns: SPOC_UPLOAD_COLUMNS,
  checker: (headers) => {
    const columns = columnsOf(headers, SPOC_UPLOAD_COLUMNS);
    return (rowNumber, cells) => checkSpocRow(rowNumber, cells, columns);
  },
  write: async (actor: UploadActor, rows) => {
    const staff = await uploads.partiesByEmail(rows.map((row) => row.emailId));
    const answers: Array<{ reference: string } | { errors: string[] }> = [];
    for (const row of rows) {
      const staffPartyId = staff.get(row.emailId);
      if (staffPartyId === undefined) {
        answers.push({ errors: [messageFor(ReasonCode.UPLOAD_ROW_UNKNOWN_STAFF)] });
        continue;
      }
      const { organisationType, organisationId } = row;
      const assigned = await spocs.assignSpoc(actor, { staffPartyId, organisationType, organisationId });
      answers.push(
        assigned.ok
          ? { reference: `${organisationType.toLowerCase()}-${organisationId}` }
          : { errors: [messageFor(assigned.reasonCode)] },
      );
    }
    return answers;
  },
});
