import { RoleId } from '@finx/domain';
import { DEMO_ACCOUNTS, DEMO_PURCHASES } from '@finx/rest-api';
import { sql } from 'drizzle-orm';
import {
  buildClientSchema,
  getIntrospectionQuery,
  getNamedType,
  getNullableType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLSchema,
  type IntrospectionQuery,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
} from 'graphql';
import { getMetadataStorage } from 'type-graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RecordRefundDocument } from '../../client/src/graphql/generated/graphql';
import { dataOf, errorCodes } from '../src/harness/expect';
import { loginAs, type Caller } from '../src/harness/login';
import { startStack, type GraphqlResponse, type Stack } from '../src/harness/stack';

/*
 * The gateway's own role check (`@Authorized(roles)` on every restricted Query and Mutation field), tested
 * on its own: rest-api checks roles too, so a refusal alone proves nothing about the gateway. A caller of
 * the wrong role must get FORBIDDEN from the gateway with no request reaching rest-api at all; were the
 * decorator gone, the gateway would call rest-api (or answer something other than FORBIDDEN).
 */

type RootKind = 'query' | 'mutation';

interface GuardedField {
  kind: RootKind;
  name: string;
  /** The roles `@Authorized` names; empty means any signed-in person. */
  roles: readonly number[];
}

/** Every root field type-graphql knows, with the roles of its `@Authorized` (undefined: not decorated). */
const rootFields = (): { kind: RootKind; name: string; roles: readonly number[] | undefined }[] => {
  const storage = getMetadataStorage();
  // A field's own `@Authorized`, else its resolver class's (a class decorated once for all its fields).
  const rolesOf = (target: (typeof storage.queries)[number]['target'], methodName: string) =>
    (storage.authorizedFields.find((field) => field.target === target && field.fieldName === methodName)
      ?.roles ?? storage.authorizedResolver.find((resolver) => resolver.target === target)?.roles) as
      readonly number[] | undefined;
  return [
    ...storage.queries.map((field) => ({ kind: 'query' as const, field })),
    ...storage.mutations.map((field) => ({ kind: 'mutation' as const, field })),
  ].map(({ kind, field }) => ({
    kind,
    name: field.schemaName,
    roles: rolesOf(field.target, field.methodName),
  }));
};

// The resolvers are decorated when the gateway's modules load (the harness imports them), so the list of
// guarded fields is known before any test runs: one test per field and role.
const GUARDED: GuardedField[] = rootFields().filter(
  (field): field is GuardedField => field.roles !== undefined && field.roles.length > 0,
);

/**
 * Root fields anyone may call, signed in or not: sign-in and its flows, the public catalogue and pages,
 * and the fields that answer for whoever is signed in (or null). A new field must be decorated or named
 * here on purpose: a decorator lost from a staff field shows up as an unexpected public field.
 */
/**
 * The restricted root fields SYSOPSADMIN may call: accounts, roles, the audit log, reports, mail and
 * notifications (with the colleges and products its recipients are picked by), maintenance, the dashboard
 * and the assistants' figures; no change to content, jobs or money.
 */
const SYSOPS_FIELDS = [
  // /new-admin's and the learner e-mail form's validate/email: whether an address is free.
  'mutation:checkStaffEmail',
  'mutation:decideSignUp',
  'mutation:saveMessageDraft',
  'mutation:sendInboxItem',
  'mutation:sendMessage',
  'mutation:setMaintenance',
  'mutation:setUserActive',
  'mutation:unlockUser',
  'mutation:updateUserProfile',
  'query:chatUsage',
  // studentreport/course: a report REST admits SYSOPSADMIN to, as the other reports.
  'query:courseReport',
  'query:report',
  'query:reportExportLink',
  'query:roles',
  'query:staffAuditLog',
  'query:staffCollege',
  'query:staffColleges',
  'query:staffDashboard',
  'query:staffMessage',
  'query:staffMessages',
  'query:staffProduct',
  'query:staffProducts',
  'query:staffUser',
  'query:staffUsers',
];

