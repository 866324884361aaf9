import { describe, expect, it } from 'vitest';
import { LEARNER, fakeRequest } from '../../test/fake-request';
import { perRequest } from './request-scope';

describe('perRequest', () => {
  it('lends every source of one request the same object, and each request its own', async () => {
    let made = 0;
    const counterOf = perRequest(() => ({ serial: ++made }));
    const first = await fakeRequest(LEARNER);
    const second = await fakeRequest(LEARNER);

    expect(counterOf(first.scope)).toBe(counterOf(first.scope));
    expect(counterOf(second.scope)).not.toBe(counterOf(first.scope));
    expect(made).toBe(2);
  });

  it('keeps two loaders apart even when they are made alike', async () => {
    const { scope } = await fakeRequest(LEARNER);
    const one = perRequest(() => ({}));
    const other = perRequest(() => ({}));
    expect(one(scope)).not.toBe(other(scope));
  });
});
