import { searchTextOf } from './search-text';

/** What a staff list asks REST for: its page, its search text and its sort, each optional. */
export interface ListQueryArgs {
  page?: number | null;
  limit?: number | null;
  search?: string | null;
  sort?: string | null;
  descending?: boolean | null;
}

/**
 * The query string REST's staff lists read (`page`, `limit`, `search`, `sort`, `order=asc|desc`), built in one
 * place so every list words paging, search and direction alike. Blank or absent values are not sent, so a
 * signed export link covers exactly the filters the download will read; the search text is checked by
 * searchTextOf (BAD_USER_INPUT on `searchField` when too long). A list adds its own filters to the result.
 */
export const listQuery = (args: ListQueryArgs, searchField = 'search'): Record<string, string | number> => {
  const query: Record<string, string | number> = {};
  if (args.page != null) query.page = args.page;
  if (args.limit != null) query.limit = args.limit;
  const search = searchTextOf(args.search, searchField);
  if (search) query.search = search;
  if (args.sort) query.sort = args.sort;
  if (args.descending != null) query.order = args.descending ? 'desc' : 'asc';
  return query;
};
