import { describe, expect, it } from 'vitest';
import { parseEntityId } from './entity-id';

describe('parseEntityId', () => {
  it.each([
    ['600002', 600002],
    [' 42 ', 42],
    [1083, 1083],
    ['999999999', 999_999_999],
  ])('reads %j as %j', (raw, id) => {
    expect(parseEntityId(raw)).toBe(id);
  });

  it.each(['', '0', '-1', '1.5', '1e3', '1000000000', 'abc', null, undefined, 0])('refuses %j', (raw) => {
    expect(parseEntityId(raw)).toBeNull();
  });
});
