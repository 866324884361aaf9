/**
 * What cart lends the other modules: the learner's cart and wishlist for the request, and the shape of a change. Free of resolvers and GraphQL
 * decorators, so a source that uses it loads no other module's schema.
 */
export {
  partyListsOf,
  type HeaderCounts,
  type PartyItemsChange,
  type PartyLists,
  type PartyListView,
} from './party-lists';
