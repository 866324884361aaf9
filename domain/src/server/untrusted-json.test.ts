import { describe, expect, it } from 'vitest';
import { jsonNestsDeeperThan, unstorableTextAt } from './untrusted-json';

describe('untrusted JSON', () => {
  it('measures nesting on the text, ignoring brackets inside strings', () => {
    expect(jsonNestsDeeperThan('[[[1]]]', 3)).toBe(false);
    expect(jsonNestsDeeperThan('[[[[1]]]]', 3)).toBe(true);
    expect(jsonNestsDeeperThan('{"a":"[[[[[[\\"{{{{"}', 2)).toBe(false);
    expect(jsonNestsDeeperThan('{"a":{"b":[{}]}}', 3)).toBe(true);
  });

  it('finds text the database cannot store, in values and keys, by path', () => {
    expect(unstorableTextAt({ a: 'fine', b: ['ok', 'é😀'] })).toBeNull();
    expect(unstorableTextAt({ a: { b: ['ok', 'x\u0000'] } })).toBe('a.b.1');
    expect(unstorableTextAt({ a: '\ud800' })).toBe('a');
    expect(unstorableTextAt({ a: 'x\udc00' })).toBe('a');
    expect(unstorableTextAt({ a: { 'k\u0000': 1 } })).toBe('a');
    expect(unstorableTextAt('\u0000')).toBe('(body)');
    expect(unstorableTextAt(null)).toBeNull();
  });
});
