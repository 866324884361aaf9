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
    // Every subscription brings its own `subscribe` (the feed is per gateway, the schema per process);
    // type-graphql still asks for a pubSub once a subscription exists, and none of ours uses it.
    pubSub: {
      publish: () => {
        throw new Error('subscriptions publish through their own feed');
      },
      subscribe: () => {
        throw new Error('subscriptions subscribe through their own feed');
      },
    },
  });
  return built;
}
