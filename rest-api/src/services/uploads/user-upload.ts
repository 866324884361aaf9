import { messageFor, PRODUCT_NAME, ReasonCode, StaffAction, USER_UPLOAD_COLUMNS } from '@finx/domain';
import type { Messenger } from '../../providers/messaging/messenger';
import type { BulkUsersRepository } from './bulk-users.repository';
import { type UserRow, userRowChecker } from './user-rows';
import type { UploadKind } from './uploads.service';

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
export const userUpload = (accounts: BulkUsersRepository, messenger: Messenger): UploadKind<UserRow> => ({
  name: 'users',
  auditAction: StaffAction.UPLOAD_USERS,
  columns: USER_UPLOAD_COLUMNS,
  checker: userRowChecker,
  write: async (_actor, rows) => {
    const answers: Array<{ reference: string } | { errors: string[] }> = [];
    for (const row of rows) {
      const learner = {
        email: row.emailId,
        mobile: row.mobile,
        firstName: row.firstName,
        lastName: row.lastName,
        gender: row.gender,
      };
      const taken = await accounts.takenBy(learner);
      if (taken === 'same') {
        answers.push({ errors: [] });
        continue;
      }
      if (taken) {
        answers.push({ errors: [TAKEN[taken]] });
        continue;
      }
      const created = await accounts.insertLearner(learner);
      if ('taken' in created) {
        answers.push({ errors: [TAKEN[created.taken]] });
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
      answers.push({ reference: `party-${created.partyId}` });
    }
    return answers;
  },
});
