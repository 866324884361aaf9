import { EventPeriod, STAFF_EVENT_MAX_PAGE_SIZE } from '@finx/domain';
import type { EventSortField } from '../../graphql/generated/graphql';

/** The page sizes the grid offers; the server takes up to STAFF_EVENT_MAX_PAGE_SIZE. */
export const EVENT_PAGE_SIZES = [10, 25, 50] as const;

const positive = (raw: string | null): number | null => {
  const value = Number(raw);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
};

export interface EventListVariables {
  search: string | null;
  period: EventPeriod | null;
  sort: EventSortField;
  descending: boolean;
  page: number;
  limit: number;
}

/**
 * /event-list keeps its search, period, sort and page in the URL (`?q=&period=&sort=&order=&page=&size=`),
 * so a link or the back button shows the same rows. Anything unreadable falls back to the default.
 */
export const eventListVariables = (search: URLSearchParams): EventListVariables => {
  const size = positive(search.get('size'));
  const period = search.get('period');
  return {
    search: search.get('q')?.trim() || null,
    period: period === EventPeriod.UPCOMING || period === EventPeriod.PAST ? period : null,
    sort: search.get('sort') === 'title' ? 'TITLE' : 'STARTS',
    descending: search.get('order') !== 'asc',
    page: positive(search.get('page')) ?? 1,
    limit: size !== null && size <= STAFF_EVENT_MAX_PAGE_SIZE ? size : EVENT_PAGE_SIZES[0],
  };
};

/** An ISO instant as the staff screens show it: DD/MM/YYYY, HH:mm in India Standard Time. */
export const istDateTime = (iso: string): string =>
  new Date(iso).toLocaleString('en-GB', {
    timeZone: 'Asia/Kolkata',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });
