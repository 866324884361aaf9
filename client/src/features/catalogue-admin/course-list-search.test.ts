import { describe, expect, it } from 'vitest';
import { courseListVariables } from './course-list-search';

describe('courseListVariables', () => {
  it('reads filters, sort and page from the URL', () => {
    const variables = courseListVariables(
      new URLSearchParams('q=%20audit%20&type=VIDEO&status=inactive&sort=price&order=asc&page=3&size=25'),
    );
    expect(variables).toEqual({
      search: 'audit',
      type: 'VIDEO',
      active: false,
      sort: 'PRICE',
      descending: false,
      page: 3,
      limit: 25,
    });
  });

  it('falls back to the defaults for anything unreadable', () => {
    const variables = courseListVariables(
      new URLSearchParams('type=BOOK&status=x&sort=drop&page=-1&size=1000'),
    );
    expect(variables).toEqual({
      search: null,
      type: null,
      active: null,
      sort: 'CREATED',
      descending: true,
      page: 1,
      limit: 10,
    });
  });
});
