import { describe, expect, it } from 'vitest';
import { isFiltered, readFilters, toProductFilter } from './use-catalogue-filters';

describe('catalogue filters in the URL', () => {
  it('reads filters and paging from search params, ignoring junk', () => {
    expect(readFilters(new URLSearchParams('q=%20risk%20&category=3&level=Beginner&free=1&page=2'))).toEqual({
      search: 'risk',
      categoryId: 3,
      level: 'Beginner',
      freeOnly: true,
      subjectArea: '',
      courseType: '',
      lookingFor: '',
      page: 2,
    });
    expect(readFilters(new URLSearchParams('category=abc&page=-4'))).toEqual({
      search: '',
      categoryId: null,
      level: '',
      freeOnly: false,
      subjectArea: '',
      courseType: '',
      lookingFor: '',
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

  it('reads subject area, course type and looking-for, and sends them as filters', () => {
    const filters = readFilters(
      new URLSearchParams('subject=Mutual%20Funds&courseType=Self-paced&for=Career%20switch'),
    );
    expect(filters).toMatchObject({
      subjectArea: 'Mutual Funds',
      courseType: 'Self-paced',
      lookingFor: 'Career switch',
    });
    expect(isFiltered(filters)).toBe(true);
    expect(isFiltered(readFilters(new URLSearchParams('page=3')))).toBe(false);
    expect(toProductFilter('COURSE', filters)).toEqual({
      type: 'COURSE',
      subjectArea: 'Mutual Funds',
      courseType: 'Self-paced',
      lookingFor: 'Career switch',
    });
  });
});
