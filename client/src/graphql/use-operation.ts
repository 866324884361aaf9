import { useCallback, useEffect, useMemo, useRef } from 'react';
import { filter, firstValueFrom } from 'rxjs';
import {
  type ApolloClient,
  CombinedGraphQLErrors,
  ServerError,
  type ErrorLike,
  type OperationVariables,
  type TypedDocumentNode,
} from '@apollo/client';
import { useApolloClient, useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSnackbar } from '../shared/toast';
import { ClientRoute, ReasonCode, messageFor } from '@finx/domain';
import { useRouteTable } from '../shared/route-table';
import { lastKnownRoleId, sessionExpiredRoute } from '../shared/session-route';

/**
 * The one place GraphQL errors turn into what the user sees. Every generated hook (`useXxxQuery`,
 * `useXxxMutation`) goes through `useAppQuery` / `useAppMutation` below, so an expired session is handled
 * identically everywhere. A refusal's message is decided once, by the server (the gateway's error carries
 * its reason code and the text to show); only failures that never reached the server (network, 413,
 * 5xx, a request GraphQL itself rejects) are worded here, from the domain's messages.
 */

export type OperationOutcome =
  | { kind: 'unauthenticated' }
  | { kind: 'forbidden' }
  | { kind: 'message'; message: string }
  /** The caller gave the request up (its AbortController): nothing failed, so nothing is shown. */
  | { kind: 'cancelled' };

const SESSION_CODES: readonly string[] = [
  ReasonCode.UNAUTHENTICATED,
  ReasonCode.SESSION_EXPIRED,
  ReasonCode.STALE_JTI,
];

/** Errors GraphQL raises itself (no reason code): the reason whose message fits. */
const GRAPHQL_CODE_REASON: Partial<Record<string, ReasonCode>> = {
  BAD_USER_INPUT: ReasonCode.VALIDATION_FAILED,
  GRAPHQL_VALIDATION_FAILED: ReasonCode.INTERNAL,
  GRAPHQL_PARSE_FAILED: ReasonCode.INTERNAL,
  INTERNAL_SERVER_ERROR: ReasonCode.INTERNAL,
};

const codesOf = (error: CombinedGraphQLErrors): string[] =>
  error.errors.flatMap((e) => (typeof e.extensions?.code === 'string' ? [e.extensions.code] : []));

/** Pure classification, kept apart from the hook so it is testable without providers. */
export const classifyOperationError = (error: ErrorLike): OperationOutcome => {
  // A send the chat gave up on ('clear', leaving the page) rejects with the fetch's AbortError.
  if (error.name === 'AbortError') return { kind: 'cancelled' };
  if (CombinedGraphQLErrors.is(error)) {
    const codes = codesOf(error);
    if (codes.some((code) => SESSION_CODES.includes(code))) return { kind: 'unauthenticated' };
    if (codes.includes(ReasonCode.FORBIDDEN)) return { kind: 'forbidden' };
    // The server's refusals carry their reason code and the text decided for it.
    const decided = error.errors.find(
      (e) => typeof e.extensions?.reasonCode === 'string' && e.message.trim() !== '',
    );
    if (decided) return { kind: 'message', message: decided.message };
    const reason = GRAPHQL_CODE_REASON[codes[0] ?? ''] ?? ReasonCode.INTERNAL;
    return { kind: 'message', message: messageFor(reason) };
  }
  if (ServerError.is(error)) {
    if (error.statusCode === 401) return { kind: 'unauthenticated' };
    if (error.statusCode === 403) return { kind: 'forbidden' };
    if (error.statusCode === 413)
      return { kind: 'message', message: messageFor(ReasonCode.PAYLOAD_TOO_LARGE) };
    if (error.statusCode === 429) return { kind: 'message', message: messageFor(ReasonCode.RATE_LIMITED) };
  }
  // Network failures, 5xx and unparsable responses: the gateway or what is behind it is unavailable.
  return { kind: 'message', message: messageFor(ReasonCode.UPSTREAM_UNAVAILABLE) };
};

/** Toast keys, so parallel failures of one kind show one toast rather than a stack of them. */
const TOAST_KEY = { SESSION: 'session-expired' } as const;

