/**
 * REST paths under the gateway base. Spec paths are used as written (`000 §7`, `001 §7`); where the
 * spec says a path is not shown, the path here is this system's design (see docs/decisions.md).
 */
export const RestPath = {
  JWT_TOKEN: '/thor-token-management/api/v1/jwt-token',
  LOGIN: '/finx-thor-authentication/api/v1/login',
  LOGOUT: '/finx-thor-authentication/api/v1/logout',
  /** Not in the spec: is the caller's session still live (the gateway's `viewer` asks, issue 10). */
  SESSION: '/finx-thor-authentication/api/v1/session',
  USER_CHANGE_PASSWORD: '/finx-thor-authentication/api/v1/user/changePassword',
  USER_CHANGE_ADMIN_PASSWORD: '/finx-thor-authentication/api/v1/user/changeAdminPassword',
  USER_REGISTRATION_TYPE: '/finx-thor-authentication/api/v1/user/registrationType',
  USER_FORGOT_PASSWORD: '/finx-thor-authentication/api/v1/user/forgotPassword',
  USER_RESET_PASSWORD: '/finx-thor-authentication/api/v1/user/updateForgotPassword',
  USER_UNLOCK: '/finx-thor-authentication/api/v1/user/updateblockeduser',
  WITHDRAW_CONSENT: '/finx-thor-authentication/api/v1/user/withdrawUserConsent',
  UNSUBSCRIBE: '/finx-thor-authentication/api/v1/user/unsubscribe',
  UNSUBSCRIBE_LINK: '/finx-thor-authentication/api/v1/user/unsubscribeLink',
  DEPLOYMENT_FLAG: '/finx-thor-authentication/api/v1/deploymentFlag',
  FEEDBACK: '/finx-fc-registration/api/v1/PostFeedback',
  PERSONNEL_DATA: '/finx-fc-registration/api/v1/personnelData',
  LOGIN_WITH_MOBILE: '/finx-thor-authentication/api/v1/loginWithMobile',
  LOGIN_SOCIAL: '/finx-thor-authentication/api/v1/login/social',
  REGISTER_SOCIAL: '/finx-fc-registration/api/v1/register/finx/social',
  PRODUCT_LIST: '/finx-fc-product/api/v1/productlist',
  PRODUCT_DETAILS: '/finx-fc-product/api/v1/productdetails',
  PRODUCTS_BY_IDS: '/finx-fc-product/api/v1/product',
  CATEGORIES: '/finx-fc-product/api/v1/category',
  SUBJECT_AREAS: '/finx-fc-product/api/v1/subjectArea',
  LOOKING_FOR: '/finx-fc-product/api/v1/lookingfor',
  COURSE_TYPES: '/finx-fc-product/api/v1/getCourseType',
  PRODUCT_LEVELS: '/finx-fc-product/api/v1/productlevellist',
  ALL_ADD_ON_COURSES: '/finx-fc-product/api/v1/getAllAddOnCourses',
  SELECTED_ADD_ON_COURSES: '/finx-fc-product/api/v1/getSelectedAddOnCourses',
  ADD_ON_RELATION: '/finx-fc-product/api/v1/checkIfChildOrParentExists',
  MAX_PARENT_PRICE: '/finx-fc-product/api/v1/getMaxPriceOfParentCourses',
  PRODUCT_SEQUENCE: '/finx-fc-product/api/v1/checkProductSequence',
  PREREQUISITE_COUNT: '/finx-fc-product/api/v1/prerequisite/count',
  PRODUCT_PRICE: '/finx-fc-product/api/v1/productprice',
  VIDEO_PRICE: '/finx-fc-product/api/v1/video/videoprice',
  CART: '/finx-fc-product/api/v1/cart',
  CART_REMOVE: '/finx-fc-product/api/v1/cart/remove',
  CART_COUNT: '/finx-fc-product/api/v1/cart/count',
  WISHLIST: '/finx-fc-product/api/v1/wishlist',
  WISHLIST_REMOVE: '/finx-fc-product/api/v1/wishlist/remove',
  WISHLIST_MOVE_TO_CART: '/finx-fc-product/api/v1/wishlist/moveToCart',
  WISHLIST_COUNT: '/finx-fc-product/api/v1/wishlist/count',
  ALERT_COUNT: '/finx-fc-student-dashboard/api/v1/studentDashboard/alert/count',
  NOTIFICATION_COUNT: '/finx-fc-student-dashboard/api/v1/studentDashboard/notification/count',
  ALERT_LIST: '/finx-fc-student-dashboard/api/v1/studentDashboard/alert/list',
  NOTIFICATION_LIST: '/finx-fc-student-dashboard/api/v1/studentDashboard/notification/list',
  ALERT_PAGE: '/finx-fc-student-dashboard/api/v1/studentDashboard/alert/page',
  NOTIFICATION_PAGE: '/finx-fc-student-dashboard/api/v1/studentDashboard/notification/page',
  ALERT_READ: '/finx-fc-student-dashboard/api/v1/studentDashboard/alert/read',
  NOTIFICATION_READ: '/finx-fc-student-dashboard/api/v1/studentDashboard/notification/read',
  SEND_MAIL_SMS_TO_USER: '/finx-fc-student-dashboard/api/v1/studentDashboard/sendMailSmsToUser',
  OTP: '/finx-thor-otp/api/v1/otp',
  OTP_VALIDATE: '/finx-thor-otp/api/v1/otp/validate',
  DEV_OUTBOX: '/finx-thor-notification/api/v1/dev/outbox',
  VALIDATE_MOBILE: '/finx-fc-student/api/v1/student/validatemobile',
  EMAIL_VALIDATE: '/finx-fc-student/api/v1/student/emailValidate',
  INSTITUTE: '/finx-fc-student/api/v1/student/institute',
  EDU_LOAN_APPLY: '/finx-fc-student/api/v1/student/_applyEduLoan',
  EDU_LOAN_GET: '/finx-fc-student/api/v1/student/_getEduLoan',
  EDU_LOAN_UPDATE: '/finx-fc-student/api/v1/student/_updateEduLoan',
  /** Not in the spec: the staff's loan list behind /educationalLoanList (issue 13 item 5). */
  EDU_LOAN_LIST: '/finx-fc-student/api/v1/student/_getEduLoanList',
  /** The learner profile (`001 §7` Party, Dashboard and Regions calls; paths this system's where not shown). */
  PROFILE: '/finx-fc-party/api/v1/profile',
  PROFILE_PERSONAL: '/finx-fc-party/api/v1/personal',
  PROFILE_ADDRESS: '/finx-fc-party/api/v1/address',
  PROFILE_EDUCATION: '/finx-fc-party/api/v1/education',
  PROFILE_EMPLOYMENT: '/finx-fc-party/api/v1/employment',
  PROFILE_PREFERENCES: '/finx-fc-party/api/v1/preference',
  PROFILE_AADHAR: '/finx-fc-party/api/v1/aadhar',
  PROFILE_OPTIONS: '/finx-fc-party/api/v1/options',
  REGION_COUNTRY: '/finx-fc-region/api/v1/country',
  REGION_STATE: '/finx-fc-region/api/v1/state',
  REGION_CITY: '/finx-fc-region/api/v1/city/fromstates',
  REGION_SUBURB: '/finx-fc-region/api/v1/suburb/fromcities',
  VALIDATE_DOMAIN: '/finx-fc-registration/api/v1/validate/domain',
  REGISTER: '/finx-fc-registration/api/v1/register/finx',
  REGISTER_STAFF: '/finx-fc-registration/api/v1/register/staff',
  EMAIL_VERIFICATION: '/finx-fc-registration/api/v1/emailVerification',
  ORDER: '/finx-fc-payment/api/v1/order',
  ORDER_COUPON: '/finx-fc-payment/api/v1/order/coupon',
  ORDER_CANCEL: '/finx-fc-payment/api/v1/order/cancel',
  ORDER_LIST: '/finx-fc-payment/api/v1/order/list',
  PAYMENT_REPORT: '/finx-fc-payment/api/v1/order/report',
  DO_PAYMENT: '/finx-fc-payment/api/v1/Payment/doPayment',
  /** Not in the spec: the learner came back from the payment page unpaid (failed or closed) (issue 25). */
  PAYMENT_ABANDON: '/finx-fc-payment/api/v1/Payment/abandon',
  PAYMENT_CALLBACK: '/finx-fc-payment/api/v1/Payment/callback',
  PAYMENT_WEBHOOK: '/finx-fc-payment/api/v1/Payment/webhook',
  OFFLINE_PAYMENT: '/finx-fc-payment/api/v1/offlinePayment',
  NON_PAYABLE_PAYMENT: '/finx-fc-payment/api/v1/nonPayableProductPayment',
  REFUND: '/finx-fc-payment/api/v1/refund',
  PAYMENT_HISTORY: '/finx-fc-student-dashboard/api/v1/studentDashboard/paymentHistory',
  ENROLMENTS: '/finx-fc-student-dashboard/api/v1/studentDashboard/myLearning',
  PREREQUISITES: '/finx-fc-product/api/v1/getProductPreRequisite',
  COURSE_MODULES: '/finx-fc-student-dashboard/api/v1/studentDashboard/getModuleAgainstCourse',
  PROGRESS_OVERVIEW: '/finx-fc-student-dashboard/api/v1/studentDashboard/getProgressOverviewDetails',
  /** Not in the spec by name: marks one lesson complete (the spec's dashboard reads the progress it makes). */
  LESSON_COMPLETE: '/finx-fc-student-dashboard/api/v1/studentDashboard/lessonComplete',
  /** `001 §7` studentassessment: the learner's attempt at a product (GET), and starting it (POST start). */
  ASSESSMENT: '/finx-fc-student/api/v1/studentassessment',
  ASSESSMENT_START: '/finx-fc-student/api/v1/studentassessment/start',
  /** Not named by the spec: one answer of an attempt in progress, saved as the learner goes. */
  ASSESSMENT_ANSWER: '/finx-fc-student/api/v1/studentassessment/answer',
  /** `001 §7` scoreupdate: submitting the attempt records its score. */
  ASSESSMENT_SCORE_UPDATE: '/finx-fc-student/api/v1/studentassessment/scoreupdate',
  /** `001 §7` CFX assessment report (studentcfxreport/getstudentprogress): query emailid and productid. */
  CFX_REPORT: '/finx-fc-student/api/v1/studentcfxreport/getstudentprogress',
  /** `001 §3` Dashboard: the learner's products of interest (GET a page, POST to mark or unmark one). */
  INTERESTED_PRODUCT: '/finx-fc-student-dashboard/api/v1/studentDashboard/interestedProduct',
  /** `001 §3` Events (CalenderAndEvents): the type list, cities, suburbs, a learner's page, one event, RSVP. */
  EVENT_TYPES: '/finx-fc-student-dashboard/api/v1/studentDashboard/CalenderAndEvents/type',
  EVENT_CITIES: '/finx-fc-student-dashboard/api/v1/studentDashboard/CalenderAndEvents/filteredCity',
  EVENT_SUBURBS: '/finx-fc-student-dashboard/api/v1/studentDashboard/CalenderAndEvents/suburb',
  EVENT_LIST: '/finx-fc-student-dashboard/api/v1/studentDashboard/CalenderAndEvents/filteredStudent',
  EVENT_DETAILS: '/finx-fc-student-dashboard/api/v1/studentDashboard/CalenderAndEvents/detailsOnEventID',
  EVENT_RSVP: '/finx-fc-student-dashboard/api/v1/studentDashboard/CalenderAndEvents/rsvp',
  /** `001 §3` Events add, update, report and sendEventRemainderMail (staff); the list is this system's. */
  EVENT_STAFF_LIST: '/finx-fc-student-dashboard/api/v1/studentDashboard/CalenderAndEvents/list',
  EVENT_STAFF_GET: '/finx-fc-student-dashboard/api/v1/studentDashboard/CalenderAndEvents/get',
  EVENT_ADD: '/finx-fc-student-dashboard/api/v1/studentDashboard/CalenderAndEvents/add',
  EVENT_UPDATE: '/finx-fc-student-dashboard/api/v1/studentDashboard/CalenderAndEvents/update',
  EVENT_REPORT: '/finx-fc-student-dashboard/api/v1/studentDashboard/CalenderAndEvents/report',
  EVENT_REMINDER:
    '/finx-fc-student-dashboard/api/v1/studentDashboard/CalenderAndEvents/sendEventRemainderMail',
  /** `001 §7` college: the officer's own college, its figures and students, and its contact fields. */
  COLLEGE_MINE: '/finx-fc-admin/api/v1/college/mine',
  COLLEGE_STUDENTS: '/finx-fc-admin/api/v1/college/students',
  COLLEGE_CONTACT: '/finx-fc-admin/api/v1/college/contact',
  /** `001 §3` SPOC: the active assignments, the organisations to choose from, and assignSpoc (staff). */
  SPOC_ACTIVE: '/finx-fc-student-dashboard/api/spoc/getActiveSpocs',
  SPOC_ORGANISATIONS: '/finx-fc-student-dashboard/api/spoc/organisations',
  SPOC_ASSIGN: '/finx-fc-student-dashboard/api/spoc/assignSpoc',
  /** Not named by the spec: reads the admission letter saveAdmissionLetterAccept accepts. */
  ADMISSION_LETTER: '/finx-fc-student-dashboard/api/v1/studentDashboard/admissionLetter',
  ADMISSION_LETTER_ACCEPT: '/finx-fc-student-dashboard/api/v1/studentDashboard/saveAdmissionLetterAccept',
  /** The parents' details, from the dashboard or the profile: one record, the profile's. */
  PARENT_DETAILS_UPDATE: '/finx-fc-student-dashboard/api/v1/studentDashboard/updateParentDetails',
  REFERRAL_MAIL: '/finx-fc-student-dashboard/api/v1/studentDashboard/refferalMail',
  PROVIDER_CREDENTIALS: '/finx-fc-student/api/v1/studentprovidercredetails/getCredentials',
  /** The document store: a stored asset by its id, behind a signed, expiring link (getDocumentUrl's answer). */
  DOCUMENT: '/finx-documents/api/v1/document',
  /** `001 §7` Documents: the learner's own files (upload, list, delete, getDocumentUrl, download). */
  DOCUMENT_UPLOAD: '/thor-documentmanagement/api/v1/document',
  DOCUMENT_LIST: '/thor-documentmanagement/api/v1/document/getStudentDocuments',
  DOCUMENT_DELETE: '/thor-documentmanagement/api/v1/document/delete',
  DOCUMENT_URL: '/thor-documentmanagement/api/v1/document/publicurl',
  /** Not a call: the file behind a signed link from DOCUMENT_URL, `/<documentId>?p&e&s`. */
  DOCUMENT_DOWNLOAD: '/thor-documentmanagement/api/v1/document/download',
  /** `001 §7` resume/buildResume: the learner's resume as a PDF, behind a signed link from RESUME_URL. */
  RESUME_BUILD: '/finx-fc-student/api/v1/resume/buildResume',
  RESUME_URL: '/finx-fc-student/api/v1/resume/buildResume/url',
  /** `001 §7` getAllActiveStudents: the Student Section's learners, filtered, sorted and paged (staff). */
  STUDENT_SECTION_LIST: '/finx-fc-student/api/v1/student/getAllActiveStudents',
  /** `001 §7` resumeDownload: POST studentIds, one zip of their resumes; answers its documentId. */
  RESUME_ZIP: '/finx-fc-student/api/v1/student/resumeDownload',
  /** `001 §7` the document fetch: GET documentId and bucketTag, answers documentUrl (staff). */
  DOCUMENT_FETCH: '/thor-documentmanagement/api/v1/document/fetch',
  /** Not a call: a resume zip behind a signed link from DOCUMENT_FETCH, `/<documentId>?p&e&s`. */
  RESUME_ZIP_DOWNLOAD: '/thor-documentmanagement/api/v1/document/zip',
  /**
   * `001 §7` Party and jobs, the learner side: search (jobs), matches to the profile's skills
   * (jobsfromskills), one job (jobs/details: not named by the spec), similar jobs, the questionnaire,
   * applying, the applied list, lookups and tracking. Query and body fields: contract/jobs.ts.
   */
  JOBS: '/finx-fc-party/api/v1/jobs',
  JOBS_FROM_SKILLS: '/finx-fc-party/api/v1/jobsfromskills',
  JOB_DETAILS: '/finx-fc-party/api/v1/jobs/details',
  JOBS_SIMILAR: '/finx-fc-party/api/v1/similar',
  JOB_QUESTIONS: '/finx-fc-party/api/v1/job/questions',
  JOB_APPLY: '/finx-fc-party/api/v1/jobs/apply',
  JOBS_APPLIED: '/finx-fc-party/api/v1/applied',
  JOB_REJECTION_REASONS: '/finx-fc-party/api/v1/rejection/reasons',
  JOB_LOCATIONS: '/finx-fc-party/api/v1/locations',
  JOB_APPLIED_LOCATIONS: '/finx-fc-party/api/v1/appliedLocations',
  JOB_CTA: '/finx-fc-party/api/v1/cta',
  JOB_APPLY_CLICK: '/finx-fc-party/api/v1/jobApplyClick',
  JOB_INTERVIEWS: '/finx-fc-party/api/v1/interviews',
  JOB_INTERVIEW_RSVP: '/finx-fc-party/api/v1/interviews/rsvp',
  COURSE_APPLY: '/finx-fc-party/api/v1/course/apply',
  /**
   * `001 §7` Job administration, staff alone (ADMIN, OPS). Fields: contract/jobs-admin.ts. `list` is not
   * named by the spec: the staff's paged list of jobs.
   */
  STAFF_JOB_CREATE: '/finx-fc-student/api/v1/job/create',
  STAFF_JOB_CREATE_BULK: '/finx-fc-student/api/v1/job/createBulk',
  STAFF_JOB_UPDATE: '/finx-fc-student/api/v1/job/updateJobDetails',
  STAFF_JOB_DETAILS: '/finx-fc-student/api/v1/job/getJobDetails',
  STAFF_JOB_LIST: '/finx-fc-student/api/v1/job/list',
  STAFF_JOB_STAGE_COUNT: '/finx-fc-student/api/v1/job/stage_count',
  STAFF_JOB_CANDIDATES: '/finx-fc-student/api/v1/job/candidateDetailsReport',
  STAFF_JOB_STAGES: '/finx-fc-student/api/v1/job/jobStage',
  STAFF_JOB_HISTORY: '/finx-fc-student/api/v1/job/applicationsHistory',
  STAFF_JOB_UPDATE_STATUS: '/finx-fc-student/api/v1/job/updateStatus',
  STAFF_JOB_NEXT_STAGE: '/finx-fc-student/api/v1/job/nextStageupdateStatus',
  STAFF_JOB_REJECT: '/finx-fc-student/api/v1/job/reject',
  STAFF_JOB_SAVE_PLACEMENT: '/finx-fc-student/api/v1/job/savePlacementBy',
  STAFF_JOB_PLACEMENTS: '/finx-fc-student/api/v1/job/getAllPlacementByDetails',
  STAFF_JOB_ANSWER_TYPES: '/finx-fc-student/api/v1/job/getAnswerType',
  STAFF_JOB_KEY_SKILLS: '/finx-fc-student/api/v1/job/getJobKeySkill',
  STAFF_JOB_CATEGORIES: '/finx-fc-student/api/v1/job/getJobCategories',
  STAFF_JOB_INTERVIEW_STAGES: '/finx-fc-student/api/v1/job/getInterviewStages',
  STAFF_JOB_EXPERIENCE: '/finx-fc-student/api/v1/job/getAllExperience',
  STAFF_JOB_CORPORATES: '/finx-fc-student/api/v1/job/getCorporates',
  STAFF_JOB_SAVE_FEEDBACK: '/finx-fc-student/api/v1/job/saveFeedback',
  STAFF_JOB_RATING_HISTORY: '/finx-fc-student/api/v1/job/ratingHistory',
  STAFF_JOB_SAVE_EXTERNAL_COMMENT: '/finx-fc-student/api/v1/job/saveExternalComment',
  STAFF_JOB_EXTERNAL_COMMENTS: '/finx-fc-student/api/v1/job/externalComments',
  STAFF_JOB_REFER: '/finx-fc-student/api/v1/job/referByEmail',
  STAFF_JOB_SEND_MESSAGE: '/finx-fc-student/api/v1/job/sendMessage',
  STAFF_JOB_MESSAGES: '/finx-fc-student/api/v1/job/messages',
  STAFF_JOB_INTERVIEW_INVITE: '/finx-fc-student/api/v1/job/interviewInvite',
  STAFF_JOB_INTERVIEW_INVITATIONS: '/finx-fc-student/api/v1/job/interviewInvitations',
  STAFF_JOB_COLLEGE_CANDIDATES: '/finx-fc-student/api/v1/job/collegeCandidates',
  STAFF_JOB_COLLEGE_HISTORY: '/finx-fc-student/api/v1/job/collegeApplicationsHistory',
  STAFF_JOB_EXPORT_LINK: '/finx-fc-student/api/v1/job/exportLink',
  STAFF_JOB_EXPORT: '/finx-fc-student/api/v1/job/export',
  /** `001 §7` User management getFilteredUser: the staff's paged, filtered user list. */
  USERS_FILTERED: '/finx-thor-authentication/api/v1/user/getFilteredUser',
  /** `001 §7` Admin inactiveuser; `active` true reactivates (this system's reading, docs/decisions.md). */
  USER_INACTIVE: '/finx-fc-admin/api/v1/admin/inactiveuser',
  /** Not in the spec: staff approve or reject a held college or ops sign-up. */
  USER_APPROVE: '/finx-fc-admin/api/v1/admin/approveuser',
  /** `001 §7` Admin adduser (/new-admin), getuser and updateuser (profiles of /admin-profile and
   * /admin-edit-user-profile). */
  ADMIN_ADD_USER: '/finx-fc-admin/api/v1/admin/adduser',
  ADMIN_GET_USER: '/finx-fc-admin/api/v1/admin/getuser',
  ADMIN_UPDATE_USER: '/finx-fc-admin/api/v1/admin/updateuser',
  /** `001 §7` Roles: the role ids and names with how many users hold each. */
  ROLES: '/finx-thor-rolemanagement/api/v1/role',
  /** `001 §7` Discounts: coupon/all (the staff list), getDetailsOnId (one), discount (add or edit). */
  DISCOUNT_LIST: '/finx-fc-product/api/v1/discount/coupon/all',
  DISCOUNT_DETAILS: '/finx-fc-product/api/v1/discount/getDetailsOnId',
  DISCOUNT_SAVE: '/finx-fc-product/api/v1/discount',
  /** `001 §7` associatedProducts: the active payable products a discount may name. */
  DISCOUNT_PRODUCTS: '/finx-fc-product/api/v1/discount/associatedProducts',
  /** `001 §7` cielops corporate endpoints: the staff's corporates (list, one, add with POST, edit with PUT). */
  CORPORATE_LIST: '/finx-fc-admin/api/v1/cielops/corporate/all',
  CORPORATE_DETAILS: '/finx-fc-admin/api/v1/cielops/corporate/details',
  CORPORATE_SAVE: '/finx-fc-admin/api/v1/cielops/corporate',
  /** `001 §7` corporateInquiry: the public form (POST), the staff list, and staff's follow-up (PUT). */
  CORPORATE_ENQUIRY: '/finx-fc-admin/api/v1/corporateInquiry',
  CORPORATE_ENQUIRY_LIST: '/finx-fc-admin/api/v1/corporateInquiry/all',
  /** `001 §7` college, for staff: the colleges (list, one, add with POST, edit with PUT) and members. */
  COLLEGE_LIST: '/finx-fc-admin/api/v1/college/all',
  COLLEGE_DETAILS: '/finx-fc-admin/api/v1/college/details',
  COLLEGE_SAVE: '/finx-fc-admin/api/v1/college',
  COLLEGE_MEMBERS: '/finx-fc-admin/api/v1/college/members',
  /** Not in the spec: the admin and ops dashboards' figures over a period (issue 13 item 1). */
  STAFF_DASHBOARD: '/finx-fc-admin/api/v1/admin/dashboard',
  /** Not in the spec: the staff audit log (issue 13 item 5), admin only. */
  STAFF_AUDIT: '/finx-fc-admin/api/v1/admin/audit',
  /** `001 §7` allproduct: every product, active or not, for staff (/course-list), paged and filtered. */
  STAFF_PRODUCTS: '/finx-fc-product/api/v1/allproduct',
  /** `001 §7` product: one product for staff, with its modules (/edit-course). */
  STAFF_PRODUCT: '/finx-fc-product/api/v1/product/staff',
  /** `001 §7` product (write): create or edit a product (/add-course, /edit-course). */
  PRODUCT_SAVE: '/finx-fc-product/api/v1/product/save',
  /** `001 §7` video/save: a video product's file, as base64 (/add-video, /edit-video; admin or ops). */
  VIDEO_SAVE: '/finx-fc-product/api/v1/video/save',
  /** `001 §7` video/getdetailsonid: a video product's current file, with a preview link for staff. */
  VIDEO_DETAILS: '/finx-fc-product/api/v1/video/getdetailsonid',
  /** Product active/inactive toggle (`001 §4`). */
  PRODUCT_STATUS: '/finx-fc-product/api/v1/product/status',
  /** `001 §7` module/allmodule (/modules-list, admin only) and module (add one to a product). */
  ALL_MODULES: '/finx-fc-product/api/v1/module/allmodule',
  MODULE_SAVE: '/finx-fc-product/api/v1/module',
  /** `001 §7` validity variants: a product's validity in days (/add-product-validity). */
  PRODUCT_VALIDITY: '/finx-fc-product/api/v1/product/validity',
  /** `001 §7` getProductPreRequisite and checkProductSequence (write): a product's prerequisites in order. */
  PRODUCT_PREREQUISITES: '/finx-fc-product/api/v1/product/prerequisites',
  /** `001 §7` module status: activate or deactivate a module (/modules-list); PUT MODULE_SAVE edits one. */
  MODULE_STATUS: '/finx-fc-product/api/v1/module/status',
  /** `001 §7` updateCategoryMap and updateLookingforMap: a course's categories and 'looking for' options. */
  CATEGORY_MAP: '/finx-fc-product/api/v1/updateCategoryMap',
  LOOKING_FOR_MAP: '/finx-fc-product/api/v1/updateLookingforMap',
  /** `001 §2` /learning-path (admin): the staff list, one path (GET ?pathId=, POST, PUT ?pathId=), status. */
  LEARNING_PATHS: '/finx-fc-product/api/v1/learningpath/all',
  LEARNING_PATH: '/finx-fc-product/api/v1/learningpath',
  LEARNING_PATH_STATUS: '/finx-fc-product/api/v1/learningpath/status',
  /** `001 §7` learning path (student dashboard data): the active paths, public like the catalogue. */
  ACTIVE_LEARNING_PATHS: '/finx-fc-student-dashboard/api/v1/studentDashboard/learningPath',
  /** `001 §7` Notification compose/* (draft and send) and the staff's list of them (issue 13 item 6). */
  COMPOSE_LIST: '/finx-notification/api/v1/compose/list',
  COMPOSE_GET: '/finx-notification/api/v1/compose/get',
  COMPOSE_DRAFT: '/finx-notification/api/v1/compose/draft',
  COMPOSE_SEND: '/finx-notification/api/v1/compose/send',
  /** `001 §7` Offline payment bulk: the bulk payment file (/uploadPayment), streamed as raw bytes. */
  UPLOAD_PAYMENT: '/finx-fc-payment/api/v1/student/bulkupload/offline/payment',
  /** `001 §7` student bulkupload, admin unsubscribe-bounced-upload, and students to a course (issue 14). */
  UPLOAD_USERS: '/finx-fc-student/api/v1/student/bulkupload',
  UPLOAD_UNSUBSCRIBE_BOUNCED: '/finx-fc-admin/api/v1/admin/unsubscribe-bounced-upload',
  UPLOAD_COURSE_STUDENTS: '/finx-fc-admin/api/v1/admin/course/student/bulkupload',
  /** /add-course-student: one learner enrolled in one course by staff, without payment. */
  COURSE_STUDENT_ENROL: '/finx-fc-admin/api/v1/admin/course/student',
  /** `001 §7` gdpi (the staff list, /gdpi) and gdpi/gdpibulkupdate (the file, /adminbulkuploadgdpi). */
  GDPI_LIST: '/finx-fc-student/api/v1/gdpi',
  UPLOAD_GDPI: '/finx-fc-student/api/v1/gdpi/gdpibulkupdate',
  /** `001 §3` SPOC: the bulk file of assignSpoc rows (/upload-spoc). */
  UPLOAD_SPOC: '/finx-fc-student-dashboard/api/spoc/bulkupload',
  /** `001 §7` job createBulk as a file: one job a row, names looked up to ids (issue 14 item 2). */
  UPLOAD_JOBS: '/finx-fc-student/api/v1/job/createBulk/upload',
  /** `001 §7` upload/profileScore: learners' profile scores from a file. */
  UPLOAD_PROFILE_SCORE: '/finx-fc-student/api/v1/student/upload/profileScore',
  /** Not in the spec: one upload's job (state, rows done of total, then its result), `?uploadId=` (issue 25). */
  UPLOAD_PROGRESS: '/finx-fc-admin/api/v1/admin/bulkupload/progress',
  /** `001 §7` studentreport/Enrollment, activity/report, assessment report, unassignedusers: one staff
   * report's page (issue 14 item 4; the report is a path segment, see contract/reports.ts). */
  REPORT_LIST: '/finx-fc-admin/api/v1/report/list',
  /** A signed link to one report's spreadsheet, and the streamed spreadsheet behind it. */
  REPORT_EXPORT_LINK: '/finx-fc-admin/api/v1/report/exportLink',
  REPORT_EXPORT: '/finx-fc-admin/api/v1/report/export',
  SANDBOX_CHECKOUT: '/sandbox-pay/checkout',
  /** Not in the spec: several reads answered under one authentication (see contract/batch.ts). */
  BATCH: '/finx-batch/api/v1/batch',
  HEALTH: '/healthz',
} as const;
export type RestPath = (typeof RestPath)[keyof typeof RestPath];
