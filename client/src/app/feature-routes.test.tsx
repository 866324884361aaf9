import { describe, expect, it } from 'vitest';
import * as domain from '@finx/domain';
import { RoleId } from '@finx/domain';
import type { FeatureRoute } from '../shared/feature-route';
import { FEATURE_ROUTES, SCREEN_ROUTES } from './feature-routes';

/** Every `*.routes.tsx` under features/, by its path from here. */
const ROUTES_FILES = import.meta.glob<Record<string, unknown>>('../features/**/*.routes.tsx', {
  eager: true,
});

/** The client's sources (tests and generated code aside), by their path from here. */
const SOURCES = import.meta.glob<string>(
  ['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../graphql/generated/**', '!../test/**'],
  { query: '?raw', import: 'default', eager: true },
);

/** A glob key (`../features/x.ts`, or `./x.ts` for a file of app/) as a path under client/src. */
const underSrc = (key: string) => (key.startsWith('../') ? key.slice(3) : `app/${key.slice(2)}`);
const SOURCE_FILES = new Map(Object.entries(SOURCES).map(([key, source]) => [underSrc(key), source]));

const THE_ONE_LIST = 'app/feature-routes.ts';
const isRoutesFile = (file: string) => /^features\/([a-z-]+)\/\1\.routes\.tsx$/.test(file);
const featureOf = (file: string) => /^features\/([a-z-]+)\//.exec(file)?.[1] ?? null;

/** Resolves an import specifier of `file` (both under client/src). */
const resolveFrom = (file: string, specifier: string): string => {
  const parts = file.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
};

describe('the feature route list: a feature is its folder and one line in app/feature-routes.ts', () => {
  it('names every path once', () => {
    const paths = SCREEN_ROUTES.map((route) => route.path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('lists every route of every features/<f>/<f>.routes.tsx, and none from anywhere else', () => {
    expect(
      Object.keys(ROUTES_FILES)
        .map(underSrc)
        .filter((file) => !isRoutesFile(file)),
    ).toEqual([]);
    const listed = new Set<unknown>(FEATURE_ROUTES);
    const declared = Object.values(ROUTES_FILES).flatMap((exports) =>
      Object.values(exports).filter(Array.isArray).flat(),
    );
    const unlisted = declared.filter((route) => !listed.has(route)) as FeatureRoute[];
    expect(unlisted.map((route) => ('path' in route ? route.path : route.comingSoon.label))).toEqual([]);
    expect(declared).toHaveLength(FEATURE_ROUTES.length);
  });

  it('lets only the one list (and the feature itself) import a routes file', () => {
    const importers = [...SOURCE_FILES].flatMap(([file, source]) =>
      [...source.matchAll(/(?:from\s+|import\()'([^']+\.routes)'/g)].flatMap(([, specifier = '']) => {
        const target = `${resolveFrom(file, specifier)}.tsx`;
        const allowed = file === THE_ONE_LIST || featureOf(file) === featureOf(target);
        return allowed ? [] : [`${file} imports ${target}`];
      }),
    );
    expect(importers).toEqual([]);
  });

  it('keeps role and sidebar lists in the routes files: the role table and the menus are made from them', () => {
    const handWritten = [...SOURCE_FILES].flatMap(([file, source]) => {
      if (isRoutesFile(file)) return [];
      const found = [
        /\broles\s*:\s*(\[\s*RoleId\.|RoleSet\.)/.test(source) && 'a role list',
        /ConsoleMenuEntry\[\]\s*=\s*\[/.test(source) && 'a sidebar list',
      ].filter(Boolean);
      return found.length > 0 ? [`${file}: ${found.join(', ')}`] : [];
    });
    expect(handWritten).toEqual([]);
    // The code that makes them names no screen: every address comes from a routes file.
    for (const file of [THE_ONE_LIST, 'shared/route-table.tsx', 'features/frames/console-menu.ts']) {
      expect(SOURCE_FILES.get(file), file).toBeDefined();
      expect(SOURCE_FILES.get(file), file).not.toMatch(/'\/[A-Za-z]|ClientPath|ClientRoute/);
    }
    // The domain keeps no client role table of its own.
    expect(Object.keys(domain)).not.toContain('rolesForRoute');
  });

  it('gives every staff and college screen roles of its frame, so none is left to any signed-in role', () => {
    const frameRoles: Partial<Record<string, readonly number[]>> = {
      staff: [RoleId.ADMIN, RoleId.OPS, RoleId.SYSOPS_ADMIN],
      college: [RoleId.COLLEGE],
    };
    const unguarded = SCREEN_ROUTES.filter((route) => {
      const allowed = frameRoles[route.frame];
      return allowed && !(route.roles?.length && route.roles.every((role) => allowed.includes(role)));
    }).map((route) => route.path);
    expect(unguarded).toEqual([]);
  });

  it('gives each screen that names its roles at least one, and keeps role-only screens out of the public frame, but for withdraw-consent (guarded on its own)', () => {
    expect(SCREEN_ROUTES.filter((route) => route.roles?.length === 0)).toEqual([]);
    const publicButGuarded = SCREEN_ROUTES.filter(
      (route) => route.frame === 'public' && route.roles !== undefined,
    ).map((route) => route.path);
    expect(publicButGuarded).toEqual(['/withdraw-consent']);
  });

  it('sends each screen opened by an id, without the id, to its list for the same people (issue 30 item 2)', async () => {
    const { MemoryRouter, Route, Routes, useLocation } = await import('react-router-dom');
    const { render, screen } = await import('@testing-library/react');
    const byId = SCREEN_ROUTES.filter((route) => route.withoutId !== undefined);
    expect(byId.map((route) => route.path)).toEqual(
      expect.arrayContaining(['/edit-course/:id', '/edit-job/:id', '/jobDetails/:id', '/clone-discount/:id']),
    );
    function Where() {
      return <p data-testid="where">{useLocation().pathname}</p>;
    }
    for (const route of byId) {
      const bare = SCREEN_ROUTES.find((other) => other.path === route.path.replace(/\/:[^/]+$/, ''));
      expect(bare?.roles, route.path).toEqual(route.roles);
      const { unmount } = render(
        <MemoryRouter initialEntries={[bare?.path ?? '/']}>
          <Routes>
            <Route path={bare?.path} element={bare?.element} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>,
      );
      expect(screen.getByTestId('where').textContent, route.path).toBe(route.withoutId);
      unmount();
    }
  });
});
