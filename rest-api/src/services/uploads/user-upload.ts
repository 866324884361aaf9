import { messageFor, PRODUCT_NAME, ReasonCode, StaffAction, USER_UPLOAD_COLUMNS } from '@finx/domain';
import type { Messenger, OutgoingMessage } from '../../providers/messaging/messenger';
import type { BulkUsersRepository } from './bulk-users.repository';
import { type UserRow, userRowChecker } from './user-rows';
import type { UploadKind } from './uploads.service';

const TAKEN = {
  email: messageFor(ReasonCode.USER_EMAIL_TAKEN),
  mobile: messageFor(ReasonCode.USER_MOBILE_TAKEN),
} as const;

const welcome = (row: UserRow): OutgoingMessage => ({
  channel: 'EMAIL',
  recipient: row.emailId,
  subject: `Your ${PRODUCT_NAME} account`,
  body:
    `Dear ${row.firstName},\n\nAn account has been created for you on ${PRODUCT_NAME}. ` +
    `Sign in with your mobile number ${row.mobile} and the OTP we send to it, ` +
    `or choose Forgot Password there to set a password for your E-Mail Id.`,
});

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
  // A batch costs three statements, not three a row: who holds the batch's e-mails and mobiles, the new
  // accounts, their welcome mails. A 15,000-row file took 50 s on PGlite a row at a time.
  write: async (_actor, rows) => {
    const learners = rows.map((row) => ({
      email: row.emailId,
      mobile: row.mobile,
      firstName: row.firstName,
      lastName: row.lastName,
      gender: row.gender,
    }));
    const taken = await accounts.takenByAll(learners);
    const fresh = learners.filter((_, index) => taken[index] === null);
    const parties = new Map<string, number | null>();
    (await accounts.insertLearners(fresh)).forEach((partyId, index) =>
      parties.set(fresh[index]!.email, partyId),
    );
    const answers: Array<{ reference: string } | { errors: string[] }> = [];
    const welcomes: OutgoingMessage[] = [];
    for (const [index, row] of rows.entries()) {
      const learner = learners[index]!;
      const held = taken[index];
      if (held === 'same') {
        answers.push({ errors: [] });
        continue;
      }
      const partyId = held ? null : parties.get(learner.email);
      if (partyId == null) {
        // Taken before the batch looked, or by another upload between the look and the insert.
        const reason = held ?? (await accounts.takenBy(learner));
        answers.push(reason === 'same' ? { errors: [] } : { errors: [TAKEN[reason ?? 'email']] });
        continue;
      }
      welcomes.push(welcome(row));
      answers.push({ reference: `party-${partyId}` });
    }
    await messenger.sendAll(welcomes);
    return answers;
  },
});
