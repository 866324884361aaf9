import { USER_LIST_MAX_PAGE_SIZE, UserStanding } from '@finx/domain';
import type { UserSortField } from '../../graphql/generated/graphql';

/** The page sizes the grid offers; the server takes up to USER_LIST_MAX_PAGE_SIZE. */
export const USER_PAGE_SIZES = [10, 25, 50] as const;

const oneOf = <T extends string>(values: readonly T[], raw: string | null): T | null =>
  raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : null;

const positive = (raw: string | null): number | null => {
  const value = Number(raw);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
};

/**
 * /user-list keeps its filters, sort and page in the URL (`?q=&role=&status=&sort=&order=&page=&size=`),
 * so a link or the back button shows the same rows. Anything unreadable falls back to the default.
 */
export interface UserListVariables {
  search: string | null;
  roleId: number | null;
  status: UserStanding | null;
  sort: UserSortField;
  descending: boolean;
  page: number;
  limit: number;
}

/** The GraphQL names of the sortable columns (the enum's keys). */
export const USER_SORT_FIELDS: readonly UserSortField[] = ['NAME', 'EMAIL', 'CREATED'];

export const userListVariables = (search: URLSearchParams): UserListVariables => {
  const size = positive(search.get('size'));
  return {
    search: search.get('q')?.trim() || null,
    roleId: positive(search.get('role')),
    status: oneOf(Object.values(UserStanding), search.get('status')),
    sort: oneOf(USER_SORT_FIELDS, search.get('sort')?.toUpperCase() ?? null) ?? 'CREATED',
    descending: search.get('order') !== 'asc',
    page: positive(search.get('page')) ?? 1,
    limit: size !== null && size <= USER_LIST_MAX_PAGE_SIZE ? size : USER_PAGE_SIZES[0],
  };
};
