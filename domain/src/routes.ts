import { RoleId } from './roles';

/**
 * The route-to-role table of `001 §2`. A route not listed here is public. Paths are matched
 * case-insensitively, as the spec does for the college and ops/admin screens.
 */
const learnerOnly = [
  '/studentDashboard',
  '/videos',
  '/courses',
  '/jobs',
  '/mywishlist',
  '/mycart',
  '/userprofile',
  '/dashboardheader',
  '/withdraw-consent',
  // This system's learner screen for the education loan (docs/decisions.md).
  '/education-loan',
  // This system's screen for the learner's documents until /userprofile shows them (docs/decisions.md).
  '/my-documents',
  // Alerts and messages (`001 §2` lists them as open to any signed-in user; only learners have an
  // inbox, staff send from /adminalert: docs/decisions.md).
  '/myalerts',
  '/notification',
  // The FEAT assessment screen and the learner's own CFX assessment report (docs/decisions.md).
  '/assessment',
  '/MyCfxAssessmentReport',
  // The learner footer's View All Events (docs/decisions.md, "Learner dashboard").
  '/events',
];
const adminOnly = [
  '/admin-dashboard',
  '/adminheader',
  '/admin-user-profile',
  '/admin-profile-edit',
  '/learning-path',
  '/gdpi',
  '/adminbulkuploadgdpi',
  '/add-student-course',
  '/userbulkupload',
  '/roles',
  '/report-enrollment',
  '/user-activity',
  '/send-mail',
  '/assessment-report',
  '/unassigned-users-report',
  '/new-admin',
  '/admin-profile',
  '/modules-list',
  '/user-activity-report',
  '/educationalLoanList',
  '/send-mail-list',
  // This system's staff audit log (issue 13 item 5, docs/decisions.md).
  '/audit-log',
];
const opsOnly = ['/ops-dashboard', '/opsheader', '/jobDetails'];
const adminOrOps = [
  // One learner's CFX assessment report, looked up by staff (docs/decisions.md).
  '/CfxAssessmentReport',
  '/adminalert',
  '/adminnotification',
  // The notification manager (`001 §2` lists it as open; it is a staff screen: docs/decisions.md).
  '/my-inbox',
  '/my-inbox-create',
  '/admin-edit-user-profile',
  '/bulk-unsubscribe-upload',
  '/course-list',
  '/add-course',
  '/edit-course',
  '/add-course-student',
  '/corporate-list',
  '/add-corporate',
  '/edit-corporate',
  // This system's corporate enquiries and college management (issue 13 item 4, docs/decisions.md).
  '/corporate-enquiries',
  '/college-list',
  '/add-college',
  '/edit-college',
  '/video-list',
  '/add-video',
  '/edit-video',
  '/discount-list',
  '/add-discount',
  '/edit-discount',
  '/clone-discount',
  '/event-list',
  '/add-event',
  '/edit-event',
  '/product-validity-list',
  '/add-product-validity',
  '/user-list',
  '/job-list',
  '/add-job',
  '/edit-job',
  '/candidate-details',
  '/download-documents',
  // `001 §2` lists /studentSection as open to any signed-in user; it shows every learner's contact details
  // and resumes, so it is a staff screen here (docs/decisions.md, "Student Section").
  '/studentSection',
  '/upload-spoc',
  '/data-dump-report',
  // The staff CFX progress report (studentcfxreport/getstudentprogress; not a spec route, docs/decisions.md).
  '/cfx-progress-report',
  // `001 §2` lists /uploadPayment as open to any signed-in user, but recording payments is a staff
  // action: admin or ops only (docs/decisions.md, "uploads").
  '/uploadPayment',
  // This system's jobs file and profile score file (issue 14 item 2, docs/decisions.md): as /add-job.
  '/job-bulk-upload',
  '/profile-score-upload',
];
const collegeOnly = ['/collegeProfile', '/collegeDashboard'];

const table = new Map<string, readonly number[]>();
const put = (paths: string[], roles: readonly number[]) => {
  for (const path of paths) table.set(path.toLowerCase(), roles);
};
put(learnerOnly, [RoleId.LEARNER]);
put(adminOnly, [RoleId.ADMIN]);
put(opsOnly, [RoleId.OPS]);
put(adminOrOps, [RoleId.ADMIN, RoleId.OPS]);
put(collegeOnly, [RoleId.COLLEGE]);

/** The roles allowed on a path, or null when the path is public. */
export const rolesForRoute = (pathname: string): readonly number[] | null => {
  const first = '/' + (pathname.split('/')[1] ?? '');
  return table.get(first.toLowerCase()) ?? null;
};

/** Routes exempt from the time-out redirect and the clear-and-redirect on entry (`000 §2`). */
export const SESSION_EXEMPT_ROUTES = [
  '/register',
  '/login',
  '/collegeregister',
  '/collegelogin',
  '/opsadminregister',
  '/opsadminlogin',
  '/unsubscribe-page',
  '/bfsi-hiring',
] as const;

export const isSessionExempt = (pathname: string): boolean =>
  (SESSION_EXEMPT_ROUTES as readonly string[]).includes(pathname.toLowerCase());

/**
 * The query keys an entry (registration or landing) link may carry (`000 §2`). All but `sessiontimeout`
 * are campaign tracking keys, which a learner keeps through the time-out redirect.
 */
export const ENTRY_LINK_KEYS = [
  'cli',
  'col',
  'pro',
  'loc',
  'ref',
  'source',
  'medium',
  'term',
  'camp',
  'protype',
  'proId',
  'emailId',
  'unsubscribeFlag',
  'sessiontimeout',
] as const;
export type EntryLinkKey = (typeof ENTRY_LINK_KEYS)[number];

export const CAMPAIGN_KEYS = ENTRY_LINK_KEYS.filter(
  (key): key is Exclude<EntryLinkKey, 'sessiontimeout'> => key !== 'sessiontimeout',
);
