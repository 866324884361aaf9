import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { CartResolver, ProductCartResolver } from './modules/cart/cart.resolver';
import { WishlistResolver } from './modules/wishlist/wishlist.resolver';
import { CATALOGUE_RESOLVERS } from './modules/catalogue/catalogue.resolver';
import { IdentityResolver } from './modules/identity/identity.resolver';
import { LearnerHeaderResolver } from './modules/learner-header/learner-header.resolver';
import { RegistrationResolver } from './modules/registration/registration.resolver';
import { ACCOUNT_RESOLVERS } from './modules/account-modules';
import { authChecker } from './session/auth-checker';

let built: Promise<GraphQLSchema> | undefined;

/** The schema depends on code only, so one build serves every gateway in the process (tests start several). */
export function buildGatewaySchema(): Promise<GraphQLSchema> {
  built ??= buildSchema({
    resolvers: [
      IdentityResolver,
      ...CATALOGUE_RESOLVERS,
      CartResolver,
      ProductCartResolver,
      WishlistResolver,
      LearnerHeaderResolver,
      RegistrationResolver,
      ...ACCOUNT_RESOLVERS,
    ],
    authChecker,
    // Input shape is checked in the sources; class-validator adds nothing for these few rules.
    validate: false,
  });
  return built;
}
