import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/decisions.md is the index of the records in docs/decisions/: every record listed exactly once and
 * every entry a record that exists, so no decision is lost from the index or recorded twice. Pure file
 * reads: it boots nothing.
 */
const docs = join(import.meta.dirname, '..', '..', 'docs');
const indexText = readFileSync(join(docs, 'decisions.md'), 'utf8');
const listed = [...indexText.matchAll(/\]\(decisions\/([a-z0-9-]+\.md)\)/g)].map((m) => m[1] ?? '');
const records = readdirSync(join(docs, 'decisions')).filter((name) => name.endsWith('.md'));

describe('docs/decisions.md index', () => {
  it('lists every record once', () => {
    const repeated = listed.filter((name, i) => listed.indexOf(name) !== i);
    expect(repeated).toEqual([]);
    expect(records.filter((name) => !listed.includes(name))).toEqual([]);
  });

  it('lists only records that exist', () => {
    expect(listed.filter((name) => !records.includes(name))).toEqual([]);
  });

  it('gives every record its context, decision and consequences', () => {
    const incomplete = records.filter((name) => {
      const text = readFileSync(join(docs, 'decisions', name), 'utf8');
      return !['## Context', '## Decision', '## Consequences'].every((h) => text.includes(`\n${h}\n`));
    });
    expect(incomplete).toEqual([]);
  });
});
