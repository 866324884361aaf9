import 'reflect-metadata';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MODULES } from './index';
import type { GatewayModule } from './module';

// Adding a gateway feature is its folder and one line in modules/index.ts: these tests fail when the app
// or its HTTP floor has to name a feature (a route file in http/, a line in app.ts).
const SRC = fileURLToPath(new URL('..', import.meta.url));
const MODULES_DIR = `${SRC}modules`;
const folders = readdirSync(MODULES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
  .map((entry) => entry.name)
  .sort();
const filesOf = (folder: string) => readdirSync(`${MODULES_DIR}/${folder}`);
const read = (path: string) => readFileSync(`${SRC}${path}`, 'utf8');
const importsOf = (path: string): string[] =>
  [...read(path).matchAll(/from '([^']+)'/g)].map((match) => match[1] ?? '');

/**
 * The files of http/, each cross-cutting: it serves every feature or none. A new file here must say why
 * it is not a feature's `<feature>.routes.ts`.
 */
const CROSS_CUTTING: Record<string, string> = {
  'armor.ts': 'depth, cost and alias limits of every GraphQL operation',
  'boot-frames.ts': "the signed-in frame a page request gets, chosen by the session's role",
  'client-static.ts': 'the built client and GraphiQL',
  'dev-outbox.ts': 'the development mailbox every feature mails through (no gateway module)',
  'format-error.ts': 'the GraphQL error shape of every operation',
  'json-body.parser.ts': 'the JSON body limits of every request',
  'page-answers.ts': "a signed-in page's first queries, answered through the schema for its session",
  'personal-screens.ts': "a signed-in screen drawn for its person by the client build's server entry",
  'security-headers.ts': 'the headers of every answer',
  'session-sockets.ts': 'closing the sockets of an ended session',
  'sign-in-limit.ts': 'one sign-in per GraphQL request, whichever feature signs in',
  'subscriptions.ts': 'GraphQL over WebSocket for every subscription',
  'telemetry.hook.ts': "every request's id, trace span and duration",
};

describe('the module list (modules/index.ts)', () => {
  it('has one <feature>.module.ts in every module folder', () => {
    for (const folder of folders) {
      expect(filesOf(folder).filter((name) => name.endsWith('.module.ts'))).toEqual([`${folder}.module.ts`]);
    }
  });

  it('lists every module folder once, under its folder name', async () => {
    const names = MODULES.map((module) => module.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(folders);
    for (const folder of folders) {
      const exported = Object.values(
        (await import(`./${folder}/${folder}.module.ts`)) as Record<string, unknown>,
      ).filter((value): value is GatewayModule => (MODULES as readonly unknown[]).includes(value));
      expect(exported.map((module) => module.name)).toEqual([folder]);
    }
  });

  it('takes a feature’s HTTP routes from its one <feature>.routes.ts, named in its module', () => {
    for (const folder of folders) {
      const routeFiles = filesOf(folder).filter((name) => /[.-]routes?\.ts$/.test(name));
      const module = MODULES.find((candidate) => candidate.name === folder);
      expect({ folder, routeFiles }).toEqual({
        folder,
        routeFiles: module?.routes ? [`${folder}.routes.ts`] : [],
      });
    }
  });
});

describe('the app and its HTTP floor name no feature', () => {
  const moduleFolderImport = /(^|\/)modules\/(?!shared\/)[a-z-]+\//;

  it('app.ts imports the module list, never a module folder', () => {
    expect(importsOf('app.ts').filter((path) => moduleFolderImport.test(path))).toEqual([]);
  });

  it('http/ holds only cross-cutting files, and none imports a module folder', () => {
    const files = readdirSync(`${SRC}http`).filter((name) => !name.endsWith('.test.ts'));
    expect(files.sort()).toEqual(Object.keys(CROSS_CUTTING).sort());
    for (const file of files) {
      expect({
        file,
        imports: importsOf(`http/${file}`).filter((path) => moduleFolderImport.test(path)),
      }).toEqual({ file, imports: [] });
    }
  });

  it('no file of http/ is named after a feature', () => {
    const feature = new Set(folders.flatMap((folder) => [folder, folder.replace(/s$/, '')]));
    const named = readdirSync(`${SRC}http`).filter((name) =>
      name
        .replace(/(\.[a-z]+)*\.ts$/, '')
        .split('-')
        .some((word) => feature.has(word)),
    );
    expect(named).toEqual([]);
  });
});
