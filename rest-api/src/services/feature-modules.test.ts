import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { FeatureModule } from './feature-module';
import { FEATURE_MODULES, type FeatureName } from './index';

const SERVICES = fileURLToPath(new URL('.', import.meta.url));
const folders = readdirSync(SERVICES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const filesOf = (folder: string) =>
  readdirSync(`${SERVICES}/${folder}`).filter((name) => name.endsWith('.ts'));

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
    const contract = readFileSync(`${SERVICES}/feature-module.ts`, 'utf8');
    expect(folders.filter((folder) => contract.includes(`'${folder}'`))).toEqual([]);
  });

  it('lets only repositories reach the database: nothing else imports drizzle or the tables', () => {
    const offenders = folders.flatMap((folder) =>
      filesOf(folder)
        .filter((name) => !/\.(repository|test|fixture)\.ts$/.test(name))
        .filter((name) => {
          const source = readFileSync(`${SERVICES}/${folder}/${name}`, 'utf8');
          return /from 'drizzle-orm|from '\.\.\/\.\.\/db\/schema'/.test(source);
        })
        .map((name) => `${folder}/${name}`),
    );
    expect(offenders).toEqual([]);
  });
});
