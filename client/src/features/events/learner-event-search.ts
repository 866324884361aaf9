import { EventPeriod, isEventType, parseEntityId, type EventType } from '@finx/domain';
import { useSearchUpdate } from '../../shared/use-search-update';

/** The events' filters, page and open event as URL parameters, so a filtered view can be shared and reloaded. */
export const EventParam = {
  TYPE: 'eventType',
  CITY: 'eventCity',
  SUBURB: 'eventSuburb',
  PERIOD: 'eventPeriod',
  PAGE: 'eventPage',
  OPEN: 'event',
} as const;

export interface EventSearch {
  type: EventType | null;
  city: string | null;
  suburb: string | null;
  period: EventPeriod;
  page: number;
  openEventId: number | null;
}

const textOf = (value: string | null): string | null => value?.trim().slice(0, 80) || null;

/** How many upcoming events the dashboard shows; View All Events pages through the rest. */
export const DASHBOARD_EVENT_COUNT = 5;

/** The search an address holds, and its filters as the events query takes them. */
export function readEventSearch(search: URLSearchParams) {
  const rawType = search.get(EventParam.TYPE);
  const current: EventSearch = {
    type: isEventType(rawType) ? rawType : null,
    city: textOf(search.get(EventParam.CITY)),
    suburb: textOf(search.get(EventParam.SUBURB)),
    period: search.get(EventParam.PERIOD) === EventPeriod.PAST ? EventPeriod.PAST : EventPeriod.UPCOMING,
    page: parseEntityId(search.get(EventParam.PAGE)) ?? 1,
    openEventId: parseEntityId(search.get(EventParam.OPEN)),
  };
  const filter = { type: current.type, city: current.city, suburb: current.suburb, period: current.period };
  return { current, filter };
}

/** The dashboard's events for the address's filters (the next few, whatever the period). */
export const dashboardEventsVariables = (search: URLSearchParams) => ({
  filter: { ...readEventSearch(search).filter, period: null },
  page: 1,
  pageSize: DASHBOARD_EVENT_COUNT,
});

export function useEventSearch() {
  const [search, updateSearch] = useSearchUpdate();
  const { current, filter } = readEventSearch(search);

  /** Changes some parameters; a filter change starts again from the first page. */
  const update = (changes: Partial<Record<(typeof EventParam)[keyof typeof EventParam], string | null>>) => {
    updateSearch((next) => {
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === undefined || value === '') next.delete(key);
        else next.set(key, value);
      }
      const filterChanged = [EventParam.TYPE, EventParam.CITY, EventParam.SUBURB, EventParam.PERIOD].some(
        (key) => key in changes,
      );
      if (filterChanged && !(EventParam.PAGE in changes)) next.delete(EventParam.PAGE);
    });
  };

  /** The filter parameters alone, to carry from the dashboard to the full events page. */
  const filterQuery = (): string => {
    const carried = new URLSearchParams();
    for (const key of [EventParam.TYPE, EventParam.CITY, EventParam.SUBURB]) {
      const value = search.get(key);
      if (value) carried.set(key, value);
    }
    const text = carried.toString();
    return text ? `?${text}` : '';
  };

  return { search, current, filter, update, filterQuery };
}
