import { ProductId } from './constants';
import { RoleId } from './roles';

/**
 * The client's screens as the router declares them (`000 §2`, `001 §2`; the spellings are the spec's).
 * Code that sends someone to a screen uses the builders of `ClientRoute` below, never a literal path:
 * the gateway's redirects, the client's links and REST's mailed links all come from here.
 */
export const ClientPath = {
  HOME: '/',
  LOGIN: '/login',
  REGISTER: '/register',
  STAFF_LOGIN: '/opsAdminLogin',
  COLLEGE_LOGIN: '/collegeLogin',
  STAFF_REGISTER: '/opsAdminRegister',
  COLLEGE_REGISTER: '/collegeRegister',
  CHANGE_PASSWORD: '/changepassword',
  FORGOT_PASSWORD: '/forgotpassword',
  RESET_PASSWORD: '/forgotpasswordnext',
  REGISTER_SUCCESS: '/registerSuccess',
  EMAIL_VERIFICATION: '/emailVerification/:eid',
  TOUR: '/my-tour',
  UNSUBSCRIBE: '/unsubscribe-page',
  WITHDRAW_CONSENT: '/withdraw-consent',
  LEARNER_DASHBOARD: '/studentDashboard',
  ADMIN_DASHBOARD: '/admin-dashboard',
  OPS_DASHBOARD: '/ops-dashboard',
  COLLEGE_DASHBOARD: '/collegeDashboard',
  COURSES: '/courses',
  COURSE: '/courses/:id',
  VIDEOS: '/videos',
  VIDEO: '/videos/:id',
  CART: '/mycart',
  WISHLIST: '/mywishlist',
  CHECKOUT: '/checkout',
  WALLET: '/checkout-paytm',
  THANK_YOU: '/thankyou',
  PAYMENT_ERROR: '/error',
  PREREQUISITES: '/my-Subcription-list',
  /** Not named by the spec: a product of My Learning, opened (issue 11). */
  LEARN: '/my-learning/:productId',
  /** Not named by the spec: the timed assessment of a bought product (FEAT), taken and its score. */
  ASSESSMENT: '/assessment/:productId',
  /** `001 §2`: the CFX assessment report, `{id}` the learner's e-mail, `{prodid}` the programme (CFX). */
  CFX_REPORT: '/CfxAssessmentReport/:id?/:prodid?',
  MY_CFX_REPORT: '/MyCfxAssessmentReport/:id?/:prodid?',
  MY_ORDERS: '/my-orders',
  /** Not in the spec (it names no learner screen for the loan): apply and follow the CFX education loan. */
  EDUCATION_LOAN: '/education-loan',
  /** `001 §2` admin: every learner's education loan and its status. */
  EDUCATIONAL_LOAN_LIST: '/educationalLoanList',
  /** Not in the spec: the learner's documents and resume (also a section of /userprofile). */
  MY_DOCUMENTS: '/my-documents',
  /** Alerts and messages (`001 §2`): the list, and the selected item when the path names one. */
  MY_ALERTS: '/myalerts',
  MY_ALERT: '/myalerts/:id',
  NOTIFICATIONS: '/notification',
  NOTIFICATION: '/notification/:id',
  /** Not in the spec by path: the learner footer's View All Events (`001 §2` screen 3), every event, paged. */
  EVENTS: '/events',
  /** `001 §2` /jobs: the learner's job search; a job's page and the applied list are this system's. */
  JOBS: '/jobs',
  JOB: '/jobs/:id',
  APPLIED_JOBS: '/jobs/applied',
  /**
   * `001 §2` job administration: the list, the form (add and edit) and one job with its candidates
   * (/jobDetails, ops only in the spec's table). A candidate is read through the job's candidate list,
   * which the gateway answers per job, so its page carries both ids.
   */
  JOB_LIST: '/job-list',
  ADD_JOB: '/add-job',
  EDIT_JOB: '/edit-job/:id',
  JOB_DETAILS: '/jobDetails/:id',
  CANDIDATE_DETAILS: '/candidate-details/:jobId/:applicationId',
  /** Without ids: every job's candidates (the admin sidebar of `001 §2` screen 11 links it bare). */
  CANDIDATE_LIST: '/candidate-details',
  /** `001 §2`: the learner's profile; the tour ends here (`000 §4`). */
  USER_PROFILE: '/userprofile',
  USER_LIST: '/user-list',
  /** Catalogue management (issue 13 item 2): admin or ops, except /modules-list (admin only). */
  COURSE_LIST: '/course-list',
  ADD_COURSE: '/add-course',
  EDIT_COURSE: '/edit-course/:id',
  VIDEO_LIST: '/video-list',
  ADD_VIDEO: '/add-video',
  EDIT_VIDEO: '/edit-video/:id',
  MODULES_LIST: '/modules-list',
  /** `001 §2` /learning-path (admin only): the list; add and edit are this system's paths under it. */
  LEARNING_PATH: '/learning-path',
  ADD_LEARNING_PATH: '/learning-path/add',
  EDIT_LEARNING_PATH: '/learning-path/edit/:id',
  /** `001 §2` admin or ops: each product's validity in days; the add page edits one (?productId=). */
  PRODUCT_VALIDITY_LIST: '/product-validity-list',
  ADD_PRODUCT_VALIDITY: '/add-product-validity',
  /** `001 §2` admin or ops: staff events, the RSVP report hangs off /edit-event. */
  EVENT_LIST: '/event-list',
  ADD_EVENT: '/add-event',
  EDIT_EVENT: '/edit-event/:id',
  /** `001 §2` college officer: their college's details. */
  COLLEGE_PROFILE: '/collegeProfile',
  /** `001 §2` admin or ops: SPOC assignment (the manual form; the spreadsheet upload is bulk uploads'). */
  UPLOAD_SPOC: '/upload-spoc',
  ROLES: '/roles',
  NEW_ADMIN: '/new-admin',
  ADMIN_PROFILE: '/admin-profile',
  ADMIN_PROFILE_EDIT: '/admin-profile-edit',
  ADMIN_EDIT_USER_PROFILE: '/admin-edit-user-profile/:partyId',
  /** `001 §2` discounts (admin or ops); a discount is named by its coupon code. */
  DISCOUNT_LIST: '/discount-list',
  ADD_DISCOUNT: '/add-discount',
  EDIT_DISCOUNT: '/edit-discount/:id',
  CLONE_DISCOUNT: '/clone-discount/:id',
  /** `001 §2` corporates (admin or ops). */
  CORPORATE_LIST: '/corporate-list',
  ADD_CORPORATE: '/add-corporate',
  EDIT_CORPORATE: '/edit-corporate/:id',
  /** Not in the spec: corporate enquiries (`001 §7` corporateInquiry), staff list and public form. */
  CORPORATE_ENQUIRIES: '/corporate-enquiries',
  HIRE_FROM_US: '/hire-from-us',
  /** Not in the spec: staff college management (`001 §7` college), admin or ops. */
  COLLEGE_LIST: '/college-list',
  ADD_COLLEGE: '/add-college',
  EDIT_COLLEGE: '/edit-college/:id',
  /** Not in the spec: the staff audit log (issue 13 item 5), admin only. */
  AUDIT_LOG: '/audit-log',
  // Staff messaging (issue 13 item 6).
  MY_INBOX: '/my-inbox',
  MY_INBOX_CREATE: '/my-inbox-create',
  SEND_MAIL: '/send-mail',
  SEND_MAIL_LIST: '/send-mail-list',
  ADMIN_ALERT: '/adminalert',
  ADMIN_NOTIFICATION: '/adminnotification',
  /** `001 §2` screen 8: the bulk payment upload (staff alone here, docs/decisions.md "uploads"). */
  UPLOAD_PAYMENT: '/uploadPayment',
  /** `001 §2` the other bulk uploads (issue 14 item 2); /add-course-student is the one-learner form. */
  USER_BULK_UPLOAD: '/userbulkupload',
  BULK_UNSUBSCRIBE_UPLOAD: '/bulk-unsubscribe-upload',
  ADD_STUDENT_COURSE: '/add-student-course',
  ADD_COURSE_STUDENT: '/add-course-student',
  /** `001 §2` admin only: the GD/PI status list and its bulk file (issue 14 item 2). */
  GDPI: '/gdpi',
  ADMIN_BULK_UPLOAD_GDPI: '/adminbulkuploadgdpi',
  /** Not spec routes: the jobs file (createBulk) and the profile score file (upload/profileScore), admin or ops. */
  JOB_BULK_UPLOAD: '/job-bulk-upload',
  PROFILE_SCORE_UPLOAD: '/profile-score-upload',
  /** `001 §2` staff reports (issue 14 item 4), admin only; /user-activity-report is the same report. */
  REPORT_ENROLLMENT: '/report-enrollment',
  USER_ACTIVITY: '/user-activity',
  USER_ACTIVITY_REPORT: '/user-activity-report',
  ASSESSMENT_REPORT: '/assessment-report',
  UNASSIGNED_USERS_REPORT: '/unassigned-users-report',
  /** `001 §2` screen 9: the Student Section (staff here, docs/decisions.md) and the staff document downloads. */
  STUDENT_SECTION: '/studentSection',
  DOWNLOAD_DOCUMENTS: '/download-documents',
  /** `001 §2` CRM data dumps 1 to 6 (admin or ops), one page with a dump picker. */
  DATA_DUMP_REPORT: '/data-dump-report',
  /** Not in the spec's screens (it names studentcfxreport/getstudentprogress): the staff CFX progress report. */
  CFX_PROGRESS_REPORT: '/cfx-progress-report',
  ROADMAP: '/roadmap',
  FAQ: '/faq',
  ACCESS_DENIED: '/access-denied',
  /** The public landing pages (`001 §2`): three hiring campaigns and the courses page. */
  MORNINGSTAR_JOBS: '/morningstarindia-jobs-research',
  KOTAK_JOBS: '/kotakbank-career-jobs',
  BFSI_HIRING: '/BFSI-Hiring',
  HIGHER_EDUCATION: '/higher-education-courses',
  DEV_OUTBOX: '/dev/outbox',
} as const;
export type ClientPath = (typeof ClientPath)[keyof typeof ClientPath];

