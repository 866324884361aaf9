import {
  COURSE_STUDENT_UPLOAD_COLUMNS,
  MAIL_SUPPRESSION_UPLOAD_COLUMNS,
  messageFor,
  ReasonCode,
  RegistrationMessage,
  UploadRoute,
  USER_UPLOAD_COLUMNS,
} from '@finx/domain';
import { DEMO_ACCOUNTS, LOAD_LEARNERS } from '@finx/rest-api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EnrolCourseStudentDocument, SendMessageDocument } from '../../client/src/graphql/generated/graphql';
import { errorCodes } from '../src/harness/expect';
import { loginAs, type Caller } from '../src/harness/login';
import { startStack, type Stack } from '../src/harness/stack';
import { uploadFile } from '../src/harness/uploads';

/** A CSV file: the template's header, then the rows as given. */
const csv = (columns: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number>>): Buffer =>
  Buffer.from([columns.join(','), ...rows.map((row) => row.join(','))].join('\n').concat('\n'));

const COURSE = 3008;

describe('gateway uploads, part A: users, unsubscribe and bounced mails, students to a course', () => {
  let stack: Stack;
  let admin: Caller;
  let ops: Caller;
  let learner: Caller;

  beforeAll(async () => {
    stack = await startStack();
    admin = await loginAs(stack, DEMO_ACCOUNTS.admin.email, { browser: 'uploads-a-admin' });
    ops = await loginAs(stack, DEMO_ACCOUNTS.ops.email, { browser: 'uploads-a-ops' });
    learner = await loginAs(stack, LOAD_LEARNERS[0]!.email, { browser: 'uploads-a-learner' });
    // Eight engineers share two cores: starting the stack can take longer than the default minute.
  }, 240_000);
  afterAll(async () => {
    await stack?.close();
  });

  /** A browser's upload, waited for as the screen waits for its job. */
  const upload = (caller: Caller, route: UploadRoute, bytes: Buffer, fileName = 'rows.csv') =>
    uploadFile(stack, caller, route, fileName, bytes);

  it('users: creates learner accounts (entry mode 2, no password), explains bad rows, adds nothing twice', async () => {
    const file = csv(USER_UPLOAD_COLUMNS, [
      ['Asha', 'Verma', 'Asha.Verma@bulk.test', '9123400001', 2],
      ['Ravi', 'K1', 'ravi@bulk.test', '12345', 1],
      ['Taken', 'Mail', DEMO_ACCOUNTS.learner.email, '9123400002', 3],
      ['Taken', 'Mobile', 'other@bulk.test', DEMO_ACCOUNTS.learner.mobile, 1],
      // The mobile of the first row, which this file's own batch takes first.
      ['Asha', 'Twin', 'asha.twin@bulk.test', '9123400001', 2],
    ]);
    // `001 §2`: /userbulkupload is admin's alone.
    expect((await upload(ops, UploadRoute.USERS, file)).status).toBe(403);
    expect((await upload(learner, UploadRoute.USERS, file)).status).toBe(403);

    const first = (await upload(admin, UploadRoute.USERS, file)).body;
    expect(first.userErrors).toEqual([]);
    expect(first.result).toMatchObject({ totalCount: 5, successCount: 1, failCount: 4, duplicateCount: 0 });
    expect(first.result?.failList.map((row) => row.errors)).toEqual([
      [RegistrationMessage.LAST_NAME_INVALID, RegistrationMessage.MOBILE_INVALID],
      [messageFor(ReasonCode.USER_EMAIL_TAKEN)],
      [messageFor(ReasonCode.USER_MOBILE_TAKEN)],
      [messageFor(ReasonCode.USER_MOBILE_TAKEN)],
    ]);
    const [created] = await stack.rows<{ role_id: number; entry_mode: number; password_hash: string | null }>(
      sql`select role_id, entry_mode, password_hash from users where email = 'asha.verma@bulk.test'`,
    );
    expect(created).toEqual({ role_id: 5, entry_mode: 2, password_hash: null });
    const mails = await stack.rows(
      sql`select 1 from outbox_messages where recipient = 'asha.verma@bulk.test'`,
    );
    expect(mails).toHaveLength(1);

    const second = (await upload(admin, UploadRoute.USERS, file)).body;
    expect(second.result).toMatchObject({ successCount: 0, failCount: 4, duplicateCount: 1 });
    const [count] = await stack.rows<{ n: number }>(
      sql`select count(*)::int as n from users where email = 'asha.verma@bulk.test'`,
    );
    expect(count?.n).toBe(1);
    const audit = await stack.rows(sql`select 1 from staff_audit where action = 'upload.users'`);
    expect(audit).toHaveLength(2);
  });

  it('unsubscribe and bounced: marks the accounts, send-mail then skips both, a second file adds nothing', async () => {
    const [bounced, unsubscribed, kept] = [LOAD_LEARNERS[1]!, LOAD_LEARNERS[2]!, LOAD_LEARNERS[19]!];
    const file = csv(MAIL_SUPPRESSION_UPLOAD_COLUMNS, [
      [bounced.email.toUpperCase(), 'bounced', 'Mailbox does not exist'],
      [unsubscribed.email, 'Unsubscribe', 'Asked by phone'],
      ['nobody@bulk.test', 'bounced', ''],
      [kept.email, 'spam', ''],
    ]);
    expect((await upload(learner, UploadRoute.UNSUBSCRIBE_BOUNCED, file)).status).toBe(403);
    // Admin or ops (`001 §2`): ops may.
    const first = (await upload(ops, UploadRoute.UNSUBSCRIBE_BOUNCED, file)).body;
    expect(first.result).toMatchObject({ totalCount: 4, successCount: 2, failCount: 2 });
    expect(first.result?.failList.map((row) => row.errors)).toEqual([
      [messageFor(ReasonCode.UPLOAD_ROW_UNKNOWN_ACCOUNT)],
      ['type is not valid'],
    ]);
    const [marks] = await stack.rows<{ bounce_reason: string; unsubscribe_reason: string }>(
      sql`select b.bounce_reason, u.unsubscribe_reason from users b, users u
          where b.email = ${bounced.email} and u.email = ${unsubscribed.email}`,
    );
    expect(marks).toEqual({ bounce_reason: 'Mailbox does not exist', unsubscribe_reason: 'Asked by phone' });

    const second = (await upload(ops, UploadRoute.UNSUBSCRIBE_BOUNCED, file)).body;
    expect(second.result).toMatchObject({ successCount: 0, duplicateCount: 2 });

    const input = {
      kind: 'MAIL' as const,
      subject: 'Bounced and unsubscribed are skipped',
      body: 'Body',
      audience: { partyIds: [bounced.partyId, unsubscribed.partyId, kept.partyId] },
    };
    const sent = (await admin.data(SendMessageDocument, { input })).sendMessage;
    expect(sent.message).toMatchObject({
      recipientsCount: 1,
      skipped: expect.arrayContaining([
        { reason: 'BOUNCED', count: 1 },
        { reason: 'UNSUBSCRIBED', count: 1 },
      ]),
    });
    const outbox = await stack.rows<{ recipient: string }>(
      sql`select recipient from outbox_messages where subject = ${input.subject}`,
    );
    expect(outbox.map((row) => row.recipient)).toEqual([kept.email]);
  });

  it('students to a course: enrols by e-mail or id without payment, explains bad rows, adds nothing twice', async () => {
    const [byEmail, byId] = [LOAD_LEARNERS[27]!, LOAD_LEARNERS[39]!];
    const file = csv(COURSE_STUDENT_UPLOAD_COLUMNS, [
      [byEmail.email, '', COURSE],
      ['', byId.partyId, COURSE],
      ['nobody@bulk.test', '', COURSE],
      [byEmail.email, '', 999_999],
      [byEmail.email, byId.partyId, COURSE],
    ]);
    expect((await upload(ops, UploadRoute.COURSE_STUDENTS, file)).status).toBe(403);
    const first = (await upload(admin, UploadRoute.COURSE_STUDENTS, file)).body;
    expect(first.result).toMatchObject({ totalCount: 5, successCount: 2, failCount: 3 });
    expect(first.result?.failList.map((row) => row.errors)).toEqual([
      [messageFor(ReasonCode.UPLOAD_ROW_UNKNOWN_LEARNER)],
      [messageFor(ReasonCode.UPLOAD_ROW_UNKNOWN_COURSE)],
      [messageFor(ReasonCode.UPLOAD_ROW_STUDENT_MISMATCH)],
    ]);
    const enrolled = await stack.rows<{ party_id: number; source: string; order_id: number | null }>(
      sql`select party_id, source, order_id from enrolments
          where product_id = ${COURSE} and party_id in (${byEmail.partyId}, ${byId.partyId}) order by party_id`,
    );
    expect(enrolled).toEqual([
      { party_id: byEmail.partyId, source: 'STAFF', order_id: null },
      { party_id: byId.partyId, source: 'STAFF', order_id: null },
    ]);
    const second = (await upload(admin, UploadRoute.COURSE_STUDENTS, file)).body;
    expect(second.result).toMatchObject({ successCount: 0, failCount: 3, duplicateCount: 2 });
  });

  it('/add-course-student: staff enrol one learner by hand; again is refused; learners may not', async () => {
    const student = LOAD_LEARNERS[30]!;
    const input = { studentId: student.partyId, courseId: COURSE };
    const done = (await ops.data(EnrolCourseStudentDocument, { input })).enrolCourseStudent;
    expect(done).toEqual({ ok: true, userErrors: [] });
    const again = (await ops.data(EnrolCourseStudentDocument, { input })).enrolCourseStudent;
    expect(again.userErrors).toEqual([
      {
        code: ReasonCode.UPLOAD_ROW_ALREADY_ENROLLED,
        field: 'input.courseId',
        message: messageFor(ReasonCode.UPLOAD_ROW_ALREADY_ENROLLED),
      },
    ]);
    const unknown = (
      await admin.data(EnrolCourseStudentDocument, { input: { emailId: 'x@bulk.test', courseId: COURSE } })
    ).enrolCourseStudent;
    expect(unknown.userErrors[0]?.code).toBe(ReasonCode.UPLOAD_ROW_UNKNOWN_LEARNER);
    const refused = await learner.graphql(EnrolCourseStudentDocument, { input });
    expect(errorCodes(refused)).toEqual(['FORBIDDEN']);
    const audit = await stack.rows(sql`select 1 from staff_audit where action = 'course.student.enrol'`);
    expect(audit).toHaveLength(1);
  });
});
