import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { PERSONAL_SCREEN_ENTRY, VIEWER_MARKS } from '@finx/domain';
import { personalFrame, withParams } from './boot-frames';
import { personalScreens } from './personal-screens';

const dirs: string[] = [];
/** A client build's server folder whose entry draws with `body` (the function's source). */
const serverDir = (body: string) => {
  const dir = mkdtempSync(join(tmpdir(), 'finx-personal-screens-'));
  dirs.push(dir);
  writeFileSync(
    join(dir, PERSONAL_SCREEN_ENTRY),
    `export async function renderPersonalScreen(request) { ${body} }`,
  );
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const log = () => ({ warn: vi.fn() }) as unknown as FastifyBaseLogger & { warn: ReturnType<typeof vi.fn> };
const REQUEST = { url: '/mycart', viewer: { roleId: 5 }, answers: [] } as never;

describe('personalScreens', () => {
  it("draws with the build's server entry, and is absent for a build without one", async () => {
    const draw = personalScreens(
      serverDir('return { boot: `<div id="boot">${request.url}</div>`, styles: \'\' };'),
      log(),
    );
    expect(await draw?.(REQUEST)).toEqual({ boot: '<div id="boot">/mycart</div>', styles: '' });
    expect(personalScreens(join(tmpdir(), 'finx-no-such-build'), log())).toBeUndefined();
  });

  it('answers null, for the build’s drawing, when the drawing fails (logged) or overruns its budget', async () => {
    const logger = log();
    expect(
      await personalScreens(serverDir("throw new Error('window is not defined');"), logger)?.(REQUEST),
    ).toBeNull();
    expect(logger.warn).toHaveBeenCalledOnce();
    const slow = personalScreens(
      serverDir('await new Promise((resolve) => setTimeout(resolve, 500)); return {};'),
      log(),
      20,
    );
    expect(await slow?.(REQUEST)).toBeNull();
  });
});

describe('a drawn screen in the page', () => {
  const TEMPLATE = [
    '<html><head><style data-emotion="css-global 0">body{}</style>',
    `<style data-emotion="css 1a2b">.x{}</style></head><body>`,
    `<div id="boot"><div data-testid="boot-frame"><main>${VIEWER_MARKS.name}</main></div></div>`,
    '<div id="root"></div></body></html>',
  ].join('\n');
  const viewer = {
    userId: 7,
    partyId: 1007,
    email: 'asha@finx.demo',
    userName: 'asha@finx.demo',
    name: 'Asha',
    roleId: 5,
    roleName: 'STUDENT',
    forcePasswordChange: false,
  };

  it("replaces the build's drawing and its styles, and keeps the viewer's block", () => {
    const drawn = {
      boot: '<div id="boot"><main>Your cart: 3 courses</main></div>',
      styles: '<style data-emotion="css 9z">.y{}</style>',
    };
    const page = personalFrame(TEMPLATE, viewer, [], drawn);
    expect(page).toContain('<main>Your cart: 3 courses</main></div>\n    <div id="root">');
    expect(page).not.toContain('boot-frame');
    expect(page).not.toContain('.x{}');
    expect(page).toContain('.y{}');
    expect(page).toContain('id="finx-viewer"');
    // Without a drawing, the build's, with the person's name.
    expect(personalFrame(TEMPLATE, viewer)).toContain('<main>Asha</main>');
  });
});

describe('withParams', () => {
  const queries = [
    { operationName: 'CourseContent', query: '', variables: { productId: ':productId', page: 1 } },
  ];

  it("puts the address's parameter, decoded, where its mark is", () => {
    expect(withParams(queries, { productId: '30%2001' })[0]?.variables).toEqual({
      productId: '30 01',
      page: 1,
    });
  });

  it('leaves the variable out for a parameter the address lacks or that does not decode', () => {
    expect(withParams(queries, {})[0]?.variables).toEqual({ page: 1 });
    expect(withParams(queries, { productId: '%E0%A4%A' })[0]?.variables).toEqual({ page: 1 });
  });
});