type QueryValue = string | number | boolean | null | undefined;

/** A path with its query; parameters that are null or undefined are left out. */
const withQuery = (path: string, query: Record<string, QueryValue>): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

/** The section of the learner dashboard that lists My Learning. */
const MY_LEARNING_ANCHOR = 'my-learning';

/** Typed builders of every client address something links or redirects to. */
export const ClientRoute = {
  home: (): string => ClientPath.HOME,
  /** `000 §4`: a learner whose session timed out lands home with the flag that explains why. */
  sessionTimeout: (): string => withQuery(ClientPath.HOME, { sessiontimeout: true }),
  login: (): string => ClientPath.LOGIN,
  register: (): string => ClientPath.REGISTER,
  /**
   * Registration reached from a campaign: the entry-link keys (`000 §2`, e.g. `source`, `camp`, `cli`)
   * ride along, so the registration records where the learner came from as its lead.
   */
  registerFrom: (campaign: Readonly<Record<string, string | undefined>>): string =>
    withQuery(ClientPath.REGISTER, campaign),
  staffLogin: (): string => ClientPath.STAFF_LOGIN,
  collegeLogin: (): string => ClientPath.COLLEGE_LOGIN,
  staffRegister: (): string => ClientPath.STAFF_REGISTER,
  collegeRegister: (): string => ClientPath.COLLEGE_REGISTER,
  /** An administrator changing someone else's password passes their user id. */
  changePassword: (userId?: number): string => withQuery(ClientPath.CHANGE_PASSWORD, { userId }),
  adminEditUserProfile: (partyId: number): string => `/admin-edit-user-profile/${partyId}`,
  forgotPassword: (): string => ClientPath.FORGOT_PASSWORD,
  /** The mailed reset link: `id` is the reset token. */
  resetPassword: (token: string): string => withQuery(ClientPath.RESET_PASSWORD, { id: token }),
  registerSuccess: (): string => ClientPath.REGISTER_SUCCESS,
  emailVerification: (eid: string): string =>
    ClientPath.EMAIL_VERIFICATION.replace(':eid', encodeURIComponent(eid)),
  /** The unsubscribe page; the sealed token names the address. */
  unsubscribe: (token?: string): string => withQuery(ClientPath.UNSUBSCRIBE, { token }),
  learnerDashboard: (): string => ClientPath.LEARNER_DASHBOARD,
  myLearning: (): string => `${ClientPath.LEARNER_DASHBOARD}#${MY_LEARNING_ANCHOR}`,
  /** A product of My Learning, opened: its modules, lessons and player. */
  learn: (productId: number | string): string =>
    ClientPath.LEARN.replace(':productId', encodeURIComponent(String(productId))),
  /** The timed assessment of a bought product (FEAT): start, take, and its score. */
  assessment: (productId: number | string): string =>
    ClientPath.ASSESSMENT.replace(':productId', encodeURIComponent(String(productId))),
  /** The learner's own CFX assessment report (their e-mail in the address, as the spec's route has it). */
  myCfxReport: (email?: string, productId: number | string = ProductId.CFX): string =>
    email ? `/MyCfxAssessmentReport/${encodeURIComponent(email)}/${productId}` : '/MyCfxAssessmentReport',
  /** Staff: one learner's CFX assessment report; without an e-mail, the look-up. */
  cfxReport: (email?: string, productId: number | string = ProductId.CFX): string =>
    email ? `/CfxAssessmentReport/${encodeURIComponent(email)}/${productId}` : '/CfxAssessmentReport',
  product: (type: 'COURSE' | 'VIDEO', productId: number | string): string =>
    `${type === 'VIDEO' ? ClientPath.VIDEOS : ClientPath.COURSES}/${productId}`,
  jobs: (): string => ClientPath.JOBS,
  job: (jobId: number | string): string => ClientPath.JOB.replace(':id', encodeURIComponent(String(jobId))),
  appliedJobs: (): string => ClientPath.APPLIED_JOBS,
  jobList: (): string => ClientPath.JOB_LIST,
  addJob: (): string => ClientPath.ADD_JOB,
  editJob: (jobId: number | string): string =>
    ClientPath.EDIT_JOB.replace(':id', encodeURIComponent(String(jobId))),
  jobDetails: (jobId: number | string): string =>
    ClientPath.JOB_DETAILS.replace(':id', encodeURIComponent(String(jobId))),
  candidateDetails: (jobId: number | string, applicationId: number | string): string =>
    ClientPath.CANDIDATE_DETAILS.replace(':jobId', encodeURIComponent(String(jobId))).replace(
      ':applicationId',
      encodeURIComponent(String(applicationId)),
    ),
  candidateList: (): string => ClientPath.CANDIDATE_LIST,
  studentSection: (): string => ClientPath.STUDENT_SECTION,
  /** The staff document downloads, opened on one learner (`?student=` their e-mail or student id). */
  downloadDocuments: (student?: string | number | null): string =>
    withQuery(ClientPath.DOWNLOAD_DOCUMENTS, { student }),
  cart: (): string => ClientPath.CART,
  wishlist: (): string => ClientPath.WISHLIST,
  /** The payment screens carry the order in `?orderId=`, so a reload finds it again. */
  checkout: (orderId: number | string): string => withQuery(ClientPath.CHECKOUT, { orderId }),
  wallet: (orderId: number | string): string => withQuery(ClientPath.WALLET, { orderId }),
  thankYou: (orderId?: number | string | null): string => withQuery(ClientPath.THANK_YOU, { orderId }),
  paymentError: (orderId?: number | string | null): string =>
    withQuery(ClientPath.PAYMENT_ERROR, { orderId }),
  /** The prerequisite table of one programme (`001 §2` screen 4). */
  prerequisites: (productId: number | string): string => withQuery(ClientPath.PREREQUISITES, { productId }),
  myOrders: (): string => ClientPath.MY_ORDERS,
  educationLoan: (): string => ClientPath.EDUCATION_LOAN,
  myDocuments: (): string => ClientPath.MY_DOCUMENTS,
  /** View All of alerts, or one alert selected; the list's page and filter ride in the query. */
  myAlerts: (id?: number | string | null, query: Record<string, QueryValue> = {}): string =>
    withQuery(
      id == null ? ClientPath.MY_ALERTS : `${ClientPath.MY_ALERTS}/${encodeURIComponent(String(id))}`,
      query,
    ),
  notifications: (id?: number | string | null, query: Record<string, QueryValue> = {}): string =>
    withQuery(
      id == null ? ClientPath.NOTIFICATIONS : `${ClientPath.NOTIFICATIONS}/${encodeURIComponent(String(id))}`,
      query,
    ),
  userProfile: (): string => ClientPath.USER_PROFILE,
  userList: (): string => ClientPath.USER_LIST,
  courseList: (): string => ClientPath.COURSE_LIST,
  addCourse: (): string => ClientPath.ADD_COURSE,
  editCourse: (productId: number | string): string => `/edit-course/${encodeURIComponent(String(productId))}`,
  videoList: (): string => ClientPath.VIDEO_LIST,
  addVideo: (): string => ClientPath.ADD_VIDEO,
  editVideo: (productId: number | string): string => `/edit-video/${encodeURIComponent(String(productId))}`,
  modulesList: (): string => ClientPath.MODULES_LIST,
  learningPaths: (): string => ClientPath.LEARNING_PATH,
  addLearningPath: (): string => ClientPath.ADD_LEARNING_PATH,
  editLearningPath: (pathId: number | string): string =>
    `/learning-path/edit/${encodeURIComponent(String(pathId))}`,
  productValidityList: (): string => ClientPath.PRODUCT_VALIDITY_LIST,
  addProductValidity: (productId?: number): string =>
    withQuery(ClientPath.ADD_PRODUCT_VALIDITY, productId === undefined ? {} : { productId }),
  uploadPayment: (): string => ClientPath.UPLOAD_PAYMENT,
  userBulkUpload: (): string => ClientPath.USER_BULK_UPLOAD,
  bulkUnsubscribeUpload: (): string => ClientPath.BULK_UNSUBSCRIBE_UPLOAD,
  addStudentCourse: (): string => ClientPath.ADD_STUDENT_COURSE,
  addCourseStudent: (): string => ClientPath.ADD_COURSE_STUDENT,
  gdpi: (): string => ClientPath.GDPI,
  adminBulkUploadGdpi: (): string => ClientPath.ADMIN_BULK_UPLOAD_GDPI,
  jobBulkUpload: (): string => ClientPath.JOB_BULK_UPLOAD,
  profileScoreUpload: (): string => ClientPath.PROFILE_SCORE_UPLOAD,
  reportEnrollment: (): string => ClientPath.REPORT_ENROLLMENT,
  userActivity: (): string => ClientPath.USER_ACTIVITY,
  assessmentReport: (): string => ClientPath.ASSESSMENT_REPORT,
  unassignedUsersReport: (): string => ClientPath.UNASSIGNED_USERS_REPORT,
  dataDumpReport: (): string => ClientPath.DATA_DUMP_REPORT,
  cfxProgressReport: (): string => ClientPath.CFX_PROGRESS_REPORT,
  eventList: (): string => ClientPath.EVENT_LIST,
  addEvent: (): string => ClientPath.ADD_EVENT,
  editEvent: (eventId: number | string): string =>
    ClientPath.EDIT_EVENT.replace(':id', encodeURIComponent(String(eventId))),
  collegeProfile: (): string => ClientPath.COLLEGE_PROFILE,
  uploadSpoc: (): string => ClientPath.UPLOAD_SPOC,
  discountList: (): string => ClientPath.DISCOUNT_LIST,
  corporateList: (): string => ClientPath.CORPORATE_LIST,
  addCorporate: (): string => ClientPath.ADD_CORPORATE,
  editCorporate: (corporateId: number): string =>
    ClientPath.EDIT_CORPORATE.replace(':id', String(corporateId)),
  corporateEnquiries: (): string => ClientPath.CORPORATE_ENQUIRIES,
  hireFromUs: (): string => ClientPath.HIRE_FROM_US,
  collegeList: (): string => ClientPath.COLLEGE_LIST,
  addCollege: (): string => ClientPath.ADD_COLLEGE,
  editCollege: (collegeId: number): string => ClientPath.EDIT_COLLEGE.replace(':id', String(collegeId)),
  addDiscount: (): string => ClientPath.ADD_DISCOUNT,
  editDiscount: (code: string): string => ClientPath.EDIT_DISCOUNT.replace(':id', encodeURIComponent(code)),
  cloneDiscount: (code: string): string => ClientPath.CLONE_DISCOUNT.replace(':id', encodeURIComponent(code)),
  roadmap: (): string => ClientPath.ROADMAP,
  faq: (tab?: string): string => withQuery(ClientPath.FAQ, { tab }),
  accessDenied: (): string => ClientPath.ACCESS_DENIED,
} as const;

