import { DISCOUNT_LIST_MAX_PAGE_SIZE } from '@finx/domain';
import type { DiscountSortField } from '../../graphql/generated/graphql';

/** The page sizes the grid offers; the server takes up to DISCOUNT_LIST_MAX_PAGE_SIZE. */
export const DISCOUNT_PAGE_SIZES = [10, 25, 50] as const;

const SORT_FIELDS: readonly DiscountSortField[] = ['CODE', 'VALID_UNTIL', 'CREATED'];

const positive = (raw: string | null): number | null => {
  const value = Number(raw);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
};

export interface DiscountListVariables {
  search: string | null;
  sort: DiscountSortField;
  descending: boolean;
  page: number;
  limit: number;
}

/**
 * /discount-list keeps its search, sort and page in the URL (`?q=&sort=&order=&page=&size=`), so a link
 * or the back button shows the same rows. Anything unreadable falls back to the default.
 */
export const discountListVariables = (search: URLSearchParams): DiscountListVariables => {
  const size = positive(search.get('size'));
  const sort = search.get('sort')?.toUpperCase() ?? '';
  return {
    search: search.get('q')?.trim() || null,
    sort: (SORT_FIELDS as readonly string[]).includes(sort) ? (sort as DiscountSortField) : 'CREATED',
    descending: search.get('order') !== 'asc',
    page: positive(search.get('page')) ?? 1,
    limit: size !== null && size <= DISCOUNT_LIST_MAX_PAGE_SIZE ? size : DISCOUNT_PAGE_SIZES[0],
  };
};
