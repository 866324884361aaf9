import { describe, expect, it } from 'vitest';
import { RoleId } from '@finx/domain';
import { RoleSet } from '../shared/feature-route';
import { ROUTE_TABLE, SCREEN_ROUTES } from './feature-routes';

const { LEARNER, ADMIN, OPS, ADMIN_OR_OPS, COLLEGE } = RoleSet;

/** The route-to-role sections of `001 §2`, as the spec writes them. */
const SPEC_RESTRICTED: readonly { roles: readonly RoleId[]; paths: readonly string[] }[] = [
  {
    roles: LEARNER,
    paths: [
      '/studentDashboard',
      '/videos',
      '/courses',
      '/jobs',
      '/mywishlist',
      '/mycart',
      '/userprofile',
      '/dashboardheader',
      '/withdraw-consent',
    ],
  },
  {
    roles: ADMIN,
    paths: [
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
    ],
  },
  { roles: OPS, paths: ['/ops-dashboard', '/opsheader', '/jobDetails'] },
  {
    roles: ADMIN_OR_OPS,
    paths: [
      '/adminalert',
      '/adminnotification',
      '/admin-edit-user-profile',
      '/bulk-unsubscribe-upload',
      '/course-list',
      '/add-course',
      '/edit-course',
      '/add-course-student',
      '/corporate-list',
      '/add-corporate',
      '/edit-corporate',
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
      '/upload-spoc',
      '/data-dump-report',
    ],
  },
  { roles: COLLEGE, paths: ['/collegeProfile', '/collegeDashboard'] },
];

/** `001 §2`'s routes open to any signed-in or public user. */
const SPEC_OPEN = [
  '/checkout',
  '/checkout-paytm',
  '/thankyou',
  '/error',
  '/roadmap',
  '/myalerts',
  '/notification',
  '/my-tour',
  '/my-Subcription-list',
  '/faq',
  '/uploadPayment',
  '/studentSection',
  '/my-orders',
  '/my-inbox',
  '/my-inbox-create',
  '/CfxAssessmentReport',
  '/MyCfxAssessmentReport',
  '/chatbot',
  '/chatbot-rcp',
  '/access-denied',
  '/finx-privacy-policy',
  '/finx-disclaimer',
  '/finx-cookies-policy',
  '/privacy-details',
  '/disclaimer',
  '/cookies',
  '/morningstarindia-jobs-research',
  '/kotakbank-career-jobs',
  '/BFSI-Hiring',
  '/higher-education-courses',
];

/**
 * Open in the spec, restricted here: each screen's routes file says why beside it, with its decision
 * record (messaging, feat-assessment, bulk-uploads, student-section).
 */
const RESTRICTED_HERE: Readonly<Record<string, readonly RoleId[]>> = {
  '/myalerts': LEARNER,
  '/notification': LEARNER,
  '/MyCfxAssessmentReport': LEARNER,
  '/CfxAssessmentReport': ADMIN_OR_OPS,
  '/uploadPayment': ADMIN_OR_OPS,
  '/studentSection': ADMIN_OR_OPS,
  '/my-inbox': ADMIN_OR_OPS,
  '/my-inbox-create': ADMIN_OR_OPS,
  // Only learners may ask an assistant (issue 27 item 2, docs/decisions/chat.md).
  '/chatbot': LEARNER,
  '/chatbot-rcp': LEARNER,
};

/**
 * The spec's staff routes SYSOPSADMIN joins (docs/decisions/users-roles-audit.md): the spec names the
 * role but gives it no route, so this system opens its system operations screens to it beside the
 * spec's roles, and no other.
 */
