import { describe, expect, it } from 'vitest';
import { matchPath } from 'react-router-dom';
import { rolesForRoute } from '@finx/domain';
import { FEATURE_ROUTES } from './feature-routes';
import { COLLEGE_MENU } from '../features/frames/college-menu';
import { STAFF_MENU } from '../features/frames/staff-menu';

const routed = (path: string) =>
  FEATURE_ROUTES.some((route) => matchPath({ path: route.path, caseSensitive: false }, path) !== null);

describe('the feature route list', () => {
  it('names every path once', () => {
    const paths = FEATURE_ROUTES.map((route) => route.path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('gives every staff and college menu link a screen (no menu entry leads to not-found)', () => {
    const links = [...STAFF_MENU, ...COLLEGE_MENU].flatMap((entry) => ('to' in entry ? [entry.to] : []));
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((to) => !routed(to.split('?')[0] ?? to))).toEqual([]);
  });

  it('keeps role-only screens out of the public frame, but for withdraw-consent (guarded by the table)', () => {
    // A public frame is guarded only through the route table; a role's frame always is.
    const unguarded = FEATURE_ROUTES.filter(
      (route) => route.frame === 'public' && rolesForRoute(route.path) !== null,
    ).map((route) => route.path);
    expect(unguarded).toEqual(['/withdraw-consent']);
  });
});
