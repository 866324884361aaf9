import { messageFor, PROFILE_SCORE_UPLOAD_COLUMNS, ReasonCode, StaffAction } from '@finx/domain';
import type { RunInTransaction } from '../../db/database';
import { checkProfileScoreRow, type ProfileScoreRow } from './profile-score-rows';
import type { ProfileScoreRecord, ProfileScoresRepository } from './profile-scores.repository';
import { columnsOf } from './row-cells';
import type { UploadActor, UploadKind } from './uploads.service';

/**
 * The profile score file (`001 §7` upload/profileScore): each row records a learner's score for a day
 * and source. A batch's rows are written in one transaction; the upload is audited (upload.profile-scores).
 */
export const profileScoreUpload = (
  scores: Pick<ProfileScoresRepository, 'learners' | 'record'>,
  transaction: RunInTransaction,
  now: () => Date = () => new Date(),
): UploadKind<ProfileScoreRow> => ({
  name: 'profile-score',
  auditAction: StaffAction.UPLOAD_PROFILE_SCORES,
  columns: PROFILE_SCORE_UPLOAD_COLUMNS,
  checker: (headers) => {
    const columns = columnsOf(headers, PROFILE_SCORE_UPLOAD_COLUMNS);
    return (rowNumber, cells) => checkProfileScoreRow(rowNumber, cells, columns);
  },
  write: async (actor: UploadActor, rows) => {
    const { byEmail, byMobile } = await scores.learners(
      rows.flatMap((row) => (row.email ? [row.email] : [])),
      rows.flatMap((row) => (row.mobile ? [row.mobile] : [])),
    );
    const records = new Map<string, ProfileScoreRecord>();
    const answers = rows.map((row) => {
      const byMail = row.email ? byEmail.get(row.email) : undefined;
      const byPhone = row.mobile ? byMobile.get(row.mobile) : undefined;
      const partyId = byMail ?? byPhone;
      // Both given: they must name the same learner.
      if (partyId === undefined || (row.email && row.mobile && byMail !== byPhone)) {
        return { errors: [messageFor(ReasonCode.UPLOAD_ROW_UNKNOWN_USER)] };
      }
      const { score, assessedOn, source } = row;
      // A later row of the same learner, day and source in one batch replaces the earlier one.
      records.set(`${partyId}|${assessedOn}|${source}`, { partyId, score, assessedOn, source });
      return { reference: `profile-score-${partyId}-${assessedOn}` };
    });
    await transaction((tx) => scores.record(tx, [...records.values()], actor.partyId, now()));
    return answers;
  },
});