const SYSOPS_JOINS = new Set([
  '/admin-dashboard',
  '/adminheader',
  '/admin-user-profile',
  '/admin-profile-edit',
  '/userbulkupload',
  '/roles',
  '/report-enrollment',
  '/user-activity',
  '/send-mail',
  '/assessment-report',
  '/unassigned-users-report',
  '/admin-profile',
  '/user-activity-report',
  '/send-mail-list',
  '/adminalert',
  '/adminnotification',
  '/admin-edit-user-profile',
  '/bulk-unsubscribe-upload',
  '/user-list',
  '/data-dump-report',
  '/my-inbox',
  '/my-inbox-create',
]);
const withSysops = (specPath: string, roles: readonly RoleId[] | undefined) =>
  roles && SYSOPS_JOINS.has(specPath) ? [...roles, RoleId.SYSOPS_ADMIN] : roles;

const firstSegment = (path: string) => `/${path.split('/')[1] ?? ''}`.toLowerCase();

/** The screens the spec's route stands for: the route itself and its addresses below it (/edit-job/:id). */
const screensOf = (specPath: string) =>
  SCREEN_ROUTES.filter((route) => firstSegment(route.path) === specPath.toLowerCase());

/** An address the pattern matches: optional parameters left out, the others filled in. */
const addressOf = (path: string) => path.replace(/\/:[^/]+\?/g, '').replace(/:[^/]+/g, '7');

describe('the role table (`001 §2`), made from the features’ screens', () => {
  it('gives every restricted spec route that is a screen here the spec’s roles, at any address and case', () => {
    const withoutScreen: string[] = [];
    for (const { roles, paths } of SPEC_RESTRICTED) {
      for (const specPath of paths) {
        const screens = screensOf(specPath);
        if (screens.length === 0) withoutScreen.push(specPath);
        const expected = withSysops(specPath, roles);
        for (const { path, roles: declared } of screens) {
          expect(declared, path).toEqual(expected);
          expect(ROUTE_TABLE.rolesFor(addressOf(path)), path).toEqual(expected);
          expect(ROUTE_TABLE.rolesFor(addressOf(path).toUpperCase()), path).toEqual(expected);
        }
      }
    }
    // The spec's header components are parts of the layouts here: their routes open the dashboards.
    expect(withoutScreen).toEqual([]);
  });

  it('leaves the spec’s open routes open, but for the screens this system restricts', () => {
    for (const specPath of SPEC_OPEN) {
      const expected = withSysops(specPath, RESTRICTED_HERE[specPath]);
      for (const { path, roles } of screensOf(specPath)) {
        expect(roles, path).toEqual(expected);
        expect(ROUTE_TABLE.rolesFor(addressOf(path)), path).toEqual(expected ?? null);
      }
    }
  });

  it('matches an address by the screen’s pattern, as the router does', () => {
    expect(ROUTE_TABLE.rolesFor('/edit-job/12')).toEqual(ADMIN_OR_OPS);
    expect(ROUTE_TABLE.rolesFor('/JOBDETAILS/12')).toEqual(OPS);
    expect(ROUTE_TABLE.rolesFor('/CfxAssessmentReport')).toEqual(ADMIN_OR_OPS);
    expect(ROUTE_TABLE.rolesFor('/cfxassessmentreport/a%40b.c/3')).toEqual(ADMIN_OR_OPS);
    expect(ROUTE_TABLE.rolesFor('/jobs/applied')).toEqual(LEARNER);
    expect(ROUTE_TABLE.rolesFor('/learning-path/edit/4')).toEqual(ADMIN);
    expect(ROUTE_TABLE.rolesFor('/candidate-details/1/2')).toEqual(ADMIN_OR_OPS);
    // Open screens, and addresses no screen answers (the not-found page is anyone's).
    expect(ROUTE_TABLE.rolesFor('/faq')).toBeNull();
    // An edit screen's address without its id leads to its list, for the list's people.
    expect(ROUTE_TABLE.rolesFor('/edit-job')).toEqual(ADMIN_OR_OPS);
    expect(ROUTE_TABLE.rolesFor('/no-such-screen')).toBeNull();
  });
});
