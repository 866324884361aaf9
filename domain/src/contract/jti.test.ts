import { describe, expect, it } from 'vitest';
import { compareJti, formatJti, jtiSequence, newerJti } from './jti';

describe('jti order', () => {
  it('orders by issue sequence, numerically', () => {
    expect(jtiSequence(formatJti(12, 'abc'))).toBe(12);
    expect(compareJti('9.zz', '10.aa')).toBeLessThan(0);
    expect(compareJti('10.aa', '9.zz')).toBeGreaterThan(0);
    expect(compareJti('eyJhbGciOi.x.y', '1.a')).toBeLessThan(0);
  });

  it('keeps the newest when responses arrive out of order', () => {
    let stored: string | null = null;
    for (const arriving of ['3.c', '5.e', '4.d']) stored = newerJti(stored, arriving);
    expect(stored).toBe('5.e');
  });
});
