/**
 * What the learner header lends the other modules: REST's alert and message rows as GraphQL shows them. Free of resolvers and GraphQL
 * decorators, so a source that uses it loads no other module's schema.
 */
export { toAlert, toNotification } from './inbox-items';
