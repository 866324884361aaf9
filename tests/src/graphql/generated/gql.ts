/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query CartWithProductFlags {\n  cart {\n    id\n    totalPrice\n    items {\n      id\n    }\n  }\n  products(pageSize: 50) {\n    items {\n      id\n      inCart\n      inWishlist\n    }\n  }\n}\n\nquery ProductBatch($a: ID!, $b: ID!, $c: ID!) {\n  a: product(id: $a) {\n    id\n    productId\n    productName\n    productType\n    isFree\n    level\n    productPrice\n    category {\n      id\n      categoryId\n      categoryName\n    }\n  }\n  b: product(id: $b) {\n    id\n    productName\n  }\n  c: product(id: $c) {\n    id\n    productName\n  }\n  missing: product(id: \"999999\") {\n    id\n  }\n  notANumber: product(id: \"abc\") {\n    id\n  }\n}\n\nquery CatalogueValues {\n  subjectAreas\n  videoAreas: subjectAreas(type: VIDEO)\n  courseTypes\n  productLevels\n  lookingForTags {\n    id\n    lookingForId\n    name\n  }\n}\n\nquery FilteredProducts($filter: ProductFilter) {\n  products(filter: $filter, pageSize: 50) {\n    total\n    items {\n      productId\n      subjectArea\n      courseType\n      lookingFor\n    }\n  }\n}": typeof types.CartWithProductFlagsDocument,
    "mutation UpdateEducationLoans($input: [EducationLoanUpdateInput!]!) {\n  updateEducationLoans(input: $input) {\n    ok\n    userErrors {\n      code\n      field\n      message\n    }\n  }\n}": typeof types.UpdateEducationLoansDocument,
    "mutation SessionTokenLogin($input: LoginInput!) {\n  login(input: $input) {\n    sessionToken\n    redirectTo\n    viewer {\n      id\n      email\n      roleId\n      forcePasswordChange\n    }\n    userErrors {\n      code\n      field\n      message\n    }\n  }\n}\n\nmutation UnlockUser($email: String!) {\n  unlockUser(email: $email) {\n    ok\n    userErrors {\n      code\n      field\n      message\n    }\n  }\n}": typeof types.SessionTokenLoginDocument,
};
const documents: Documents = {
    "query CartWithProductFlags {\n  cart {\n    id\n    totalPrice\n    items {\n      id\n    }\n  }\n  products(pageSize: 50) {\n    items {\n      id\n      inCart\n      inWishlist\n    }\n  }\n}\n\nquery ProductBatch($a: ID!, $b: ID!, $c: ID!) {\n  a: product(id: $a) {\n    id\n    productId\n    productName\n    productType\n    isFree\n    level\n    productPrice\n    category {\n      id\n      categoryId\n      categoryName\n    }\n  }\n  b: product(id: $b) {\n    id\n    productName\n  }\n  c: product(id: $c) {\n    id\n    productName\n  }\n  missing: product(id: \"999999\") {\n    id\n  }\n  notANumber: product(id: \"abc\") {\n    id\n  }\n}\n\nquery CatalogueValues {\n  subjectAreas\n  videoAreas: subjectAreas(type: VIDEO)\n  courseTypes\n  productLevels\n  lookingForTags {\n    id\n    lookingForId\n    name\n  }\n}\n\nquery FilteredProducts($filter: ProductFilter) {\n  products(filter: $filter, pageSize: 50) {\n    total\n    items {\n      productId\n      subjectArea\n      courseType\n      lookingFor\n    }\n  }\n}": types.CartWithProductFlagsDocument,
    "mutation UpdateEducationLoans($input: [EducationLoanUpdateInput!]!) {\n  updateEducationLoans(input: $input) {\n    ok\n    userErrors {\n      code\n      field\n      message\n    }\n  }\n}": types.UpdateEducationLoansDocument,
    "mutation SessionTokenLogin($input: LoginInput!) {\n  login(input: $input) {\n    sessionToken\n    redirectTo\n    viewer {\n      id\n      email\n      roleId\n      forcePasswordChange\n    }\n    userErrors {\n      code\n      field\n      message\n    }\n  }\n}\n\nmutation UnlockUser($email: String!) {\n  unlockUser(email: $email) {\n    ok\n    userErrors {\n      code\n      field\n      message\n    }\n  }\n}": types.SessionTokenLoginDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CartWithProductFlags {\n  cart {\n    id\n    totalPrice\n    items {\n      id\n    }\n  }\n  products(pageSize: 50) {\n    items {\n      id\n      inCart\n      inWishlist\n    }\n  }\n}\n\nquery ProductBatch($a: ID!, $b: ID!, $c: ID!) {\n  a: product(id: $a) {\n    id\n    productId\n    productName\n    productType\n    isFree\n    level\n    productPrice\n    category {\n      id\n      categoryId\n      categoryName\n    }\n  }\n  b: product(id: $b) {\n    id\n    productName\n  }\n  c: product(id: $c) {\n    id\n    productName\n  }\n  missing: product(id: \"999999\") {\n    id\n  }\n  notANumber: product(id: \"abc\") {\n    id\n  }\n}\n\nquery CatalogueValues {\n  subjectAreas\n  videoAreas: subjectAreas(type: VIDEO)\n  courseTypes\n  productLevels\n  lookingForTags {\n    id\n    lookingForId\n    name\n  }\n}\n\nquery FilteredProducts($filter: ProductFilter) {\n  products(filter: $filter, pageSize: 50) {\n    total\n    items {\n      productId\n      subjectArea\n      courseType\n      lookingFor\n    }\n  }\n}"): (typeof documents)["query CartWithProductFlags {\n  cart {\n    id\n    totalPrice\n    items {\n      id\n    }\n  }\n  products(pageSize: 50) {\n    items {\n      id\n      inCart\n      inWishlist\n    }\n  }\n}\n\nquery ProductBatch($a: ID!, $b: ID!, $c: ID!) {\n  a: product(id: $a) {\n    id\n    productId\n    productName\n    productType\n    isFree\n    level\n    productPrice\n    category {\n      id\n      categoryId\n      categoryName\n    }\n  }\n  b: product(id: $b) {\n    id\n    productName\n  }\n  c: product(id: $c) {\n    id\n    productName\n  }\n  missing: product(id: \"999999\") {\n    id\n  }\n  notANumber: product(id: \"abc\") {\n    id\n  }\n}\n\nquery CatalogueValues {\n  subjectAreas\n  videoAreas: subjectAreas(type: VIDEO)\n  courseTypes\n  productLevels\n  lookingForTags {\n    id\n    lookingForId\n    name\n  }\n}\n\nquery FilteredProducts($filter: ProductFilter) {\n  products(filter: $filter, pageSize: 50) {\n    total\n    items {\n      productId\n      subjectArea\n      courseType\n      lookingFor\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateEducationLoans($input: [EducationLoanUpdateInput!]!) {\n  updateEducationLoans(input: $input) {\n    ok\n    userErrors {\n      code\n      field\n      message\n    }\n  }\n}"): (typeof documents)["mutation UpdateEducationLoans($input: [EducationLoanUpdateInput!]!) {\n  updateEducationLoans(input: $input) {\n    ok\n    userErrors {\n      code\n      field\n      message\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SessionTokenLogin($input: LoginInput!) {\n  login(input: $input) {\n    sessionToken\n    redirectTo\n    viewer {\n      id\n      email\n      roleId\n      forcePasswordChange\n    }\n    userErrors {\n      code\n      field\n      message\n    }\n  }\n}\n\nmutation UnlockUser($email: String!) {\n  unlockUser(email: $email) {\n    ok\n    userErrors {\n      code\n      field\n      message\n    }\n  }\n}"): (typeof documents)["mutation SessionTokenLogin($input: LoginInput!) {\n  login(input: $input) {\n    sessionToken\n    redirectTo\n    viewer {\n      id\n      email\n      roleId\n      forcePasswordChange\n    }\n    userErrors {\n      code\n      field\n      message\n    }\n  }\n}\n\nmutation UnlockUser($email: String!) {\n  unlockUser(email: $email) {\n    ok\n    userErrors {\n      code\n      field\n      message\n    }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;