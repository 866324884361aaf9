import { STAFF_PRODUCT_MAX_PAGE_SIZE } from '@finx/domain';
import type { StaffProductSortField } from '../../graphql/generated/graphql';

/** The page sizes the grid offers; the server takes up to STAFF_PRODUCT_MAX_PAGE_SIZE. */
export const COURSE_PAGE_SIZES = [10, 25, 50] as const;

/** The GraphQL names of the sortable columns (the enum's keys). */
export const COURSE_SORT_FIELDS: readonly StaffProductSortField[] = ['NAME', 'PRICE', 'CREATED'];

export type CourseStatusFilter = 'active' | 'inactive';

/**
 * /course-list keeps its filters, sort and page in the URL (`?q=&type=&status=&sort=&order=&page=&size=`),
 * so a link or the back button shows the same rows. Anything unreadable falls back to the default.
 */
export interface CourseListVariables {
  search: string | null;
  type: 'COURSE' | 'VIDEO' | null;
  active: boolean | null;
  sort: StaffProductSortField;
  descending: boolean;
  page: number;
  limit: number;
}

const positive = (raw: string | null): number | null => {
  const value = Number(raw);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
};

export const courseListVariables = (search: URLSearchParams): CourseListVariables => {
  const size = positive(search.get('size'));
  const type = search.get('type');
  const status = search.get('status');
  const sort = search.get('sort')?.toUpperCase() ?? '';
  return {
    search: search.get('q')?.trim() || null,
    type: type === 'COURSE' || type === 'VIDEO' ? type : null,
    active: status === 'active' ? true : status === 'inactive' ? false : null,
    sort: (COURSE_SORT_FIELDS as readonly string[]).includes(sort)
      ? (sort as StaffProductSortField)
      : 'CREATED',
    descending: search.get('order') !== 'asc',
    page: positive(search.get('page')) ?? 1,
    limit: size !== null && size <= STAFF_PRODUCT_MAX_PAGE_SIZE ? size : COURSE_PAGE_SIZES[0],
  };
};
