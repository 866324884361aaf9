// The GraphQL documents the load test sends, as the screens send them (trimmed to the fields that matter
// for the load): the learner header, the catalogue, the dashboard, the job search, the staff lists and the
// checkout. `operations.test.ts` validates each against schema/schema.graphql.

export const HEADER = `query LoadHeader {
  viewer { email }
  learnerHeader { id cartCount wishlistCount alertCount notificationCount courseCount jobCount
    latestAlerts { id alertName } latestNotifications { id emailSubjectText } }
}`;

export const CATALOGUE = `query LoadCatalogue($filter: ProductFilter, $page: Int!, $pageSize: Int!) {
  products(filter: $filter, page: $page, pageSize: $pageSize) {
    total page pageSize
    items { id productId productName productType productPrice isFree inCart inWishlist owned
      category { id categoryName } }
  }
}`;

export const DASHBOARD = `query LoadDashboard {
  viewer { email }
  admissionLetter { id eligible productName }
  interestedProducts(page: 1, pageSize: 10) { total items { id productId productName } }
  products(page: 1, pageSize: 6) { items { id productId productName owned } }
}`;

export const JOBS = `query LoadJobs($filter: JobSearchInput, $page: Int!, $pageSize: Int!) {
  jobSearch(filter: $filter, page: $page, pageSize: $pageSize) {
    total
    items { id jobId title corporateName locations fit { percent } applicationStatus }
  }
}`;

export const STAFF_USERS = `query LoadStaffUsers($search: String, $page: Int, $limit: Int) {
  staffUsers(search: $search, page: $page, limit: $limit) { totalRecords rows { id partyId email } }
}`;

export const STAFF_JOBS = `query LoadStaffJobs($page: Int!, $pageSize: Int!) {
  staffJobs(page: $page, pageSize: $pageSize) { total items { id } }
}`;

export const STAFF_CANDIDATES = `query LoadCandidates($page: Int!, $pageSize: Int!) {
  jobCandidates(page: $page, pageSize: $pageSize) { total items { id } }
}`;

export const CHECKOUT = `mutation LoadCheckout($ids: [ID!]) {
  checkout(productIds: $ids) { order { orderId totalOrderPrice } userErrors { code } }
}`;

export const START_PAYMENT = `mutation LoadStartPayment($id: ID!, $total: Float!) {
  startPayment(orderId: $id, totalOrderPrice: $total) {
    handoff { razorpayOrderId callbackUrl } userErrors { code }
  }
}`;

export const SEND_ALERT = `mutation LoadSendAlert($input: SendInboxItemInput!) {
  sendInboxItem(input: $input) { alert { id alertId } userErrors { code } }
}`;

export const FORGOT_PASSWORD = `mutation LoadForgotPassword($email: String!) {
  forgotPassword(email: $email) { ok userErrors { code } }
}`;

export const INBOX_ADDED = `subscription LoadInbox { inboxItemAdded { alert { id alertName } } }`;

export const ALL_OPERATIONS = {
  HEADER,
  CATALOGUE,
  DASHBOARD,
  JOBS,
  STAFF_USERS,
  STAFF_JOBS,
  STAFF_CANDIDATES,
  CHECKOUT,
  START_PAYMENT,
  SEND_ALERT,
  FORGOT_PASSWORD,
  INBOX_ADDED,
};
