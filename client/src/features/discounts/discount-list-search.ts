import type { DiscountSortField } from '../../graphql/generated/graphql';
import { listPaging, listSort, type ServerSort } from '../../shared/list-params';

/** The grid columns the server sorts by, under their URL values (the GraphQL enum in lower case). */
export const DISCOUNT_SORT: ServerSort = {
  fields: { code: 'code', validUntil: 'valid_until', createdDate: 'created' },
  defaultField: 'createdDate',
};

/**
 * /discount-list keeps its search, sort and page in the URL (`?q=&sort=&order=&page=&size=`), so a link
 * or the back button shows the same rows. Anything unreadable falls back to the default.
 */
export const discountListVariables = (search: URLSearchParams) => {
  const { sort, descending } = listSort(search, DISCOUNT_SORT);
  return {
    search: search.get('q')?.trim() || null,
    sort: sort.toUpperCase() as DiscountSortField,
    descending,
    ...listPaging(search),
  };
};
