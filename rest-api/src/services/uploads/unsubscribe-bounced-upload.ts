import { MAIL_SUPPRESSION_UPLOAD_COLUMNS, messageFor, ReasonCode, StaffAction } from '@finx/domain';
import type { BulkUsersRepository } from './bulk-users.repository';
import { type SuppressionRow, suppressionRowChecker } from './unsubscribe-bounced-rows';
import type { UploadKind } from './uploads.service';

/**
 * /bulk-unsubscribe-upload (admin or ops; `001 §7` unsubscribe-bounced-upload): an unsubscribe row marks
 * the account unsubscribed as its own unsubscribe link does, a bounced row marks its address bounced;
 * the reason is kept with either. Send-mail then skips both (messaging's `skipReasonOf`). An address no
 * account holds fails its row: mails only ever go to accounts.
 */
export const unsubscribeBouncedUpload = (accounts: BulkUsersRepository): UploadKind<SuppressionRow> => ({
  name: 'unsubscribe-bounced',
  auditAction: StaffAction.UPLOAD_UNSUBSCRIBE_BOUNCED,
  columns: MAIL_SUPPRESSION_UPLOAD_COLUMNS,
  checker: suppressionRowChecker,
  write: async (_actor, rows) => {
    const answers: Array<{ reference: string } | { errors: string[] }> = [];
    for (const row of rows) {
      const userId = await accounts.suppress(row.emailId, { type: row.type, reason: row.reason });
      answers.push(
        userId !== null
          ? { reference: `${row.type}-${userId}` }
          : { errors: [messageFor(ReasonCode.UPLOAD_ROW_UNKNOWN_ACCOUNT)] },
      );
    }
    return answers;
  },
});
