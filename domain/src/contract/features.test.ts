import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as domain from '../index';
import type { FeatureContract, RestPathTable } from './feature-contract';
import * as everyFeature from './features';

const CONTRACT = fileURLToPath(new URL('.', import.meta.url));
const REPO = fileURLToPath(new URL('../../../', import.meta.url));
/** What belongs to no feature: the envelope, jti and read batch of every call, and the list machinery. */
const NOT_FEATURES = ['batch', 'envelope', 'feature-contract', 'features', 'jti', 'paths'];
/** Where the tiers keep their features: a feature's name is one of their folder names. */
const TIER_FOLDERS = ['rest-api/src/services', 'gateway-graphql/src/modules', 'client/src/features'];

const files = readdirSync(CONTRACT)
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
  .map((name) => name.slice(0, -'.ts'.length))
  .filter((name) => !NOT_FEATURES.includes(name))
  .sort();
const listed: readonly FeatureContract[] = everyFeature.FEATURE_CONTRACTS;
const names = listed.map((contract) => contract.feature);

const isContract = (value: unknown): value is FeatureContract =>
  typeof value === 'object' && value !== null && 'feature' in value && 'clientRoutes' in value;
const isRestPaths = (value: unknown): value is RestPathTable =>
  typeof value === 'object' && value !== null && 'feature' in value && 'restPaths' in value;
const listedExports: unknown[] = Object.values(everyFeature);
const restPathTables = listedExports.filter(isRestPaths);

// By its URL: vite reads a template import of this very folder as a mistake and warns.
const exportsOf = async (file: string) =>
  (await import(new URL(`${file}.ts`, import.meta.url).href)) as Record<string, unknown>;

/** Every name (or value) that more than one feature declares in the given tables. */
const declaredTwice = <Table extends { feature: string }>(
  tables: readonly Table[],
  entries: (table: Table) => readonly string[],
) => {
  const owners = new Map<string, string[]>();
  for (const table of tables) {
    for (const entry of entries(table)) owners.set(entry, [...(owners.get(entry) ?? []), table.feature]);
  }
  return [...owners]
    .filter(([, features]) => features.length > 1)
    .map(([entry, features]) => ({ entry, features }));
};

describe('the feature list (contract/features.ts)', () => {
  it('lists each feature file of this folder once, its contract named after the file', async () => {
    expect(new Set(names).size).toBe(names.length);
    for (const file of files) {
      const exported = Object.values(await exportsOf(file));
      const contracts = exported.filter(isContract);
      // A file without a contract is a part of one (jobs-admin.ts of jobs.ts), re-exported by it.
      const owner = contracts.length === 0 ? names.find((name) => file.startsWith(`${name}-`)) : file;
      expect(names, `${file}.ts belongs to no listed feature`).toContain(owner);
      expect({
        file,
        contracts: contracts.map((contract) => contract.feature),
        restPaths: exported.filter(isRestPaths).map((table) => table.feature),
      }).toEqual({
        file,
        contracts: owner === file ? [file] : [],
        restPaths: restPathTables.some((table) => table.feature === file) ? [file] : [],
      });
      for (const contract of contracts) expect(listed).toContain(contract);
    }
  });

  it('makes every export of every feature file part of @finx/domain', async () => {
    const exported = domain as Record<string, unknown>;
    for (const file of files) {
      const missing = Object.entries(await exportsOf(file))
        .filter(([name, value]) => exported[name] !== value)
        .map(([name]) => name);
      expect({ file, missing }).toEqual({ file, missing: [] });
    }
  });

  it('names features as the tiers name their folders', () => {
    const folders = new Set(
      TIER_FOLDERS.flatMap((tier) =>
        readdirSync(`${REPO}/${tier}`).filter((name) => existsSync(`${REPO}/${tier}/${name}/`)),
      ),
    );
    expect(names.filter((name) => name !== 'shared' && !folders.has(name))).toEqual([]);
  });

  it('declares each reason code, path and link builder in one feature only', () => {
    // The merged tables keep the last of two same-named entries without a word: this is the check.
    expect({
      reasonNames: declaredTwice(listed, (contract) => Object.keys(contract.reasons.codes)),
      reasonCodes: declaredTwice(listed, (contract) => Object.values(contract.reasons.codes)),
      restPathNames: declaredTwice(restPathTables, (table) => Object.keys(table.restPaths)),
      restPaths: declaredTwice(restPathTables, (table) => Object.values(table.restPaths)),
      clientPathNames: declaredTwice(listed, (contract) => Object.keys(contract.clientPaths)),
      clientPaths: declaredTwice(listed, (contract) => Object.values(contract.clientPaths)),
      clientRoutes: declaredTwice(listed, (contract) => Object.keys(contract.clientRoutes)),
    }).toEqual({
      reasonNames: [],
      reasonCodes: [],
      restPathNames: [],
      restPaths: [],
      clientPathNames: [],
      clientPaths: [],
      clientRoutes: [],
    });
  });

  it('gives every declared code its message, and every REST path its place, in the merged tables', () => {
    const declared = listed.flatMap((contract) => Object.entries(contract.reasons.codes));
    expect(Object.entries(domain.ReasonCode)).toHaveLength(declared.length);
    for (const [name, code] of declared) {
      expect(domain.ReasonCode).toHaveProperty(name, code);
      expect(typeof domain.ReasonMessage[code as domain.ReasonCode]).toBe('string');
    }
    const paths = restPathTables.flatMap((table) => Object.entries(table.restPaths));
    expect(Object.entries(domain.RestPath).sort()).toEqual(paths.sort());
  });
});
