import type { StudentSortField } from '../../graphql/generated/graphql';
import { listPaging, listSort, positiveParam, type ServerSort } from '../../shared/list-params';

/** The grid columns the server sorts by, under their URL values; last modified, newest first, by default. */
export const STUDENT_SORT: ServerSort = {
  fields: { modifiedDate: 'modified', createdDate: 'created', fullName: 'name' },
  defaultField: 'modifiedDate',
};

/**
 * /studentSection keeps its filters, sort and page in the URL (`?q=&college=&course=&sort=&order=&page=&size=`),
 * so a link or the back button shows the same rows. Anything unreadable falls back to the default.
 */
export const studentListVariables = (search: URLSearchParams) => {
  const { sort, descending } = listSort(search, STUDENT_SORT);
  return {
    search: search.get('q')?.trim() || null,
    collegeId: positiveParam(search.get('college')),
    productId: positiveParam(search.get('course')),
    sort: sort.toUpperCase() as StudentSortField,
    descending,
    ...listPaging(search),
  };
};
