import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { EventPeriod } from '@finx/domain';
import { useEventsQuery } from '../../graphql/generated/hooks';
import { EventDetailsDialog } from './learner-event-details-dialog';
import { EventFilters } from './learner-event-filters';
import { EventList } from './learner-event-list';
import { EventParam, useEventSearch } from './learner-event-search';

/** Events per page of the full list; the server pages it. */
export const EVENTS_PAGE_SIZE = 10;

/**
 * /events, the learner footer's and the dashboard's View All Events: every event, upcoming or past, with
 * the type, city and suburb filters, the period and the page in the URL, paged by the server.
 */
export default function EventsPage() {
  const { current, filter, update } = useEventSearch();
  const { data, loading } = useEventsQuery({
    variables: { filter, page: current.page, pageSize: EVENTS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const total = data?.events.total ?? 0;
  const pages = Math.ceil(total / EVENTS_PAGE_SIZE);
  return (
    <Stack spacing={3} data-testid="events-page">
      <Typography variant="h4" component="h1">
        Events
      </Typography>
      <Tabs
        value={current.period}
        onChange={(_, period: EventPeriod) =>
          update({ [EventParam.PERIOD]: period === EventPeriod.UPCOMING ? null : period })
        }
        aria-label="Which events"
      >
        <Tab value={EventPeriod.UPCOMING} label="Upcoming" data-testid="events-upcoming" />
        <Tab value={EventPeriod.PAST} label="Past" data-testid="events-past" />
      </Tabs>
      <EventFilters />
      <Typography variant="body2" color="text.secondary" data-testid="events-total">
        {total} {total === 1 ? 'event' : 'events'}
      </Typography>
      <EventList
        events={data?.events.items ?? []}
        loading={loading}
        onOpen={(id) => update({ [EventParam.OPEN]: String(id) })}
      />
      {pages > 1 && (
        <Pagination
          count={pages}
          page={Math.min(current.page, pages)}
          onChange={(_, page) => update({ [EventParam.PAGE]: page === 1 ? null : String(page) })}
          sx={{ alignSelf: 'center' }}
          data-testid="events-pagination"
        />
      )}
      <EventDetailsDialog eventId={current.openEventId} onClose={() => update({ [EventParam.OPEN]: null })} />
    </Stack>
  );
}
