import { CollegeAdminMessage, CorporateEnquiryMessage, ReasonMessage, RoleId } from '@finx/domain';
import { DEMO_ACCOUNTS } from '@finx/rest-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AddCollegeMemberDocument,
  CollegeMembersDocument,
  CorporateEnquiriesDocument,
  CreateCollegeDocument,
  RemoveCollegeMemberDocument,
  StaffAuditLogDocument,
  StaffCollegesDocument,
  SubmitCorporateEnquiryDocument,
  UpdateCollegeDocument,
  UpdateCorporateEnquiryDocument,
} from '../../client/src/graphql/generated/graphql';
import { dataOf, errorCodes } from '../src/harness/expect';
import { loginAs } from '../src/harness/login';
import { startStack, type Stack } from '../src/harness/stack';

// Issue 13 item 4 through the real gateway and rest-api: corporate enquiries (a public form, followed up
// by staff) and staff college management with members. Both audited, both refused to other roles.

// One stack for both: starting one is the slow part on a shared machine.
let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
}, 180_000);
afterAll(() => stack?.close());

describe('gateway corporate enquiries (issue 13 item 4)', () => {
  const enquiry = {
    companyName: 'Harbour Bank',
    contactName: 'Meera Iyer',
    email: 'meera@harbourbank.example',
    phone: '9820011223',
    message: 'We want ten analysts for our Mumbai office.',
  };

  const submit = async (input: typeof enquiry) =>
    dataOf(await stack.graphql(SubmitCorporateEnquiryDocument, { input })).submitCorporateEnquiry;

  it('takes an enquiry from anyone, with each broken rule on its field', async () => {
    const blank = await submit({ ...enquiry, companyName: ' ' });
    expect(blank.userErrors).toEqual([
      {
        code: 'VALIDATION_FAILED',
        field: 'input.companyName',
        message: CorporateEnquiryMessage.COMPANY_REQUIRED,
      },
    ]);
    const sent = await submit(enquiry);
    expect(sent.userErrors).toEqual([]);
    expect(sent.enquiry).toMatchObject({ status: 'NEW' });
  });

  it('is listed for staff only, who follow it up; the follow-up is audited', async () => {
    const learner = await loginAs(stack, DEMO_ACCOUNTS.learner.email);
    expect(errorCodes(await learner.graphql(CorporateEnquiriesDocument, {}))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await stack.graphql(CorporateEnquiriesDocument, {}))).toEqual(['UNAUTHENTICATED']);
    const input = { status: 'CONTACTED' as const, notes: 'Called Meera.' };
    expect(
      errorCodes(await learner.graphql(UpdateCorporateEnquiryDocument, { enquiryId: 1, input })),
    ).toEqual(['FORBIDDEN']);

    await submit({ ...enquiry, companyName: 'Delta Insurance', email: 'hr@delta.example' });
    const ops = await loginAs(stack, DEMO_ACCOUNTS.ops.email);
    const all = (await ops.data(CorporateEnquiriesDocument, {})).corporateEnquiries;
    expect(all.rows.map((row) => row.companyName).slice(0, 2)).toEqual(['Delta Insurance', 'Harbour Bank']);
    const harbour = (await ops.data(CorporateEnquiriesDocument, { search: 'harbour' })).corporateEnquiries
      .rows[0]!;
    expect(harbour).toMatchObject({ ...enquiry, status: 'NEW', notes: '' });

    const updated = (await ops.data(UpdateCorporateEnquiryDocument, { enquiryId: harbour.enquiryId, input }))
      .updateCorporateEnquiry;
    expect(updated.enquiry).toMatchObject(input);
    const contacted = (await ops.data(CorporateEnquiriesDocument, { status: 'CONTACTED' }))
      .corporateEnquiries;
    expect(contacted.rows.map((row) => row.enquiryId)).toEqual([harbour.enquiryId]);
    const missing = (await ops.data(UpdateCorporateEnquiryDocument, { enquiryId: 999_999, input }))
      .updateCorporateEnquiry;
    expect(missing.userErrors).toEqual([
      { code: 'NOT_FOUND', field: 'enquiryId', message: ReasonMessage.NOT_FOUND },
    ]);

    const admin = await loginAs(stack, DEMO_ACCOUNTS.admin.email);
    const log = (await admin.data(StaffAuditLogDocument, { entityId: String(harbour.enquiryId) }))
      .staffAuditLog;
    const entry = log.rows.find((row) => row.action === 'corporate-enquiry.update');
    expect(entry).toBeDefined();
  });
});