/** Where a user lands after login (`000 §2`). Any other role goes to the admin dashboard. */
export const landingRouteOf = (roleId: number): string => {
  switch (roleId) {
    case RoleId.LEARNER:
      return ClientPath.LEARNER_DASHBOARD;
    case RoleId.OPS:
      return ClientPath.OPS_DASHBOARD;
    case RoleId.COLLEGE:
      return ClientPath.COLLEGE_DASHBOARD;
    default:
      return ClientPath.ADMIN_DASHBOARD;
  }
};

/**
 * The login screen of a role (`000 §4`): college officers /collegeLogin, administrators and ops
 * /opsAdminLogin, everyone else (learners, an unknown role) the home page with its login modal.
 */
export const loginRouteOf = (roleId: number | null | undefined): string => {
  switch (roleId) {
    case RoleId.ADMIN:
    case RoleId.OPS:
      return ClientPath.STAFF_LOGIN;
    case RoleId.COLLEGE:
      return ClientPath.COLLEGE_LOGIN;
    default:
      return ClientPath.HOME;
  }
};

/** Where someone whose session has gone is sent (`000 §4`): the role's login, with the time-out flag for learners. */
export const sessionExpiredRouteOf = (roleId: number | null | undefined): string => {
  const login = loginRouteOf(roleId);
  return login === ClientPath.HOME ? ClientRoute.sessionTimeout() : login;
};
