import { REPORT_PAGE_SIZES, REPORTS, type ReportKind } from '@finx/domain';
import { listPaging, listSort, type ServerSort } from '../../shared/list-params';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A report sorts by the columns its definition offers, under their own keys; the first is the default. */
export const reportSortOf = (kind: ReportKind): ServerSort => {
  const { sortable } = REPORTS[kind];
  return {
    fields: Object.fromEntries(sortable.map((key) => [key, key])),
    defaultField: sortable[0]!,
  };
};

/**
 * A report's filters, sort and page as the URL holds them (`?q=&from=&to=&sort=&order=&page=&size=`),
 * read leniently: anything unreadable falls back to the default, never to an error.
 */
export const reportSearchOf = (search: URLSearchParams, sort: ServerSort) => {
  const date = (key: string) => {
    const value = search.get(key);
    return value && ISO_DATE.test(value) ? value : null;
  };
  return {
    search: search.get('q')?.trim() || null,
    from: date('from'),
    to: date('to'),
    ...listSort(search, sort),
    ...listPaging(search, REPORT_PAGE_SIZES),
  };
};

/** The filter the API takes, empty parts left out. */
export const reportFilterOf = (search: ReturnType<typeof reportSearchOf>) => ({
  search: search.search,
  from: search.from,
  to: search.to,
  sort: search.sort,
  descending: search.descending,
});
