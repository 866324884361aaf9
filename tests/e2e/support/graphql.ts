import type { APIRequestContext } from '@playwright/test';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print, type GraphQLFormattedError } from 'graphql';

export interface GraphqlAnswer<TData> {
  status: number;
  data?: TData | null;
  errors?: GraphQLFormattedError[];
}

/**
 * One of the client's own typed operations, sent with a browser context's cookies (`context.request`
 * shares them): to ask the server what a browser's session can still do, beside what its page shows.
 */
export async function graphqlAs<TData, TVariables>(
  request: APIRequestContext,
  document: TypedDocumentNode<TData, TVariables>,
  variables?: TVariables,
): Promise<GraphqlAnswer<TData>> {
  const response = await request.post('/graphql', { data: { query: print(document), variables } });
  const body = (await response.json()) as Omit<GraphqlAnswer<TData>, 'status'>;
  return { status: response.status(), ...body };
}