describe('gateway staff colleges and members (issue 13 item 4)', () => {
  const college = {
    name: 'Riverside Institute of Finance',
    city: 'Nagpur',
    contactName: 'Placement Office',
    contactEmail: 'tpo@riverside.example',
    contactPhone: '9820055667',
  };

  it('refuses learners, officers and strangers', async () => {
    for (const email of [DEMO_ACCOUNTS.learner.email, DEMO_ACCOUNTS.tpo.email]) {
      const user = await loginAs(stack, email);
      expect(errorCodes(await user.graphql(StaffCollegesDocument, {}))).toEqual(['FORBIDDEN']);
      expect(errorCodes(await user.graphql(CreateCollegeDocument, { input: college }))).toEqual([
        'FORBIDDEN',
      ]);
    }
    expect(errorCodes(await stack.graphql(CollegeMembersDocument, { collegeId: 1 }))).toEqual([
      'UNAUTHENTICATED',
    ]);
  });

  it('admin adds a college, ops edit it and manage its members; every change is audited', async () => {
    const admin = await loginAs(stack, DEMO_ACCOUNTS.admin.email);
    const blank = (await admin.data(CreateCollegeDocument, { input: { ...college, name: '' } }))
      .createCollege;
    expect(blank.userErrors).toEqual([
      { code: 'VALIDATION_FAILED', field: 'input.name', message: CollegeAdminMessage.NAME_REQUIRED },
    ]);
    const created = (await admin.data(CreateCollegeDocument, { input: college })).createCollege.college!;
    expect(created).toMatchObject({ ...college, students: 0, officers: 0 });
    const taken = (await admin.data(CreateCollegeDocument, { input: college })).createCollege;
    expect(taken.userErrors[0]).toMatchObject({ code: 'COLLEGE_NAME_TAKEN', field: 'input.name' });

    const ops = await loginAs(stack, DEMO_ACCOUNTS.ops.email);
    const edited = (
      await ops.data(UpdateCollegeDocument, {
        collegeId: created.collegeId,
        input: { ...college, city: 'Nashik' },
      })
    ).updateCollege;
    expect(edited.college).toMatchObject({ city: 'Nashik' });

    const collegeId = created.collegeId;
    const add = async (emailID: string) =>
      (await ops.data(AddCollegeMemberDocument, { collegeId, input: { emailID } })).addCollegeMember;
    expect(await add(DEMO_ACCOUNTS.learner.email)).toEqual({ ok: true, userErrors: [] });
    expect((await add(DEMO_ACCOUNTS.admin.email)).userErrors[0]).toMatchObject({
      code: 'COLLEGE_MEMBER_ROLE',
      field: 'input.emailID',
    });
    // The demo officer belongs to the demo college already: one college per person.
    expect((await add(DEMO_ACCOUNTS.tpo.email)).userErrors[0]).toMatchObject({
      code: 'COLLEGE_MEMBER_ELSEWHERE',
      field: 'input.emailID',
    });
    expect((await add('nobody@nowhere.example')).userErrors[0]).toMatchObject({
      code: 'COLLEGE_MEMBER_UNKNOWN',
    });

    const members = (await ops.data(CollegeMembersDocument, { collegeId })).collegeMembers;
    expect(members.map((row) => [row.partyId, row.roleId])).toEqual([
      [DEMO_ACCOUNTS.learner.partyId, RoleId.LEARNER],
    ]);
    const listed = (await ops.data(StaffCollegesDocument, { search: 'riverside' })).staffColleges;
    expect(listed.rows).toEqual([expect.objectContaining({ collegeId, students: 1, officers: 0 })]);

    const removed = (
      await ops.data(RemoveCollegeMemberDocument, { collegeId, partyId: DEMO_ACCOUNTS.learner.partyId })
    ).removeCollegeMember;
    expect(removed.ok).toBe(true);
    expect((await ops.data(CollegeMembersDocument, { collegeId })).collegeMembers).toEqual([]);

    const log = (await admin.data(StaffAuditLogDocument, { entityId: String(collegeId) })).staffAuditLog;
    expect(log.rows.filter((row) => row.entityType === 'college').map((row) => row.action)).toEqual([
      'college.member-remove',
      'college.member-add',
      'college.update',
      'college.create',
    ]);
  });
});
