import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { RESOLVERS } from './modules';
import { authChecker } from './session/auth-checker';

let built: Promise<GraphQLSchema> | undefined;

/** The schema depends on code only, so one build serves every gateway in the process (tests start several). */
export function buildGatewaySchema(): Promise<GraphQLSchema> {
  built ??= buildSchema({
    resolvers: RESOLVERS,
    authChecker,
    // Input shape is checked in the sources with the domain's rules; class-validator would be a second copy.
    validate: false,
  });
  return built;
}
