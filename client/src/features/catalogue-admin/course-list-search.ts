import type { StaffProductSortField } from '../../graphql/generated/graphql';
import { listPaging, listSort, type ServerSort } from '../../shared/list-params';

/** The grid columns the server sorts by, under their URL values (the GraphQL enum in lower case). */
export const COURSE_SORT: ServerSort = {
  fields: { productName: 'name', productPrice: 'price', createdDate: 'created' },
  defaultField: 'createdDate',
};

/**
 * /course-list keeps its filters, sort and page in the URL (`?q=&type=&status=&sort=&order=&page=&size=`),
 * so a link or the back button shows the same rows. Anything unreadable falls back to the default.
 */
export const courseListVariables = (search: URLSearchParams) => {
  const type = search.get('type');
  const status = search.get('status');
  const { sort, descending } = listSort(search, COURSE_SORT);
  return {
    search: search.get('q')?.trim() || null,
    type: type === 'COURSE' || type === 'VIDEO' ? type : null,
    active: status === 'active' ? true : status === 'inactive' ? false : null,
    sort: sort.toUpperCase() as StaffProductSortField,
    descending,
    ...listPaging(search),
  };
};
