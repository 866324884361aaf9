import type { OperationVariables } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { GraphQLFormattedError } from 'graphql';

/**
 * An operation's data as the gateway sends it: the generated type, plus the `__typename` every object
 * carries on the wire (the normalised cache needs it; the generated operation types leave it out).
 */
export type GatewayData<T> = T extends readonly (infer Item)[]
  ? GatewayData<Item>[]
  : T extends object
    ? { [K in keyof T]: GatewayData<T[K]> } & { __typename?: string }
    : T;

declare const typedByTheSchema: unique symbol;

/**
 * A mocked gateway answer whose request and data are typed by the generated schema types. Built only by
 * `mockOperation`, so a mock cannot drift from the schema: renaming or removing a field breaks the
 * mock at type-check time, as it breaks the page.
 */
export type GatewayMock = MockLink.MockedResponse & { readonly [typedByTheSchema]: true };

type VariablesPart<TVariables> =
  Record<string, never> extends TVariables ? { variables?: TVariables } : { variables: TVariables };

export type GatewayAnswer<TData, TVariables> = VariablesPart<TVariables> & {
  /** What the gateway answers; omit with `error` for a network failure. */
  data?: GatewayData<TData> | null;
  errors?: GraphQLFormattedError[];
  /** A network failure instead of an answer. */
  error?: Error;
  delay?: number;
  maxUsageCount?: number;
};

/** One mocked gateway answer for a generated, typed document. */
export function mockOperation<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  answer: GatewayAnswer<TData, TVariables>,
): GatewayMock {
  const { variables, data, errors, error, delay, maxUsageCount } = answer as GatewayAnswer<
    TData,
    Record<string, never>
  >;
  const mock: MockLink.MockedResponse = {
    request: { query, ...(variables === undefined ? {} : { variables }) },
    ...(error === undefined
      ? { result: { ...(data === undefined ? {} : { data }), ...(errors ? { errors } : {}) } }
      : { error }),
    ...(delay === undefined ? {} : { delay }),
    ...(maxUsageCount === undefined ? {} : { maxUsageCount }),
  };
  return mock as GatewayMock;
}
