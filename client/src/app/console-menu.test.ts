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
    expect(opsLinks).not.toContain('/admin-dashboard');
    expect(labelsOf(RoleId.LEARNER)).toEqual([]);
    expect(labelsOf(RoleId.COLLEGE)).toEqual(['Dashboard', 'College Profile', 'Change Password']);
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
