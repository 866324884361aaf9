import { describe, expect, it } from 'vitest';
import { readFilters, toProductFilter } from './use-catalogue-filters';

describe('catalogue filters in the URL', () => {
  it('reads filters and paging from search params, ignoring junk', () => {
    expect(readFilters(new URLSearchParams('q=%20risk%20&category=3&level=Beginner&free=1&page=2'))).toEqual({
      search: 'risk',
      categoryId: 3,
      level: 'Beginner',
      freeOnly: true,
      page: 2,
    });
    expect(readFilters(new URLSearchParams('category=abc&page=-4'))).toEqual({
      search: '',
      categoryId: null,
      level: '',
      freeOnly: false,
      page: 1,
    });
  });

  it('sends only the filters that are set', () => {
    expect(toProductFilter('COURSE', readFilters(new URLSearchParams()))).toEqual({ type: 'COURSE' });
    expect(toProductFilter('VIDEO', readFilters(new URLSearchParams('free=1&category=2')))).toEqual({
      type: 'VIDEO',
      categoryId: 2,
      freeOnly: true,
    });
  });
});
