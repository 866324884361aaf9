import { CatalogueAdminMessage, ReasonMessage } from '@finx/domain';
import { DEMO_ACCOUNTS, DEMO_CATEGORY } from '@finx/rest-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PrerequisitesDocument,
  SaveProductDocument,
  SetProductActiveDocument,
  SetProductPrerequisitesDocument,
  SetProductValidityDocument,
  StaffAuditLogDocument,
  StaffPrerequisitesDocument,
} from '../../client/src/graphql/generated/graphql';
import { errorCodes } from '../src/harness/expect';
import { type Caller, loginAs } from '../src/harness/login';
import { startStack, type Stack } from '../src/harness/stack';

// Issue 13 item 2 (product validity, prerequisites with the sequence check) through gateway, REST and DB.

const course = (productName: string) => ({
  productName,
  productType: 'COURSE',
  description: 'A course made by the sequence tests of the catalogue.',
  categoryId: DEMO_CATEGORY.CREDIT_AND_LENDING,
  subjectArea: 'Sequencing',
  level: 'Beginner',
  durationMinutes: 60,
  productPrice: 499,
});

const createActive = async (staff: Caller, name: string): Promise<number> => {
  const saved = (await staff.data(SaveProductDocument, { input: course(name) })).saveProduct;
  expect(saved.userErrors).toEqual([]);
  const productId = saved.product!.productId;
  await staff.data(SetProductActiveDocument, { productId, active: true });
  return productId;
};

describe('gateway catalogue-admin validity and prerequisites (issue 13 item 2)', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ restEnv: { LOGIN_LIMIT_PER_ADDRESS: '1000' } });
    // The shared two-core machine can take minutes to migrate a fresh database under parallel load.
  }, 300_000);
  afterAll(() => stack?.close());

  it('refuses learners and anonymous callers', async () => {
    const learner = await loginAs(stack, DEMO_ACCOUNTS.learner.email);
    const validity = { input: { productId: 3001, validityDays: 30 } };
    expect(errorCodes(await learner.graphql(SetProductValidityDocument, validity))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await learner.graphql(StaffPrerequisitesDocument, { productId: 3001 }))).toEqual([
      'FORBIDDEN',
    ]);
    const prerequisites = { input: { productId: 3001, prerequisiteIds: [] } };
    expect(errorCodes(await learner.graphql(SetProductPrerequisitesDocument, prerequisites))).toEqual([
      'FORBIDDEN',
    ]);
    expect(errorCodes(await stack.graphql(SetProductValidityDocument, validity))).toEqual([
      'UNAUTHENTICATED',
    ]);
  });

  it('ops sets and clears a validity, audited; a bad one is refused on its field', async () => {
    const ops = await loginAs(stack, DEMO_ACCOUNTS.ops.email);
    const productId = await createActive(ops, 'Validity Course');
    const set = (await ops.data(SetProductValidityDocument, { input: { productId, validityDays: 45 } }))
      .setProductValidity;
    expect(set).toMatchObject({ userErrors: [], product: { productId, validityDays: 45 } });
    const cleared = (await ops.data(SetProductValidityDocument, { input: { productId, validityDays: null } }))
      .setProductValidity;
    expect(cleared.product?.validityDays).toBeNull();

    const bad = (await ops.data(SetProductValidityDocument, { input: { productId, validityDays: 0 } }))
      .setProductValidity;
    expect(bad.userErrors).toEqual([
      { code: 'VALIDATION_FAILED', field: 'input.validityDays', message: CatalogueAdminMessage.VALIDITY },
    ]);
    const missing = (
      await ops.data(SetProductValidityDocument, { input: { productId: 99_999_999, validityDays: 10 } })
    ).setProductValidity;
    expect(missing.userErrors.map((error) => [error.code, error.field])).toEqual([
      ['NOT_FOUND', 'input.productId'],
    ]);

    const admin = await loginAs(stack, DEMO_ACCOUNTS.admin.email);
    const audit = (
      await admin.data(StaffAuditLogDocument, { entityType: 'product', entityId: String(productId) })
    ).staffAuditLog.rows;
    expect(audit.filter((row) => row.action === 'product.validity')).toHaveLength(2);
  });

  it('keeps prerequisites in order, refuses loops, and the learner sees what comes first', async () => {
    const admin = await loginAs(stack, DEMO_ACCOUNTS.admin.email);
    const basics = await createActive(admin, 'Sequence Basics');
    const middle = await createActive(admin, 'Sequence Middle');
    const advanced = await createActive(admin, 'Sequence Advanced');

    const setPrerequisites = async (productId: number, prerequisiteIds: number[]) =>
      (await admin.data(SetProductPrerequisitesDocument, { input: { productId, prerequisiteIds } }))
        .setProductPrerequisites;

    expect((await setPrerequisites(middle, [basics])).userErrors).toEqual([]);
    const saved = await setPrerequisites(advanced, [middle, basics]);
    expect(saved.prerequisites?.map((row) => [row.sequence, row.productName])).toEqual([
      [1, 'Sequence Middle'],
      [2, 'Sequence Basics'],
    ]);

    // Basics would need Advanced, which needs Basics through Middle: no order is left.
    const loop = await setPrerequisites(basics, [advanced]);
    expect(loop).toEqual({
      prerequisites: null,
      userErrors: [
        {
          code: 'CATALOGUE_PREREQUISITE_CYCLE',
          field: 'input.prerequisiteIds',
          message: ReasonMessage.CATALOGUE_PREREQUISITE_CYCLE,
        },
      ],
    });
    expect((await setPrerequisites(basics, [basics])).userErrors.map((error) => error.code)).toEqual([
      'CATALOGUE_PREREQUISITE_SELF',
    ]);
    expect((await setPrerequisites(basics, [99_999_999])).userErrors.map((error) => error.code)).toEqual([
      'CATALOGUE_PREREQUISITE_UNKNOWN',
    ]);
    const unchanged = (await admin.data(StaffPrerequisitesDocument, { productId: basics }))
      .staffPrerequisites;
    expect(unchanged).toEqual([]);

    const learner = await loginAs(stack, DEMO_ACCOUNTS.learner.email);
    const table = (await learner.data(PrerequisitesDocument, { productId: String(advanced) })).prerequisites;
    // The table lists what comes first, in order, then the course itself.
    expect(table.rows.map((row) => row.productName)).toEqual([
      'Sequence Middle',
      'Sequence Basics',
      'Sequence Advanced',
    ]);

    const audit = (
      await admin.data(StaffAuditLogDocument, { entityType: 'product', entityId: String(advanced) })
    ).staffAuditLog.rows;
    expect(audit.map((row) => row.action)).toContain('product.prerequisites');
  });
});
