import { ANNUAL_SALARY_BANDS, QUALIFICATIONS } from '@finx/domain';
import { DEMO_ACCOUNTS } from '@finx/rest-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EducationListsDocument } from '../../client/src/graphql/generated/graphql';
import { AnnualSalaryBandsDocument } from '../src/graphql/generated/graphql';
import { errorCodes } from '../src/harness/expect';
import { loginAs } from '../src/harness/login';
import { startStack, type Stack } from '../src/harness/stack';

// Issue 30 item 3: the calls that feed the forms (the education endpoints, profile/annualSalaryList), through
// the real gateway and rest-api.

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
});
