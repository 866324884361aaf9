import { REPORT_PAGE_SIZES } from '@finx/domain';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A report's filters, sort and page as the URL holds them (`?q=&from=&to=&sort=&order=&page=&size=`). */
export interface ReportSearch {
  search: string | null;
  from: string | null;
  to: string | null;
  sort: string | null;
  descending: boolean;
  page: number;
  limit: number;
}

/** Reads the URL leniently: anything unreadable falls back to the default, never to an error. */
export const reportSearchOf = (search: URLSearchParams): ReportSearch => {
  const page = Number(search.get('page'));
  const size = Number(search.get('size'));
  const date = (key: string) => {
    const value = search.get(key);
    return value && ISO_DATE.test(value) ? value : null;
  };
  return {
    search: search.get('q')?.trim() || null,
    from: date('from'),
    to: date('to'),
    sort: search.get('sort') || null,
    descending: search.get('order') !== 'asc',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    limit: (REPORT_PAGE_SIZES as readonly number[]).includes(size) ? size : REPORT_PAGE_SIZES[0],
  };
};

/** The filter the API takes, empty parts left out. */
export const reportFilterOf = (search: ReportSearch) => ({
  search: search.search,
  from: search.from,
  to: search.to,
  sort: search.sort,
  descending: search.descending,
});
