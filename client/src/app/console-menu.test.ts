import { describe, expect, it } from 'vitest';
import { matchPath } from 'react-router-dom';
import { RoleId } from '@finx/domain';
import { isScreen } from '../shared/feature-route';
import { sectionsFor } from '../shared/menu-entry';
import { FEATURE_ROUTES, ROUTE_TABLE, SCREEN_ROUTES } from './feature-routes';

const MENU = ROUTE_TABLE.consoleMenu;
const labelsOf = (roleId: number) =>
  sectionsFor(MENU, roleId).flatMap((section) => section.entries.map((entry) => entry.label));
const linksOf = (roleId: number) =>
  sectionsFor(MENU, roleId).flatMap((section) =>
    section.entries.flatMap((entry) => ('to' in entry ? [entry.to] : [])),
  );
const screenAt = (to: string) =>
  SCREEN_ROUTES.find((route) => matchPath({ path: route.path, caseSensitive: false }, to) !== null);

const COMING_SOON = ['Programs', 'Classroom Training', 'Groups', 'New Announcement', 'New events'];

describe('the staff and college sidebars (`001 §2` screen 11), made from the features’ screens', () => {
  it('gives each role only its own entries, grouped, empty groups left out', () => {
    expect(sectionsFor(MENU, RoleId.ADMIN).map((section) => section.title)).toEqual([
      undefined,
      'Masters',
      'Security',
      'Reports',
      'Learning Management',
    ]);
    expect(labelsOf(RoleId.ADMIN)).toEqual(expect.arrayContaining([...COMING_SOON, 'Payment Report']));
    expect(sectionsFor(MENU, RoleId.OPS).map((section) => section.title)).not.toContain(
      'Learning Management',
    );
    const opsLinks = linksOf(RoleId.OPS);
    expect(opsLinks).toEqual(
      expect.arrayContaining(['/ops-dashboard', '/my-orders', '/job-list', '/add-job']),
    );
    expect(labelsOf(RoleId.ADMIN)).toEqual(expect.arrayContaining(['Job List', 'Add Job']));
    // Events: its own entry beside the spec's 'New events', which stays Coming Soon.
    expect(opsLinks).toContain('/event-list');
    // The reports single REST calls serve, for the roles each call admits (rest-contract.md).
    expect(opsLinks).toEqual(
      expect.arrayContaining(['/video-report', '/session-report', '/course-enquiries']),
    );
    expect(opsLinks).not.toContain('/course-report');
    expect(linksOf(RoleId.ADMIN)).toEqual(
      expect.arrayContaining(['/video-report', '/session-report', '/course-report']),
    );
    expect(opsLinks).not.toContain('/admin-dashboard');
    expect(labelsOf(RoleId.LEARNER)).toEqual([]);
    expect(labelsOf(RoleId.COLLEGE)).toEqual(['Dashboard', 'College Profile', 'Change Password']);
  });

  it('gives SYSOPSADMIN the system operations, and nothing of content, jobs or money', () => {
    // docs/decisions/users-roles-audit.md: what its menu shows is what the server lets it use.
    expect(sectionsFor(MENU, RoleId.SYSOPS_ADMIN).map((section) => section.title)).toEqual([
      undefined,
      'Masters',
      'Security',
      'Reports',
    ]);
    expect(linksOf(RoleId.SYSOPS_ADMIN)).toEqual([
      '/admin-dashboard',
      '/my-inbox',
      '/adminalert',
      '/send-mail',
      '/userbulkupload',
      '/bulk-unsubscribe-upload',
      '/user-list',
      '/roles',
      '/admin-profile',
      '/audit-log',
      '/changepassword',
      '/report-enrollment',
      '/course-report',
      '/user-activity',
      '/assessment-report',
      '/unassigned-users-report',
      '/cfx-progress-report',
      '/data-dump-report',
      '/chat-usage',
    ]);
    for (const soon of COMING_SOON) expect(labelsOf(RoleId.SYSOPS_ADMIN)).not.toContain(soon);
    // Every screen it may open is on its menu, or opened from one that is (an edit, a compose, a header).
    const opened = SCREEN_ROUTES.filter((route) => route.roles?.includes(RoleId.SYSOPS_ADMIN)).map(
      (route) => route.path,
    );
    const fromMenu = new Set(linksOf(RoleId.SYSOPS_ADMIN));
    expect(opened.filter((path) => !fromMenu.has(path)).sort()).toEqual([
      '/admin-edit-user-profile', // → /user-list
      '/admin-edit-user-profile/:partyId', // a learner row's Edit on /user-list
      '/admin-profile-edit', // Edit on /admin-profile
      '/admin-user-profile', // → /admin-profile
      '/adminheader', // → /admin-dashboard
      '/adminnotification', // from /adminalert
      '/my-inbox-create', // from /my-inbox
      '/send-mail-list', // from /send-mail
      '/user-activity-report', // the same report as /user-activity
    ]);
  });

  it('links only screens the router has, at addresses without parameters left to fill', () => {
    const links = MENU.flatMap((entry) => ('to' in entry ? [entry.to] : []));
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((to) => to.includes(':') || !screenAt(to))).toEqual([]);
  });

  it('offers a link only to roles its screen lets in, and every entry to some role', () => {
    for (const entry of MENU) {
      expect(entry.roles.length, entry.label).toBeGreaterThan(0);
      if (!('to' in entry)) continue;
      const allowed = screenAt(entry.to)?.roles;
      if (allowed === undefined) continue; // a screen open to anyone: any signed-in role may open it
      for (const role of entry.roles) expect(allowed, `${entry.label} → ${entry.to}`).toContain(role);
    }
  });

  it('places no two entries of a group at one place, so the order is the routes files’ and no other', () => {
    const places = FEATURE_ROUTES.flatMap((route) => {
      const entry = isScreen(route) ? route.menu : route.comingSoon;
      return entry ? [`${entry.group ?? 'top'} ${entry.order}`] : [];
    });
    expect(places.filter((place, index) => places.indexOf(place) !== index)).toEqual([]);
  });
});