export function useOperationErrorHandler(): (error: ErrorLike) => void {
  const client = useApolloClient();
  const navigate = useNavigate();
  const location = useLocation();
  const { enqueueSnackbar } = useSnackbar();
  const { rolesFor } = useRouteTable();
  // The handler is used from effects and async callbacks; reading the location through a ref keeps
  // the callback stable, so an error still on screen is not handled again on every navigation.
  const locationRef = useRef(location);
  useEffect(() => {
    locationRef.current = location;
  }, [location]);

  return useCallback(
    (error: ErrorLike) => {
      const outcome = classifyOperationError(error);
      if (outcome.kind === 'cancelled') return;
      if (outcome.kind === 'unauthenticated') {
        // The server no longer knows this session: forget the viewer so guards stop showing private
        // screens, then send the user to their role's login.
        // (By field, not through ViewerDocument: its module imports this one.)
        client.cache.modify({ id: 'ROOT_QUERY', fields: { viewer: () => null } });
        enqueueSnackbar(messageFor(ReasonCode.SESSION_EXPIRED), {
          variant: 'sessionError',
          key: TOAST_KEY.SESSION,
          preventDuplicate: true,
        });
        const { pathname, search } = locationRef.current;
        navigate(sessionExpiredRoute(lastKnownRoleId(), search, rolesFor(pathname)), { replace: true });
        return;
      }
      if (outcome.kind === 'forbidden') {
        navigate(ClientRoute.accessDenied(), { replace: true });
        return;
      }
      enqueueSnackbar(outcome.message, { variant: 'error', preventDuplicate: true });
    },
    [client, navigate, enqueueSnackbar, rolesFor],
  );
}

export type AppQueryOptions<TData, TVariables extends OperationVariables> = useQuery.Options<
  TData,
  TVariables
>;

/** What a refetch resolves to: the fresh data, or the error that was already shown (it never rejects). */
export type AppRefetchResult<TData> = ApolloClient.QueryResult<TData>;

/**
 * Without `returnPartialData`, data is either absent or complete (never a partial object). `refetch`
 * asks again for the query's variables as they are (the app never refetches with others).
 */
export type AppQueryResult<TData, TVariables extends OperationVariables> = Omit<
  useQuery.Result<TData, TVariables, 'empty' | 'complete' | 'streaming'>,
  'refetch'
> & { refetch: () => Promise<AppRefetchResult<TData>> };

/** `useQuery` plus the app's error handling. */
export function useAppQuery<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  options?: AppQueryOptions<TData, TVariables>,
): AppQueryResult<TData, TVariables> {
  // Apollo's overloads pick the result shape from literal option values (returnPartialData, skip);
  // this wrapper passes options through unchanged and never sets returnPartialData, so it states the
  // result type once instead of re-declaring every overload.
  const result = (
    useQuery as (
      query: TypedDocumentNode<TData, TVariables>,
      options?: AppQueryOptions<TData, TVariables>,
    ) => useQuery.Result<TData, TVariables, 'empty' | 'complete' | 'streaming'>
  )(document, options);
  const handle = useOperationErrorHandler();
  const { error, observable } = result;
  useEffect(() => {
    if (error) handle(error);
  }, [error, handle]);
  // A refetch follows a change, so it must answer with what is there after it. Apollo's `refetch` joins
  // an identical request already in flight, sent before the change, and leaves the query's own request
  // in flight to write its older answer when it lands: a module added to a course before the module list
  // had first arrived vanished from the list. So a refetch lets the query's request in flight settle,
  // then asks on a request of its own; the answer reaches the screen through the cache.
  const client = useApolloClient();
  const refetch = useCallback(async (): Promise<AppRefetchResult<TData>> => {
    if (observable.getCurrentResult().loading) {
      await firstValueFrom(observable.pipe(filter((current) => !current.loading))).catch(() => undefined);
    }
    try {
      return await client.query<TData, TVariables>({
        query: document,
        variables: observable.variables,
        fetchPolicy: 'network-only',
        context: { ...observable.options.context, queryDeduplication: false },
      });
    } catch (error) {
      // Shown as any failure is; the screen keeps what it had.
      handle(error as ErrorLike);
      return { data: undefined, error: error as ErrorLike };
    }
  }, [client, document, observable, handle]);
  return useMemo(() => ({ ...result, refetch }), [result, refetch]);
}

export type AppMutationOptions<TData, TVariables extends OperationVariables> = useMutation.Options<
  TData,
  TVariables
>;

export type AppMutateOptions<TData, TVariables extends OperationVariables> = useMutation.Options<
  TData,
  TVariables
> & { variables?: TVariables };

/** What the wrapped mutate function resolves to: data, or the error that was already shown. */
export type AppMutateResult<TData> = { data: TData | null | undefined; error?: ErrorLike };

export type AppMutationTuple<TData, TVariables extends OperationVariables> = [
  mutate: (options?: AppMutateOptions<TData, TVariables>) => Promise<AppMutateResult<TData>>,
  result: useMutation.Result<TData>,
];

