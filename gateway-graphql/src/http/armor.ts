import { ApolloArmor } from '@escape.tech/graphql-armor';
import { GraphQLError, type ASTVisitor, type ValidationContext } from 'graphql';

/**
 * Limits on what one GraphQL document may ask for. The client's real operations stay far below them
 * (the deepest, learnerHeader { latestAlerts { ... } }, has depth 3); they exist to refuse abuse before
 * any resolver or upstream call runs. Introspection is exempt from depth and cost so GraphiQL and codegen work.
 */
export const ARMOR_LIMITS = {
  maxDepth: 10,
  maxAliases: 15,
  maxCost: 3000,
  maxTokens: 2000,
  maxDirectives: 30,
} as const;

/** For ApolloServer's parseOptions: graphql's parser stops after this many tokens (GRAPHQL_PARSE_FAILED, 400). */
export const PARSE_OPTIONS = { maxTokens: ARMOR_LIMITS.maxTokens } as const;

export function createArmor(production: boolean): ReturnType<ApolloArmor['protect']> {
  // Limit numbers in messages help client developers; production does not tell probers where the edges are.
  const exposeLimits = !production;
  return new ApolloArmor({
    maxDepth: { n: ARMOR_LIMITS.maxDepth, ignoreIntrospection: true, flattenFragments: true, exposeLimits },
    maxAliases: { n: ARMOR_LIMITS.maxAliases, exposeLimits },
    costLimit: { maxCost: ARMOR_LIMITS.maxCost, ignoreIntrospection: true, exposeLimits },
    // Armor's token limit re-parses in parsingDidStart, where a throw turns every syntax error into an
    // HTTP 500; graphql's own parser enforces the same limit (parseOptions below) with a proper 400.
    maxTokens: { enabled: false },
    maxDirectives: { n: ARMOR_LIMITS.maxDirectives, exposeLimits },
    // Suggestions ("Did you mean ...") help developers and map the schema for attackers: hidden in production.
    blockFieldSuggestion: { enabled: production },
  }).protect();
}

/**
 * The gateway serves queries and mutations only. Without this rule a subscription passes validation (the
 * schema has no Subscription type to check its fields against) and fails in execution as an internal
 * error; with it the document is refused like any invalid one: 400 GRAPHQL_VALIDATION_FAILED.
 */
export const noSubscriptions = (context: ValidationContext): ASTVisitor => ({
  OperationDefinition(node) {
    if (node.operation !== 'subscription') return;
    context.reportError(
      new GraphQLError('Subscriptions are not supported: send a query or a mutation.', { nodes: [node] }),
    );
  },
});
