import { EventPeriod } from '@finx/domain';
import type { EventSortField } from '../../graphql/generated/graphql';
import { listPaging, listSort, type ServerSort } from '../../shared/list-params';

/** The grid columns the server sorts by, under their URL values; the start is the default. */
export const EVENT_SORT: ServerSort = {
  fields: { title: 'title', startsAt: 'starts' },
  defaultField: 'startsAt',
};

/**
 * /event-list keeps its search, period, sort and page in the URL (`?q=&period=&sort=&order=&page=&size=`),
 * so a link or the back button shows the same rows. Anything unreadable falls back to the default.
 */
export const eventListVariables = (search: URLSearchParams) => {
  const period = search.get('period');
  const { sort, descending } = listSort(search, EVENT_SORT);
  return {
    search: search.get('q')?.trim() || null,
    period: period === EventPeriod.UPCOMING || period === EventPeriod.PAST ? period : null,
    sort: sort.toUpperCase() as EventSortField,
    descending,
    ...listPaging(search),
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
