import { MAIL_SUPPRESSION_UPLOAD_COLUMNS, messageFor, ReasonCode, StaffAction } from '@finx/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import { type SuppressionRow, suppressionRowChecker } from './unsubscribe-bounced-rows';
import type { UploadKind } from './uploads.service';

/**
 * /bulk-unsubscribe-upload (admin or ops; `001 §7` unsubscribe-bounced-upload): an unsubscribe row marks
 * the account unsubscribed as its own unsubscribe link does, a bounced row marks its address bounced;
 * the reason is kept with either. Send-mail then skips both (messaging's `skipReasonOf`). An address no
 * account holds fails its row: mails only ever go to accounts.
 */
export const unsubscribeBouncedUpload = (db: Database): UploadKind<SuppressionRow> => ({
  name: 'unsubscribe-bounced',
  auditAction: StaffAction.UPLOAD_UNSUBSCRIBE_BOUNCED,
  columns: MAIL_SUPPRESSION_UPLOAD_COLUMNS,
  checker: suppressionRowChecker,
  write: async (_actor, rows) => {
    const answers: Array<{ reference: string } | { errors: string[] }> = [];
    for (const row of rows) {
      const now = new Date();
      const marks =
        row.type === 'bounced'
          ? { bouncedAt: now, bounceReason: row.reason }
          : { unsubscribedAt: now, unsubscribeReason: row.reason };
      const updated = await db
        .update(users)
        .set({ ...marks, updatedAt: now })
        .where(eq(users.email, row.emailId))
        .returning({ userId: users.userId });
      answers.push(
        updated[0]
          ? { reference: `${row.type}-${updated[0].userId}` }
          : { errors: [messageFor(ReasonCode.UPLOAD_ROW_UNKNOWN_ACCOUNT)] },
      );
    }
    return answers;
  },
});