const PUBLIC_FIELDS = [
  // Signing in, up and out, and the flows around them (registerStaff is held for staff approval).
  'mutation:forgotPassword',
  'mutation:login',
  'mutation:loginWithFacebook',
  'mutation:loginWithGoogle',
  'mutation:loginWithMobile',
  'mutation:logout',
  'mutation:register',
  'mutation:registerStaff',
  'mutation:requestOtp',
  'mutation:resetPassword',
  'mutation:validateEmail',
  'mutation:validateMobile',
  'mutation:validateRegistrationOtp',
  'mutation:verifyEmail',
  // Public forms and links.
  'mutation:submitCorporateEnquiry',
  'mutation:submitFeedback',
  'mutation:unsubscribe',
  // The public catalogue and what every page asks.
  'query:activeLearningPaths',
  // Which assistants the viewer may use: none for visitors and staff, answered without a call.
  'query:chatAvailability',
  'query:categories',
  'query:courseTypes',
  // The product a registration link names, shown to the visitor who follows it (getProductIdFromSourceParam).
  'query:entryLinkProduct',
  'query:lookingForTags',
  'query:maintenance',
  'query:product',
  'query:productLevels',
  'query:products',
  'query:subjectAreas',
  'query:viewer',
];

/** A value of an input type that passes GraphQL's own coercion: required input fields only. */
const sampleOf = (type: GraphQLInputType, path: string): unknown => {
  const nullable = getNullableType(type);
  if (isListType(nullable)) return [sampleOf(nullable.ofType as GraphQLInputType, `${path}[]`)];
  if (isEnumType(nullable)) return nullable.getValues()[0]!.value;
  if (isInputObjectType(nullable)) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(nullable.getFields())) {
      if (isNonNullType(field.type) && field.defaultValue === undefined) {
        value[field.name] = sampleOf(field.type, `${path}.${field.name}`);
      }
    }
    return value;
  }
  if (isScalarType(nullable)) {
    switch (nullable.name) {
      case 'ID':
        return '1';
      case 'String':
        return 'x';
      case 'Int':
      case 'Float':
        return 1;
      case 'Boolean':
        return false;
      case 'DateTimeISO':
        return new Date().toISOString();
    }
  }
  throw new Error(`no sample value for ${String(nullable)} at ${path}: add one to this test`);
};

