import { existsSync, globSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, expectTypeOf, it } from 'vitest';
import drizzleConfig from '../../drizzle.config';
import type { FeatureModule } from './feature-module';
import { FEATURE_MODULES, type FeatureName } from './index';

// Adding a feature is its folder and one line in services/index.ts: these tests fail when a feature has
// to be written down anywhere else (a name list, a table list, a seed list).
const REST_API = fileURLToPath(new URL('../..', import.meta.url));
const SRC = `${REST_API}src`;
const SERVICES = `${SRC}/services`;
const folders = readdirSync(SERVICES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const filesOf = (folder: string) =>
  readdirSync(`${SERVICES}/${folder}`).filter((name) => name.endsWith('.ts'));
/** Every source file of rest-api/src, as a path relative to it. */
const sources = (readdirSync(SRC, { recursive: true }) as string[]).filter((path) => path.endsWith('.ts'));
const read = (path: string) => readFileSync(`${SRC}/${path}`, 'utf8');
const isTest = (path: string) => /\.(test|fixture)\.ts$/.test(path);

describe('the feature list (services/index.ts)', () => {
  it('has one <feature>.module.ts in every feature folder', () => {
    for (const folder of folders) {
      expect(filesOf(folder).filter((name) => name.endsWith('.module.ts'))).toEqual([`${folder}.module.ts`]);
    }
  });

  it('lists every feature folder once, under its folder name', async () => {
    const names = FEATURE_MODULES.map((module) => module.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(folders);
    for (const folder of folders) {
      const exported = Object.values(
        (await import(`./${folder}/${folder}.module.ts`)) as Record<string, unknown>,
      ).filter((value): value is FeatureModule => (FEATURE_MODULES as readonly unknown[]).includes(value));
      expect(exported.map((module) => module.name)).toEqual([folder]);
    }
  });

  it('reads FeatureName off the list: no other list of names exists', () => {
    // tsc checks these: a module whose name widened to string would make every string a FeatureName.
    expectTypeOf<'cart'>().toExtend<FeatureName>();
    expectTypeOf<'no-such-feature'>().not.toExtend<FeatureName>();
    const contract = read('services/feature-module.ts');
    expect(folders.filter((folder) => contract.includes(`'${folder}'`))).toEqual([]);
  });

  it('is the only place outside the features that names a feature module', () => {
    const offenders = sources
      .filter((path) => !path.startsWith('services/') && !isTest(path))
      .filter((path) => /\/services\/[a-z-]+\/[a-z-]+\.module'/.test(read(path)));
    expect(offenders).toEqual([]);
  });
});

describe('the tables (db/schema/<owner>.ts and services/<feature>/<feature>.schema.ts)', () => {
  const globs = [drizzleConfig.schema ?? []].flat();
  const declaresTables = (path: string) => /\bpg(Table|Sequence|Enum)\(/.test(read(path));

  it('are found by drizzle-kit through globs that name no feature', () => {
    expect(globs.filter((glob) => folders.some((folder) => glob.includes(folder)))).toEqual([]);
    const found = new Set(globSync(globs, { cwd: REST_API }).map((path) => path.replace(/^src\//, '')));
    const declaring = sources.filter((path) => !isTest(path) && declaresTables(path));
    expect(declaring.filter((path) => !found.has(path))).toEqual([]);
    // A feature's own tables are in its folder, under its name: drizzle-kit's glob sees no other file.
    expect(
      [...found].filter(
        (path) => path.startsWith('services/') && !/^services\/([a-z-]+)\/\1\.schema\.ts$/.test(path),
      ),
    ).toEqual([]);
  });

  it('are in no list: db/schema has no index, and nothing imports the folder as a whole', () => {
    expect(existsSync(`${SRC}/db/schema/index.ts`)).toBe(false);
    expect(sources.filter((path) => /from '(\.\.?\/)+(db\/)?schema'/.test(read(path)))).toEqual([]);
  });

  it('are reached by repositories (and seed steps) only: nothing else imports drizzle or the tables', () => {
    const offenders = folders.flatMap((folder) =>
      filesOf(folder)
        .filter((name) => !/\.(repository|schema|seed|test|fixture)\.ts$/.test(name))
        .filter((name) =>
          /from 'drizzle-orm|from '\.\.\/\.\.\/db\/schema\/|from '\.\/[a-z-]+\.schema'/.test(
            read(`services/${folder}/${name}`),
          ),
        )
        .map((name) => `${folder}/${name}`),
    );
    expect(offenders).toEqual([]);
  });
});

describe('the seed (each module declares its steps; db/seed runs them in the order of the list)', () => {
  it("is declared by the modules: a <feature>.seed.ts is its module's seed, and no other file is one", async () => {
    for (const module of FEATURE_MODULES) {
      const file = `services/${module.name}/${module.name}.seed.ts`;
      expect({ [file]: existsSync(`${SRC}/${file}`) }).toEqual({ [file]: module.seed !== undefined });
      if (module.seed === undefined) continue;
      const exported = Object.values((await import(`./${module.name}/${module.name}.seed.ts`)) as object);
      expect(exported).toContain(module.seed);
    }
    const seedFiles = sources.filter((path) => path.endsWith('.seed.ts'));
    expect(seedFiles.filter((path) => !/^services\/([a-z-]+)\/\1\.seed\.ts$/.test(path))).toEqual([]);
  });

  it('is no list in db/: nothing there writes a row or knows a feature', () => {
    const db = sources.filter((path) => path.startsWith('db/') && !isTest(path));
    expect(db.filter((path) => /\.insert\(/.test(read(path)))).toEqual([]);
    expect(db.filter((path) => /from '(\.\.\/)+services\//.test(read(path)))).toEqual([]);
  });
});
