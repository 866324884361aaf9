import { DEMO_PASSWORD } from '@finx/rest-api';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { expect } from 'vitest';
import {
  LoginDocument,
  ViewerDocument,
  type ViewerFieldsFragment,
} from '../../../client/src/graphql/generated/graphql';
import { SessionTokenLoginDocument } from '../graphql/generated/graphql';
import { dataOf } from './expect';
import type { CallerOptions, GraphqlResponse, Stack } from './stack';

type VariablesArg<TVariables> =
  Record<string, never> extends TVariables ? [variables?: TVariables] : [variables: TVariables];

/** A signed-in person: every call carries their session (a named browser's cookie, or a bearer token). */
export interface Caller {
  readonly email: string;
  /** How the harness identifies this caller on each call. */
  readonly identity: Readonly<CallerOptions>;
  readonly viewer: ViewerFieldsFragment;
  /** Where the login sent them (`/changepassword` for a forced change). */
  readonly redirectTo: string | null;
  /** The login's HTTP response headers (the session cookie's flags). */
  readonly loginHeaders: Headers;
  graphql<TData, TVariables>(
    document: TypedDocumentNode<TData, TVariables>,
    ...variables: VariablesArg<TVariables>
  ): Promise<GraphqlResponse<TData>>;
  /** Runs an operation that must succeed (no errors) and returns its data. */
  data<TData, TVariables>(
    document: TypedDocumentNode<TData, TVariables>,
    ...variables: VariablesArg<TVariables>
  ): Promise<TData>;
}

export interface LoginOptions {
  /** The browser whose cookie jar keeps the session; defaults to the e-mail. Ignored for bearer. */
  browser?: string;
  password?: string;
  /** Sign in as an app: a bearer session token instead of a cookie. */
  bearer?: boolean;
  /**
   * Answer Yes to SM-07 (end the person's other sessions). On by default, as the REST test client's and
   * the browser tests' logins do: tests of one server sign the same people in again and again.
   */
  takeOver?: boolean;
}

/**
 * The one way integration tests sign someone in: the browser's own Login operation (or, for bearer,
 * the app's), asserted to succeed for that person.
 */
export async function loginAs(stack: Stack, email: string, options: LoginOptions = {}): Promise<Caller> {
  const { browser = email, password = DEMO_PASSWORD, bearer = false, takeOver = true } = options;
  const input = { username: email, password, logoutOtherSessions: takeOver };
  let identity: CallerOptions;
  let redirectTo: string | null;
  let loginHeaders: Headers;
  if (bearer) {
    const response = await stack.graphql(SessionTokenLoginDocument, { input: { ...input, bearer: true } });
    const { login } = dataOf(response);
    expect(login.userErrors, `login of ${email}`).toEqual([]);
    expect(login.sessionToken, `session token of ${email}`).toEqual(expect.any(String));
    identity = { bearer: login.sessionToken ?? '' };
    redirectTo = login.redirectTo;
    loginHeaders = response.headers;
  } else {
    const response = await stack.graphql(LoginDocument, { input }, { cookie: browser });
    const { login } = dataOf(response);
    expect(login.userErrors, `login of ${email}`).toEqual([]);
    identity = { cookie: browser };
    redirectTo = login.redirectTo;
    loginHeaders = response.headers;
  }
  const { viewer } = dataOf(await stack.graphql(ViewerDocument, undefined, identity));
  expect(viewer?.email, `the viewer after the login of ${email}`).toBe(email.trim().toLowerCase());

  // The caller adds its identity to the stack's typed call; the variables keep the document's type.
  const call = stack.graphql as <TData>(
    document: TypedDocumentNode<TData, never>,
    variables: unknown,
    caller: CallerOptions,
  ) => Promise<GraphqlResponse<TData>>;
  const graphql = <TData, TVariables>(
    document: TypedDocumentNode<TData, TVariables>,
    ...[variables]: VariablesArg<TVariables>
  ) => call(document, variables, identity);
  return {
    email,
    identity,
    viewer: viewer!,
    redirectTo,
    loginHeaders,
    graphql,
    data: async (document, ...variables) => dataOf(await graphql(document, ...variables)),
  };
}
