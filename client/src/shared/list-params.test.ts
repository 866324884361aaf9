import { describe, expect, it } from 'vitest';
import { listPaging, listSort } from './list-params';

const url = (query: string) => new URLSearchParams(query);
const sort = { fields: { createdDate: 'created', fullName: 'name' }, defaultField: 'createdDate' };

describe('listPaging', () => {
  it('reads the page and an offered size from the URL', () => {
    expect(listPaging(url('page=3&size=25'))).toEqual({ page: 3, limit: 25 });
  });

  it('falls back to page one of the first size for anything it does not offer', () => {
    expect(listPaging(url('page=-2&size=1000'))).toEqual({ page: 1, limit: 10 });
    expect(listPaging(url('page=x&size=7'), [5, 20])).toEqual({ page: 1, limit: 5 });
  });
});

describe('listSort', () => {
  it('is the default field, newest first, without parameters', () => {
    expect(listSort(url(''), sort)).toEqual({ sort: 'created', descending: true });
  });

  it('reads a known sort and the ascending order', () => {
    expect(listSort(url('sort=name&order=asc'), sort)).toEqual({ sort: 'name', descending: false });
  });

  it('ignores a sort the grid does not offer', () => {
    expect(listSort(url('sort=password'), sort)).toEqual({ sort: 'created', descending: true });
  });

  it('flips the meaning of order for a list that is ascending by default', () => {
    const byName = { ...sort, defaultField: 'fullName', ascendingByDefault: true };
    expect(listSort(url(''), byName)).toEqual({ sort: 'name', descending: false });
    expect(listSort(url('order=desc'), byName)).toEqual({ sort: 'name', descending: true });
  });
});
