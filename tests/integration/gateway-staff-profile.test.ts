import { ProfileMessage } from '@finx/domain';
import { DEMO_ACCOUNTS, LOAD_LEARNERS } from '@finx/rest-api';
import { sampleExe, samplePdf } from '@finx/rest-api/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ChangeLearnerEmailDocument,
  LearnerInstituteDueDocument,
  LearnerProfileDocument,
  StaffSaveDateOfBirthDocument,
  StaffSaveEducationDocument,
  StaffSaveInstituteDetailsDocument,
  StaffUserDocument,
} from '../../client/src/graphql/generated/graphql';
import { errorCodes } from '../src/harness/expect';
import { type Caller, loginAs } from '../src/harness/login';
import { startStack, type Stack } from '../src/harness/stack';

// /admin-edit-user-profile's admin calls (`001 §7` Admin email, saveDateOfBirth, updateeducation, ...)
// through the real gateway and rest-api: staff edit a learner's e-mail and profile sections.

describe('gateway: staff edit a learner’s e-mail and profile sections', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ restEnv: { LOGIN_LIMIT_PER_ADDRESS: '1000' } });
  }, 240_000);
  afterAll(() => stack?.close());

  const learner = LOAD_LEARNERS[29]!;
  const education = {
    qualification: 'Graduate',
    institute: 'Pune University',
    yearOfPassing: 2021,
    percentage: 68,
  };

  it('ops save a learner’s education and date of birth and change their e-mail; the learner signs in with it', async () => {
    const ops = await loginAs(stack, DEMO_ACCOUNTS.ops.email);
    const partyId = learner.partyId;
    const saved = await ops.data(StaffSaveEducationDocument, { partyId, input: education });
    expect(saved.staffSaveEducation.userErrors).toEqual([]);
    expect(saved.staffSaveEducation.profile?.education).toMatchObject(education);

    const tooYoung = await ops.data(StaffSaveDateOfBirthDocument, { partyId, dateOfBirth: '2020-01-01' });
    expect(tooYoung.staffSaveDateOfBirth.userErrors).toEqual([
      expect.objectContaining({ field: 'input.dateOfBirth', message: ProfileMessage.DOB_INVALID }),
    ]);
    await ops.data(StaffSaveDateOfBirthDocument, { partyId, dateOfBirth: '1999-09-09' });
    const profile = (await ops.data(LearnerProfileDocument, { partyId })).learnerProfile!;
    expect(profile).toMatchObject({ personal: { dateOfBirth: '1999-09-09', gender: '' }, education });

    const taken = await ops.data(ChangeLearnerEmailDocument, {
      input: { partyId, email: DEMO_ACCOUNTS.learner.email },
    });
    expect(taken.changeLearnerEmail.userErrors).toEqual([
      expect.objectContaining({ code: 'USER_EMAIL_TAKEN', field: 'input.email' }),
    ]);
    const changed = await ops.data(ChangeLearnerEmailDocument, {
      input: { partyId, email: 'Moved@Example.com' },
    });
    expect(changed.changeLearnerEmail.user?.email).toBe('moved@example.com');
    expect((await ops.data(StaffUserDocument, { partyId })).staffUser?.email).toBe('moved@example.com');
    await expect(loginAs(stack, 'moved@example.com')).resolves.toBeDefined();
  });

  /** /admin-edit-user-profile's resume upload: the bytes, the learner in `x-party-id`, the session cookie. */
  const putResume = async (caller: Caller, partyId: number, bytes: Buffer) => {
    const jar = stack.cookiesOf(caller.identity.cookie!);
    const response = await fetch(`${stack.gatewayUrl}/documents/upload`, {
      method: 'POST',
      headers: {
        'content-type': 'application/octet-stream',
        'x-file-name': encodeURIComponent('cv.pdf'),
        'x-party-id': String(partyId),
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
      },
      body: new Uint8Array(bytes),
    });
    expect(response.status).toBeLessThan(500);
    return {
      status: response.status,
      body: (await response.json()) as { document: { documentType: string } | null; userErrors: unknown[] },
    };
  };

  it('ops put a learner’s resume (Admin updateresume); a file that is no document is refused', async () => {
    const ops = await loginAs(stack, DEMO_ACCOUNTS.ops.email);
    const put = await putResume(ops, learner.partyId, samplePdf());
    expect(put.body).toMatchObject({ document: { documentType: 'RESUME' }, userErrors: [] });
    const bad = await putResume(ops, learner.partyId, sampleExe());
    expect(bad.body.userErrors).toEqual([
      expect.objectContaining({ code: 'DOCUMENT_INVALID_FORMAT', field: 'file' }),
    ]);
  });

  it('ops give the institute details a learner from a college owes (Admin institute)', async () => {
    const fromCollege = LOAD_LEARNERS[31]!;
    await stack.restDb.execute(
      sql`insert into lead_registers (user_id, college) values (${fromCollege.userId}, 'C42')`,
    );
    const ops = await loginAs(stack, DEMO_ACCOUNTS.ops.email);
    const due = async () =>
      (await ops.data(LearnerInstituteDueDocument, { partyId: fromCollege.partyId })).learnerInstituteDue;
    expect(await due()).toBe(true);
    const input = { bfsId: 'BFS42', batchNumber: 'B7' };
    const saved = await ops.data(StaffSaveInstituteDetailsDocument, { userId: fromCollege.userId, input });
    expect(saved.staffSaveInstituteDetails).toMatchObject({ ok: true, userErrors: [] });
    expect(await due()).toBe(false);
    const again = await ops.data(StaffSaveInstituteDetailsDocument, { userId: fromCollege.userId, input });
    expect(again.staffSaveInstituteDetails.userErrors).toEqual([
      expect.objectContaining({ code: 'INSTITUTE_ALREADY_SAVED' }),
    ]);
  });

  it('refuses learners and SYSOPSADMIN on the server', async () => {
    const other = LOAD_LEARNERS[30]!;
    const self = await loginAs(stack, other.email);
    const sysops = await loginAs(stack, DEMO_ACCOUNTS.sysops.email);
    for (const caller of [self, sysops]) {
      expect(errorCodes(await caller.graphql(LearnerProfileDocument, { partyId: other.partyId }))).toEqual([
        'FORBIDDEN',
      ]);
      const input = { partyId: other.partyId, email: 'x@example.com' };
      expect(errorCodes(await caller.graphql(ChangeLearnerEmailDocument, { input }))).toEqual(['FORBIDDEN']);
      expect((await putResume(caller, other.partyId, samplePdf())).status).toBe(403);
      const due = await caller.graphql(LearnerInstituteDueDocument, { partyId: other.partyId });
      expect(errorCodes(due)).toEqual(['FORBIDDEN']);
    }
  });
});
