import { describe, expect, it } from 'vitest';
import { reportSearchOf, reportSortOf } from './report-search';

const sort = reportSortOf('ENROLLMENT');

describe('reportSearchOf', () => {
  it('reads filters, sort and page from the URL', () => {
    const search = reportSearchOf(
      new URLSearchParams('q=priya&from=2026-01-01&to=2026-02-01&sort=studentName&order=asc&page=3&size=25'),
      sort,
    );
    expect(search).toEqual({
      search: 'priya',
      from: '2026-01-01',
      to: '2026-02-01',
      sort: 'studentName',
      descending: false,
      page: 3,
      limit: 25,
    });
  });

  it('falls back to the defaults for anything unreadable', () => {
    const search = reportSearchOf(new URLSearchParams('from=31/12/2026&sort=password&page=-1&size=7'), sort);
    expect(search).toMatchObject({
      search: null,
      from: null,
      sort: 'enrolledOn',
      descending: true,
      page: 1,
      limit: 10,
    });
  });
});