/** The smallest operation that reaches a root field: its required arguments as variables, `__typename`. */
const operationOf = (
  schema: GraphQLSchema,
  { kind, name }: GuardedField,
): { query: string; variables: Record<string, unknown> } => {
  const root: GraphQLObjectType | null | undefined =
    kind === 'query' ? schema.getQueryType() : schema.getMutationType();
  const field: GraphQLField<unknown, unknown> | undefined = root?.getFields()[name];
  if (!field) throw new Error(`${kind} ${name} is decorated but not in the schema`);
  const required = field.args.filter((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined);
  const variables = Object.fromEntries(required.map((arg) => [arg.name, sampleOf(arg.type, arg.name)]));
  const declared = required.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const passed = required.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isCompositeType(getNamedType(field.type)) ? ' { __typename }' : '';
  const query =
    `${kind} Probe${declared ? `(${declared})` : ''} ` +
    `{ ${name}${passed ? `(${passed})` : ''}${selection} }`;
  return { query, variables };
};

describe('the gateway refuses a wrong role itself, before any call to rest-api', () => {
  let stack: Stack;
  let schema: GraphQLSchema;
  const callers = new Map<number, Caller>();
  /** The accounts whose role each group of tests takes. */
  const ACCOUNTS = {
    [RoleId.LEARNER]: DEMO_ACCOUNTS.learner.email,
    [RoleId.OPS]: DEMO_ACCOUNTS.ops.email,
    [RoleId.SYSOPS_ADMIN]: DEMO_ACCOUNTS.sysops.email,
    [RoleId.COLLEGE]: DEMO_ACCOUNTS.tpo.email,
  } as const;

  beforeAll(async () => {
    stack = await startStack();
    const introspection = dataOf(
      (await stack.graphqlText(getIntrospectionQuery())) as GraphqlResponse<IntrospectionQuery>,
    );
    schema = buildClientSchema(introspection);
    for (const [roleId, email] of Object.entries(ACCOUNTS)) {
      callers.set(Number(roleId), await loginAs(stack, email, { browser: `guards-${roleId}` }));
    }
  });
  afterAll(async () => {
    await stack?.close();
  });

  /** The answer to one operation and the requests rest-api received while it ran. */
  const probe = (caller: Caller, query: string, variables?: Record<string, unknown>) =>
    stack.restRequestsDuring(
      () =>
        stack.graphqlText(query, variables, caller.identity) as Promise<
          GraphqlResponse<Record<string, unknown>>
        >,
    );

  it('sends nothing to rest-api for a signed-in call no resolver serves, and sees the calls resolvers make', async () => {
    // The baseline: the session lives in the gateway, so a signed-in operation that runs no resolver costs
    // no REST request, and "no request" below means the guarded resolver never ran.
    const learner = callers.get(RoleId.LEARNER)!;
    const { result, requests } = await probe(learner, '{ __typename }');
    expect(result.body.errors).toBeUndefined();
    expect(requests).toEqual([]);
    // ... and the harness does see a resolver's upstream call.
    const seen = await probe(learner, '{ myOrders { __typename } }');
    expect(seen.result.body.errors).toBeUndefined();
    expect(seen.requests.length).toBeGreaterThan(0);
  });

  it("refuses a learner's recordRefund in the gateway: FORBIDDEN, no request upstream, the order still paid", async () => {
    const learner = callers.get(RoleId.LEARNER)!;
    const orderId = DEMO_PURCHASES.learnerPaid.orderId;
    const { result, requests } = await stack.restRequestsDuring(() =>
      learner.graphql(RecordRefundDocument, { orderId: String(orderId), note: 'Refund my own order' }),
    );
    expect(errorCodes(result)).toEqual(['FORBIDDEN']);
    expect(result.body.data ?? null).toBeNull();
    expect(requests, 'requests rest-api received').toEqual([]);
    const [order] = await stack.rows<{ status: string }>(
      sql`select payment_status as status from orders where order_id = ${orderId}`,
    );
    expect(order?.status).toBe('Paid');
  });

  it('decorates every root field but the deliberately public ones', () => {
    const undecorated = rootFields()
      .filter((field) => field.roles === undefined)
      .map((field) => `${field.kind}:${field.name}`);
    expect(undecorated.sort()).toEqual([...PUBLIC_FIELDS].sort());
    // Each test group below has fields to check (the list is read from the decorators, not typed out).
    for (const roleId of Object.keys(ACCOUNTS).map(Number)) {
      expect(
        GUARDED.filter((field) => !field.roles.includes(roleId)).length,
        `fields role ${roleId} may not call`,
      ).toBeGreaterThan(0);
    }
  });

  it('gives SYSOPSADMIN exactly the system operations fields (docs/decisions/users-roles-audit.md)', () => {
    // The refusals below cover only what the decorators leave out; this pins what they let in, so a
    // SYSOPSADMIN added to, say, paymentReport or recordRefund fails here.
    const allowed = GUARDED.filter((field) => field.roles.includes(RoleId.SYSOPS_ADMIN)).map(
      (field) => `${field.kind}:${field.name}`,
    );
    expect(allowed.sort()).toEqual([...SYSOPS_FIELDS].sort());
  });

  describe.each([
    ['a learner', RoleId.LEARNER],
    ['ops', RoleId.OPS],
    ['the system operations admin (SYSOPSADMIN)', RoleId.SYSOPS_ADMIN],
    ['the college officer (TPO)', RoleId.COLLEGE],
  ] as const)('for %s', (_, roleId) => {
    const forbidden = GUARDED.filter((field) => !field.roles.includes(roleId));

    it.each(forbidden.map((field) => [`${field.kind} ${field.name}`, field] as const))(
      'refuses %s with FORBIDDEN and no request to rest-api',
      async (_label, field) => {
        const { query, variables } = operationOf(schema, field);
        const { result, requests } = await probe(callers.get(roleId)!, query, variables);
        expect(
          { codes: errorCodes(result), data: result.body.data?.[field.name] ?? null, requests },
          query,
        ).toEqual({ codes: ['FORBIDDEN'], data: null, requests: [] });
      },
    );
  });
});
