import { describe, expect, it } from 'vitest';
import { studentListVariables } from './student-section-search';

describe('student section search', () => {
  it('defaults to the last modified first, 10 a page', () => {
    expect(studentListVariables(new URLSearchParams())).toEqual({
      search: null,
      collegeId: null,
      productId: null,
      sort: 'MODIFIED',
      descending: true,
      page: 1,
      limit: 10,
    });
  });

  it('reads the filters, sort and page from the URL and ignores what it cannot read', () => {
    const search = new URLSearchParams('q=%20asha%20&college=7&course=x&sort=name&order=asc&page=3&size=25');
    expect(studentListVariables(search)).toEqual({
      search: 'asha',
      collegeId: 7,
      productId: null,
      sort: 'NAME',
      descending: false,
      page: 3,
      limit: 25,
    });
  });
});
