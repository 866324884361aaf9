/**
 * REST paths under the gateway base. Spec paths are used as written (`000 §7`, `001 §7`); where the
 * spec says a path is not shown, the path here is this system's design (see docs/decisions.md).
 */
export const RestPath = {
  JWT_TOKEN: '/thor-token-management/api/v1/jwt-token',
  LOGIN: '/finx-thor-authentication/api/v1/login',
  LOGOUT: '/finx-thor-authentication/api/v1/logout',
  PRODUCT_LIST: '/finx-fc-product/api/v1/productlist',
  PRODUCT_DETAILS: '/finx-fc-product/api/v1/productdetails',
  PRODUCTS_BY_IDS: '/finx-fc-product/api/v1/product',
  CATEGORIES: '/finx-fc-product/api/v1/category',
  CART_COUNT: '/finx-fc-product/api/v1/cart/count',
  WISHLIST_COUNT: '/finx-fc-product/api/v1/wishlist/count',
  ALERT_COUNT: '/finx-fc-student-dashboard/api/v1/studentDashboard/alert/count',
  NOTIFICATION_COUNT: '/finx-fc-student-dashboard/api/v1/studentDashboard/notification/count',
  ALERT_LIST: '/finx-fc-student-dashboard/api/v1/studentDashboard/alert/list',
  NOTIFICATION_LIST: '/finx-fc-student-dashboard/api/v1/studentDashboard/notification/list',
  HEALTH: '/healthz',
} as const;
export type RestPath = (typeof RestPath)[keyof typeof RestPath];
