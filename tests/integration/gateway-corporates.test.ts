import { CorporatesMessage } from '@finx/domain';
import { DEMO_ACCOUNTS } from '@finx/rest-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CorporateDocument,
  CorporatesDocument,
  CreateCorporateDocument,
  StaffAuditLogDocument,
  UpdateCorporateDocument,
} from '../../client/src/graphql/generated/graphql';
import { errorCodes } from '../src/harness/expect';
import { loginAs } from '../src/harness/login';
import { startStack, type Stack } from '../src/harness/stack';

// Issue 13 item 4 through the real gateway and rest-api: staff manage the corporates jobs are posted under.

describe('gateway corporates (issue 13 item 4)', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack?.close());

  it('refuses learners and strangers', async () => {
    const learner = await loginAs(stack, DEMO_ACCOUNTS.learner.email);
    expect(errorCodes(await learner.graphql(CorporatesDocument, {}))).toEqual(['FORBIDDEN']);
    const input = { name: 'X', about: 'Y', city: 'Z' };
    expect(errorCodes(await learner.graphql(CreateCorporateDocument, { input }))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await stack.graphql(CorporateDocument, { corporateId: 1 }))).toEqual([
      'UNAUTHENTICATED',
    ]);
  });

  it('admin adds a corporate, ops edit it, and admin reads both changes in the audit log', async () => {
    const admin = await loginAs(stack, DEMO_ACCOUNTS.admin.email);
    const blank = (await admin.data(CreateCorporateDocument, { input: { name: '', about: 'a', city: 'b' } }))
      .createCorporate;
    expect(blank.userErrors).toEqual([
      { code: 'VALIDATION_FAILED', field: 'input.name', message: CorporatesMessage.NAME_REQUIRED },
    ]);
    const input = {
      name: 'Gateway Finance',
      about: 'A lender hiring relationship managers.',
      city: 'Chennai',
    };
    const created = (await admin.data(CreateCorporateDocument, { input })).createCorporate.corporate!;
    expect(created).toMatchObject({ ...input, jobCount: 0 });
    const taken = (await admin.data(CreateCorporateDocument, { input })).createCorporate;
    expect(taken.userErrors[0]).toMatchObject({ code: 'CORPORATE_NAME_TAKEN', field: 'input.name' });

    const ops = await loginAs(stack, DEMO_ACCOUNTS.ops.email);
    const edited = (
      await ops.data(UpdateCorporateDocument, {
        corporateId: created.corporateId,
        input: { ...input, city: 'Bengaluru' },
      })
    ).updateCorporate;
    expect(edited.corporate).toMatchObject({ city: 'Bengaluru' });
    const found = (await ops.data(CorporatesDocument, { search: 'gateway fin' })).corporates;
    expect(found.rows.map((row) => row.name)).toEqual(['Gateway Finance']);

    const log = (await admin.data(StaffAuditLogDocument, { entityId: String(created.corporateId) }))
      .staffAuditLog;
    expect(log.rows.map((row) => row.action)).toEqual(['corporate.update', 'corporate.create']);
  });
});
