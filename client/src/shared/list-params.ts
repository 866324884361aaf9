/**
 * A staff list's paging and sorting as its address holds them (`?page=&size=&sort=&order=`): read by the
 * grid (server-data-grid.tsx) and by a list's first query before any of the grid's code has loaded
 * (a screen's `data`, app/route-preload.ts).
 */

/** The page sizes every staff grid offers; the first one is the default and is left out of the URL. */
export const LIST_PAGE_SIZES = [10, 25, 50] as const;

/** A positive whole number from the URL, or null for anything else (a hand-edited or stale link). */
export const positiveParam = (raw: string | null): number | null => {
  const value = Number(raw);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
};

/** The server's page and page size from `?page=&size=`, falling back to page one of the default size. */
export const listPaging = (
  search: URLSearchParams,
  pageSizes: readonly number[] = LIST_PAGE_SIZES,
): { page: number; limit: number } => {
  const size = positiveParam(search.get('size'));
  return {
    page: positiveParam(search.get('page')) ?? 1,
    limit: size !== null && pageSizes.includes(size) ? size : pageSizes[0]!,
  };
};

/**
 * How a grid sorts on the server. `fields` maps a grid column to the value it is sorted by in the URL's
 * `sort` parameter; the default is left out of the URL. The URL's `order=asc` flips the default descending
 * order (newest first in every staff list), unless `ascendingByDefault`.
 */
export interface ServerSort {
  fields: Readonly<Record<string, string>>;
  defaultField: string;
  ascendingByDefault?: boolean;
}

/** The sort the URL asks for, as the server value and direction, or the default for anything unknown. */
export const listSort = (
  search: URLSearchParams,
  sort: ServerSort,
): { sort: string; descending: boolean } => {
  const asked = search.get('sort');
  const known = Object.values(sort.fields).includes(asked ?? '') ? asked! : sort.fields[sort.defaultField]!;
  const order = search.get('order');
  return {
    sort: known,
    descending: sort.ascendingByDefault ? order === 'desc' : order !== 'asc',
  };
};
