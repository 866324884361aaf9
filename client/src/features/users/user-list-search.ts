import { UserStanding } from '@finx/domain';
import type { UserSortField } from '../../graphql/generated/graphql';
import { listPaging, listSort, positiveParam, type ServerSort } from '../../shared/list-params';

/** The grid columns the server sorts by, under their URL values (the GraphQL enum in lower case). */
export const USER_SORT: ServerSort = {
  fields: { name: 'name', email: 'email', createdDate: 'created' },
  defaultField: 'createdDate',
};

const STANDINGS: readonly string[] = Object.values(UserStanding);

/**
 * /user-list keeps its filters, sort and page in the URL (`?q=&role=&status=&sort=&order=&page=&size=`),
 * so a link or the back button shows the same rows. Anything unreadable falls back to the default.
 */
export const userListVariables = (search: URLSearchParams) => {
  const status = search.get('status');
  const { sort, descending } = listSort(search, USER_SORT);
  return {
    search: search.get('q')?.trim() || null,
    roleId: positiveParam(search.get('role')),
    status: status !== null && STANDINGS.includes(status) ? (status as UserStanding) : null,
    sort: sort.toUpperCase() as UserSortField,
    descending,
    ...listPaging(search),
  };
};
