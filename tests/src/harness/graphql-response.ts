import type { GraphQLFormattedError } from 'graphql';

/** A GraphQL answer as the harness received it: the HTTP status and headers, and the parsed body. */
export interface GraphqlBody<TData> {
  data?: TData | null;
  errors?: GraphQLFormattedError[];
}

export interface GraphqlResponse<TData = unknown> {
  status: number;
  headers: Headers;
  body: GraphqlBody<TData>;
}
