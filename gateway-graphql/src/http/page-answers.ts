import { setTimeout as delay } from 'node:timers/promises';
import type { ApolloServer } from '@apollo/server';
import type { FastifyRequest } from 'fastify';
import type { PageAnswer, ScreenQuery } from '@finx/domain';
import type { GatewayContext } from '../context';
import type { RequestSession } from '../session/request-session';

/** Answers a page's first queries for the session that asked for the page (`createPageAnswers`). */
export type AnswerQueries = (
  request: FastifyRequest,
  session: RequestSession,
  queries: readonly ScreenQuery[],
) => Promise<PageAnswer[]>;

/**
 * How long a page waits for its answers: past it, it is sent with those that came, and the app asks for
 * the others itself, as it would without any. About a round trip on a phone, which the answers save.
 */
export const ANSWER_BUDGET_MS = 800;

/**
 * Runs a screen's first queries through the gateway's own schema, for the session the page is sent to,
 * exactly as the app would ask them over /graphql a moment later (the same validation, limits and
 * resolvers, one request's sources and loaders for all of them). Only whole answers are kept: a query
 * that fails, or answers with errors, is left for the app to ask and show as it always does.
 */
export function createPageAnswers(
  apollo: ApolloServer<GatewayContext>,
  contextOf: (request: FastifyRequest, session: RequestSession) => GatewayContext,
  budgetMs = ANSWER_BUDGET_MS,
): AnswerQueries {
  return async (request, session, queries) => {
    const contextValue = contextOf(request, session);
    const answers: PageAnswer[] = [];
    const answer = async ({ operationName, query, variables }: ScreenQuery) => {
      try {
        const response = await apollo.executeOperation({ query, variables, operationName }, { contextValue });
        const result = response.body.kind === 'single' ? response.body.singleResult : undefined;
        if (result?.data && !result.errors?.length)
          answers.push({ operationName, variables, data: result.data });
      } catch (error) {
        request.log.warn({ err: error, operationName }, 'a page answer failed: the app asks for it');
      }
    };
    const answered = new AbortController();
    const budget = delay(budgetMs, undefined, { ref: false, signal: answered.signal }).catch(() => undefined);
    await Promise.race([Promise.all(queries.map(answer)), budget]);
    answered.abort();
    // Those still running when the budget ran out are dropped: the page is sent as it stands.
    return answers.slice();
  };
}