/**
 * `useMutation` plus the app's error handling. The mutate function never rejects: GraphQL and network
 * errors are shown here and come back as `error`; expected outcomes arrive as `userErrors` in `data`.
 */
export function useAppMutation<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  options?: AppMutationOptions<TData, TVariables>,
): AppMutationTuple<TData, TVariables> {
  const [mutate, result] = (
    useMutation as (
      mutation: TypedDocumentNode<TData, TVariables>,
      options?: AppMutationOptions<TData, TVariables>,
    ) => [
      (options?: AppMutateOptions<TData, TVariables>) => Promise<{ data?: TData | null; error?: ErrorLike }>,
      useMutation.Result<TData>,
    ]
  )(document, options);
  const handle = useOperationErrorHandler();
  const safeMutate = useCallback(
    async (mutateOptions?: AppMutateOptions<TData, TVariables>): Promise<AppMutateResult<TData>> => {
      try {
        const { data, error } = await mutate(mutateOptions);
        if (error) handle(error);
        return { data, error };
      } catch (error) {
        // fetch's AbortError is a DOMException: an Error in browsers, not in every runtime (jsdom). Kept
        // as it came, so its name still says the request was cancelled.
        const errorLike =
          error instanceof Error || error instanceof DOMException ? error : new Error(String(error));
        handle(errorLike);
        return { data: undefined, error: errorLike };
      }
    },
    [mutate, handle],
  );
  return [safeMutate, result];
}

export type AppSubscriptionOptions<TData, TVariables extends OperationVariables> = useSubscription.Options<
  TData,
  TVariables
>;

/**
 * `useSubscription` plus the app's error handling. An expired session is handled as everywhere; any
 * other failure of a live feed is not shown (`001 §8`: alert and message list failures are logged only),
 * since the lists themselves still load over HTTP.
 */
export function useAppSubscription<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  options?: AppSubscriptionOptions<TData, TVariables>,
): useSubscription.Result<TData> {
  const result = (
    useSubscription as (
      subscription: TypedDocumentNode<TData, TVariables>,
      options?: AppSubscriptionOptions<TData, TVariables>,
    ) => useSubscription.Result<TData>
  )(document, options);
  const handle = useOperationErrorHandler();
  const { error } = result;
  useEffect(() => {
    if (error && classifyOperationError(error).kind === 'unauthenticated') handle(error);
  }, [error, handle]);
  return result;
}

export type UserErrorLike = { code: string; field?: string | null; message: string };

export type FieldErrorSetter = { setFieldError: (field: string, message: string | undefined) => void };

/**
 * The form field a userError belongs to: its GraphQL input path without `input.` (`input.newPassword`
 * is the form's `newPassword`, `code` its `code`). Forms name their fields as the mutation's input does.
 */
export const formFieldOf = (path: string | null | undefined): string | null =>
  path ? path.replace(/^input\./, '') : null;

/**
 * Puts a mutation's `userErrors` on the form: each on the field its path names when the form has that
 * field (`newPassword`, or a row of a list such as `answers.3`), with the server's message as it came.
 * The rest are returned for the form's own message or a toast.
 */
const hasField = (values: object, field: string): boolean =>
  Object.hasOwn(values, field) || valueAt(values, field) !== undefined;

/**
 * The value at a form field's path (`answers.3`, `rows[2].name`), as formik's `getIn` reads it. Written
 * here because this module is on every page's first load, and formik's `getIn` brought formik and
 * lodash-es (about 87 KB minified) to pages without a form (issue 29 item 3).
 */
const valueAt = (values: object, path: string): unknown =>
  path
    .split(/[.[\]]+/)
    .filter(Boolean)
    .reduce<unknown>(
      (at, key) => (at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined),
      values,
    );

export function applyUserErrors(
  userErrors: readonly UserErrorLike[],
  helpers: FieldErrorSetter,
  values: object,
): UserErrorLike[] {
  const unplaced: UserErrorLike[] = [];
  for (const error of userErrors) {
    const field = formFieldOf(error.field);
    if (field !== null && hasField(values, field)) helpers.setFieldError(field, error.message);
    else unplaced.push(error);
  }
  return unplaced;
}

/**
 * What a refused change says when it is shown as a toast: its first userError's message, decided by the
 * server; a refusal that came without one (no screen words its own) reads as the domain's general failure.
 */
export const refusalText = (userErrors: readonly Pick<UserErrorLike, 'message'>[]): string =>
  userErrors[0]?.message ?? messageFor(ReasonCode.INTERNAL);
