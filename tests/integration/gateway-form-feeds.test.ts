import { ANNUAL_SALARY_BANDS, ProductId, QUALIFICATIONS, SUBSCRIBE_NOT_FREE } from '@finx/domain';
import { DEMO_ACCOUNTS } from '@finx/rest-api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CheckAccountChangeDocument,
  EducationListsDocument,
  EntryLinkProductDocument,
  LearnerLeadDocument,
  StaffSaveLeadRefDocument,
  SubscribeFreeDocument,
} from '../../client/src/graphql/generated/graphql';
import { AnnualSalaryBandsDocument } from '../src/graphql/generated/graphql';
import { dataOf, errorCodes } from '../src/harness/expect';
import { loginAs } from '../src/harness/login';
import { startStack, type Stack } from '../src/harness/stack';

// Issue 30 item 3: the calls that feed the forms (the education endpoints, profile/annualSalaryList) and that
// check them before they are sent (validateupdateuser), a free product's Enrol for Free (subscribe) and the
// product a registration link names (getProductIdFromSourceParam), and where a learner came from as staff read
// and record it (getLeadRegisterDetails, leadRef/saveLeadRefDetails), through the real gateway and rest-api.

describe('gateway form feeds (issue 30 item 3)', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ restEnv: { LOGIN_LIMIT_PER_ADDRESS: '1000' } });
    // Starting the stack on the shared 2-core machine has taken over a minute under load.
  }, 300_000);
  afterAll(() => stack?.close());

  it("gives the education form the server's qualifications and years, to learners and staff alike", async () => {
    for (const email of [DEMO_ACCOUNTS.learner.email, DEMO_ACCOUNTS.ops.email]) {
      const caller = await loginAs(stack, email, { browser: `lists-${email}` });
      const lists = await caller.data(EducationListsDocument, {});
      expect(lists.educationQualifications.map((option) => option.name)).toEqual([...QUALIFICATIONS]);
      const years = lists.educationYears.map((option) => Number(option.name));
      expect(years[0]).toBe(new Date().getUTCFullYear() + 5);
      expect(years.at(-1)).toBe(1970);
    }
    expect(errorCodes(await stack.graphql(EducationListsDocument, {}))).toEqual(['UNAUTHENTICATED']);
  });

  it('serves the salary bands to anyone signed in', async () => {
    const learner = await loginAs(stack, DEMO_ACCOUNTS.learner.email, { browser: 'bands' });
    expect((await learner.data(AnnualSalaryBandsDocument, {})).annualSalaryBands).toEqual(
      ANNUAL_SALARY_BANDS.map((band) => ({ ...band })),
    );
    expect(errorCodes(await stack.graphql(AnnualSalaryBandsDocument, {}))).toEqual(['UNAUTHENTICATED']);
  });

  it('asks before a profile is sent whether the account may take a mobile (validateupdateuser)', async () => {
    const admin = await loginAs(stack, DEMO_ACCOUNTS.admin.email, { browser: 'change-admin' });
    const learner = await loginAs(stack, DEMO_ACCOUNTS.learner.email, { browser: 'change-learner' });
    const { userId } = DEMO_ACCOUNTS.learner;
    const taken = (await admin.data(CheckAccountChangeDocument, { userId, mobile: DEMO_ACCOUNTS.ops.mobile }))
      .checkAccountChange;
    expect(taken.ok).toBe(false);
    expect(taken.userErrors.map(({ code, field }) => ({ code, field }))).toEqual([
      { code: 'USER_MOBILE_TAKEN', field: 'mobile' },
    ]);
    // Its own number passes; a learner asks about their own account (no userId) and no one else's.
    expect(
      (await admin.data(CheckAccountChangeDocument, { userId, mobile: DEMO_ACCOUNTS.learner.mobile }))
        .checkAccountChange,
    ).toMatchObject({ ok: true, userErrors: [] });
    expect(
      (await learner.data(CheckAccountChangeDocument, { mobile: '9123456780' })).checkAccountChange.ok,
    ).toBe(true);
    expect(
      errorCodes(
        await learner.graphql(CheckAccountChangeDocument, {
          userId: DEMO_ACCOUNTS.admin.userId,
          mobile: '9123456780',
        }),
      ),
    ).toEqual(['FORBIDDEN']);
    expect(errorCodes(await stack.graphql(CheckAccountChangeDocument, { mobile: '9123456780' }))).toEqual([
      'UNAUTHENTICATED',
    ]);
  });

  it('enrols a learner in a free product at once, once, and refuses a priced one (subscribe)', async () => {
    const learner = await loginAs(stack, DEMO_ACCOUNTS.learner.email, { browser: 'free-learner' });
    const ops = await loginAs(stack, DEMO_ACCOUNTS.ops.email, { browser: 'free-ops' });
    // The driver answers rows as PGlite or node-postgres does; only rows is read.
    const { rows } = (await stack.restDb.execute(
      sql`select product_id from products where active and price_paise > 0 and product_id not in (select product_id from enrolments where party_id = ${DEMO_ACCOUNTS.learner.partyId}) order by product_id limit 2`,
    )) as unknown as { rows: { product_id: number }[] };
    const [free, priced] = rows.map((row) => Number(row.product_id));
    await stack.restDb.execute(sql`update products set is_free = true where product_id = ${free!}`);
    const taken = await learner.data(SubscribeFreeDocument, { productId: free! });
    expect(taken.subscribeFree).toEqual({ ok: true, userErrors: [] });
    const again = (await learner.data(SubscribeFreeDocument, { productId: free! })).subscribeFree;
    expect(again.userErrors.map((error) => error.code)).toEqual(['ALREADY_ENROLLED']);
    const bought = (await learner.data(SubscribeFreeDocument, { productId: priced! })).subscribeFree;
    expect(bought.userErrors).toEqual([
      { code: 'VALIDATION_FAILED', field: 'productId', message: SUBSCRIBE_NOT_FREE },
    ]);
    expect(errorCodes(await ops.graphql(SubscribeFreeDocument, { productId: free! }))).toEqual(['FORBIDDEN']);
  });

  it('names the product an entry link points at, before anyone signs in (getProductIdFromSourceParam)', async () => {
    const product = async (variables: { proId?: number; pro?: string }) =>
      dataOf(await stack.graphql(EntryLinkProductDocument, variables)).entryLinkProduct;
    const byId = await product({ proId: ProductId.CFX });
    expect(byId).toMatchObject({ productId: ProductId.CFX });
    expect((await product({ pro: byId!.productName.toUpperCase() }))?.productId).toBe(ProductId.CFX);
    expect(await product({ pro: 'no such product zz' })).toBeNull();
    expect(await product({})).toBeNull();
  });

  it('lets staff read and record where a learner came from (getLeadRegisterDetails, saveLeadRefDetails)', async () => {
    const ops = await loginAs(stack, DEMO_ACCOUNTS.ops.email, { browser: 'lead-ops' });
    const learner = await loginAs(stack, DEMO_ACCOUNTS.learner.email, { browser: 'lead-learner' });
    const { userId, partyId } = DEMO_ACCOUNTS.learner;
    const saved = await ops.data(StaffSaveLeadRefDocument, {
      partyId,
      input: { source: 'Career fair', camp: 'Pune-2026', medium: '' },
    });
    expect(saved.staffSaveLeadRef).toMatchObject({ ok: true, userErrors: [] });
    expect((await ops.data(LearnerLeadDocument, { userId })).learnerLead).toMatchObject({
      source: 'Career fair',
      camp: 'Pune-2026',
      medium: null,
    });
    const unknown = (await ops.data(StaffSaveLeadRefDocument, { partyId: 999_999, input: { source: 'x' } }))
      .staffSaveLeadRef;
    expect(unknown.userErrors.map(({ code, field }) => ({ code, field }))).toEqual([
      { code: 'NOT_FOUND', field: 'partyId' },
    ]);
    expect(errorCodes(await learner.graphql(LearnerLeadDocument, { userId }))).toEqual(['FORBIDDEN']);
    expect(
      errorCodes(await learner.graphql(StaffSaveLeadRefDocument, { partyId, input: { source: 'self' } })),
    ).toEqual(['FORBIDDEN']);
  });
});
