/**
 * What catalogue lends the other modules: the request's products by id. Free of resolvers and GraphQL
 * decorators, so a source that uses it loads no other module's schema.
 */
export { productsOf, type ProductLoader } from './product-loader';
