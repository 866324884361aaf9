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
    "fragment CategoryFields on Category {\n  id\n  categoryId\n  categoryName\n}\n\nfragment ProductCardFields on Product {\n  id\n  productId\n  productName\n  productType\n  level\n  durationMinutes\n  productPrice\n  isFree\n  imageUrl\n  category {\n    ...CategoryFields\n  }\n}\n\nquery Products($filter: ProductFilter, $page: Int!, $pageSize: Int!) {\n  products(filter: $filter, page: $page, pageSize: $pageSize) {\n    total\n    page\n    pageSize\n    items {\n      ...ProductCardFields\n    }\n  }\n}\n\nquery Product($id: ID!) {\n  product(id: $id) {\n    ...ProductCardFields\n    description\n    subjectArea\n    instructor\n    rating\n  }\n}\n\nquery Categories {\n  categories {\n    ...CategoryFields\n  }\n}": typeof types.CategoryFieldsFragmentDoc,
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    redirectTo\n    viewer {\n      ...ViewerFields\n    }\n    userErrors {\n      code\n      field\n      message\n    }\n  }\n}": typeof types.LoginDocument,
    "mutation Logout {\n  logout {\n    ok\n    userErrors {\n      code\n      field\n      message\n    }\n  }\n}": typeof types.LogoutDocument,
    "fragment ViewerFields on Viewer {\n  id\n  userId\n  partyId\n  email\n  userName\n  name\n  roleId\n  roleName\n  landingRoute\n  forcePasswordChange\n}\n\nquery Viewer {\n  viewer {\n    ...ViewerFields\n  }\n}": typeof types.ViewerFieldsFragmentDoc,
    "fragment HeaderAlertFields on Alert {\n  id\n  alertId\n  alertName\n  alertStartDateTime\n}\n\nfragment HeaderNotificationFields on Notification {\n  id\n  notifyHistoryId\n  fromEmailId\n  emailSubjectText\n  lastAttemptDatetime\n  deliveryDate\n}\n\nquery LearnerHeader {\n  learnerHeader {\n    id\n    cartCount\n    wishlistCount\n    alertCount\n    notificationCount\n    latestAlerts {\n      ...HeaderAlertFields\n    }\n    latestNotifications {\n      ...HeaderNotificationFields\n    }\n  }\n}": typeof types.HeaderAlertFieldsFragmentDoc,
};
const documents: Documents = {
    "fragment CategoryFields on Category {\n  id\n  categoryId\n  categoryName\n}\n\nfragment ProductCardFields on Product {\n  id\n  productId\n  productName\n  productType\n  level\n  durationMinutes\n  productPrice\n  isFree\n  imageUrl\n  category {\n    ...CategoryFields\n  }\n}\n\nquery Products($filter: ProductFilter, $page: Int!, $pageSize: Int!) {\n  products(filter: $filter, page: $page, pageSize: $pageSize) {\n    total\n    page\n    pageSize\n    items {\n      ...ProductCardFields\n    }\n  }\n}\n\nquery Product($id: ID!) {\n  product(id: $id) {\n    ...ProductCardFields\n    description\n    subjectArea\n    instructor\n    rating\n  }\n}\n\nquery Categories {\n  categories {\n    ...CategoryFields\n  }\n}": types.CategoryFieldsFragmentDoc,
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    redirectTo\n    viewer {\n      ...ViewerFields\n    }\n    userErrors {\n      code\n      field\n      message\n    }\n  }\n}": types.LoginDocument,
    "mutation Logout {\n  logout {\n    ok\n    userErrors {\n      code\n      field\n      message\n    }\n  }\n}": types.LogoutDocument,
    "fragment ViewerFields on Viewer {\n  id\n  userId\n  partyId\n  email\n  userName\n  name\n  roleId\n  roleName\n  landingRoute\n  forcePasswordChange\n}\n\nquery Viewer {\n  viewer {\n    ...ViewerFields\n  }\n}": types.ViewerFieldsFragmentDoc,
    "fragment HeaderAlertFields on Alert {\n  id\n  alertId\n  alertName\n  alertStartDateTime\n}\n\nfragment HeaderNotificationFields on Notification {\n  id\n  notifyHistoryId\n  fromEmailId\n  emailSubjectText\n  lastAttemptDatetime\n  deliveryDate\n}\n\nquery LearnerHeader {\n  learnerHeader {\n    id\n    cartCount\n    wishlistCount\n    alertCount\n    notificationCount\n    latestAlerts {\n      ...HeaderAlertFields\n    }\n    latestNotifications {\n      ...HeaderNotificationFields\n    }\n  }\n}": types.HeaderAlertFieldsFragmentDoc,
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
export function graphql(source: "fragment CategoryFields on Category {\n  id\n  categoryId\n  categoryName\n}\n\nfragment ProductCardFields on Product {\n  id\n  productId\n  productName\n  productType\n  level\n  durationMinutes\n  productPrice\n  isFree\n  imageUrl\n  category {\n    ...CategoryFields\n  }\n}\n\nquery Products($filter: ProductFilter, $page: Int!, $pageSize: Int!) {\n  products(filter: $filter, page: $page, pageSize: $pageSize) {\n    total\n    page\n    pageSize\n    items {\n      ...ProductCardFields\n    }\n  }\n}\n\nquery Product($id: ID!) {\n  product(id: $id) {\n    ...ProductCardFields\n    description\n    subjectArea\n    instructor\n    rating\n  }\n}\n\nquery Categories {\n  categories {\n    ...CategoryFields\n  }\n}"): (typeof documents)["fragment CategoryFields on Category {\n  id\n  categoryId\n  categoryName\n}\n\nfragment ProductCardFields on Product {\n  id\n  productId\n  productName\n  productType\n  level\n  durationMinutes\n  productPrice\n  isFree\n  imageUrl\n  category {\n    ...CategoryFields\n  }\n}\n\nquery Products($filter: ProductFilter, $page: Int!, $pageSize: Int!) {\n  products(filter: $filter, page: $page, pageSize: $pageSize) {\n    total\n    page\n    pageSize\n    items {\n      ...ProductCardFields\n    }\n  }\n}\n\nquery Product($id: ID!) {\n  product(id: $id) {\n    ...ProductCardFields\n    description\n    subjectArea\n    instructor\n    rating\n  }\n}\n\nquery Categories {\n  categories {\n    ...CategoryFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    redirectTo\n    viewer {\n      ...ViewerFields\n    }\n    userErrors {\n      code\n      field\n      message\n    }\n  }\n}"): (typeof documents)["mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    redirectTo\n    viewer {\n      ...ViewerFields\n    }\n    userErrors {\n      code\n      field\n      message\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Logout {\n  logout {\n    ok\n    userErrors {\n      code\n      field\n      message\n    }\n  }\n}"): (typeof documents)["mutation Logout {\n  logout {\n    ok\n    userErrors {\n      code\n      field\n      message\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ViewerFields on Viewer {\n  id\n  userId\n  partyId\n  email\n  userName\n  name\n  roleId\n  roleName\n  landingRoute\n  forcePasswordChange\n}\n\nquery Viewer {\n  viewer {\n    ...ViewerFields\n  }\n}"): (typeof documents)["fragment ViewerFields on Viewer {\n  id\n  userId\n  partyId\n  email\n  userName\n  name\n  roleId\n  roleName\n  landingRoute\n  forcePasswordChange\n}\n\nquery Viewer {\n  viewer {\n    ...ViewerFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment HeaderAlertFields on Alert {\n  id\n  alertId\n  alertName\n  alertStartDateTime\n}\n\nfragment HeaderNotificationFields on Notification {\n  id\n  notifyHistoryId\n  fromEmailId\n  emailSubjectText\n  lastAttemptDatetime\n  deliveryDate\n}\n\nquery LearnerHeader {\n  learnerHeader {\n    id\n    cartCount\n    wishlistCount\n    alertCount\n    notificationCount\n    latestAlerts {\n      ...HeaderAlertFields\n    }\n    latestNotifications {\n      ...HeaderNotificationFields\n    }\n  }\n}"): (typeof documents)["fragment HeaderAlertFields on Alert {\n  id\n  alertId\n  alertName\n  alertStartDateTime\n}\n\nfragment HeaderNotificationFields on Notification {\n  id\n  notifyHistoryId\n  fromEmailId\n  emailSubjectText\n  lastAttemptDatetime\n  deliveryDate\n}\n\nquery LearnerHeader {\n  learnerHeader {\n    id\n    cartCount\n    wishlistCount\n    alertCount\n    notificationCount\n    latestAlerts {\n      ...HeaderAlertFields\n    }\n    latestNotifications {\n      ...HeaderNotificationFields\n    }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;