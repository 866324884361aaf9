import { describe, expect, it } from 'vitest';
import { discountListVariables } from './discount-list-search';

describe('discountListVariables: the URL is the list state', () => {
  it('reads search, sort, order and paging', () => {
    const read = discountListVariables(
      new URLSearchParams('q=%20welcome%20&sort=code&order=asc&page=3&size=25'),
    );
    expect(read).toEqual({ search: 'welcome', sort: 'CODE', descending: false, page: 3, limit: 25 });
  });

  it('falls back to the defaults for anything unreadable', () => {
    const read = discountListVariables(new URLSearchParams('sort=price&page=-1&size=999'));
    expect(read).toEqual({ search: null, sort: 'CREATED', descending: true, page: 1, limit: 10 });
  });
});
