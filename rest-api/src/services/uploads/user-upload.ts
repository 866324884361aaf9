import {
  ENTRY_MODE_BULK_UPLOAD,
  messageFor,
  PRODUCT_NAME,
  ReasonCode,
  RoleId,
  StaffAction,
  USER_UPLOAD_COLUMNS,
} from '@finx/domain';
import { eq, or } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import { uniqueViolation } from '../../db/unique-violation';
import type { Messenger } from '../../providers/messaging/messenger';
import { type UserRow, userRowChecker } from './user-rows';
import type { UploadKind } from './uploads.service';

/** Which of the row's e-mail and mobile an account holds already, or null. */
const takenBy = async (db: Database, row: UserRow): Promise<'email' | 'mobile' | null> => {
  const rows = await db
    .select({ email: users.email, mobile: users.mobile })
    .from(users)
    .where(or(eq(users.email, row.emailId), eq(users.mobile, row.mobile)));
  if (rows.some((account) => account.email === row.emailId)) return 'email';
  return rows.length > 0 ? 'mobile' : null;
};

const TAKEN = {
  email: messageFor(ReasonCode.USER_EMAIL_TAKEN),
  mobile: messageFor(ReasonCode.USER_MOBILE_TAKEN),
} as const;

/**
 * /userbulkupload (admin): each row becomes a learner account with entry mode 2, Bulk Upload (`001 §3`).
 * No password is ever in the file: the account has none, and a welcome mail (through the outbox) tells
 * the learner to sign in with their mobile number and OTP, or to set a password with Forgot Password
 * (docs/decisions.md, "uploads A"). An e-mail or mobile another account holds fails the row.
 */
export const userUpload = (db: Database, messenger: Messenger): UploadKind<UserRow> => ({
  name: 'users',
  auditAction: StaffAction.UPLOAD_USERS,
  columns: USER_UPLOAD_COLUMNS,
  checker: userRowChecker,
  write: async (_actor, rows) => {
    const answers: Array<{ reference: string } | { errors: string[] }> = [];
    for (const row of rows) {
      const taken = await takenBy(db, row);
      if (taken) {
        answers.push({ errors: [TAKEN[taken]] });
        continue;
      }
      let partyId: number;
      try {
        const [created] = await db
          .insert(users)
          .values({
            email: row.emailId,
            mobile: row.mobile,
            firstName: row.firstName,
            lastName: row.lastName,
            gender: row.gender,
            roleId: RoleId.LEARNER,
            entryMode: ENTRY_MODE_BULK_UPLOAD,
            status: 'ACTIVE',
          })
          .returning({ partyId: users.partyId });
        if (!created) throw new Error('user insert answered no row');
        partyId = created.partyId;
      } catch (error) {
        const constraint = uniqueViolation(error);
        if (constraint === null) throw error;
        // Taken between the check and the insert (another upload of the same rows at the same moment).
        answers.push({ errors: [TAKEN[constraint.includes('mobile') ? 'mobile' : 'email']] });
        continue;
      }
      await messenger.send({
        channel: 'EMAIL',
        recipient: row.emailId,
        subject: `Your ${PRODUCT_NAME} account`,
        body:
          `Dear ${row.firstName},\n\nAn account has been created for you on ${PRODUCT_NAME}. ` +
          `Sign in with your mobile number ${row.mobile} and the OTP we send to it, ` +
          `or choose Forgot Password there to set a password for your E-Mail Id.`,
      });
      answers.push({ reference: `party-${partyId}` });
    }
    return answers;
  },
});
