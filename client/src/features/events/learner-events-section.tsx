import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { ClientPath } from '@finx/domain';
import { useEventsQuery } from '../../graphql/generated/hooks';
import { EventDetailsDialog } from './learner-event-details-dialog';
import { EventFilters } from './learner-event-filters';
import { EventList } from './learner-event-list';
import {
  DASHBOARD_EVENT_COUNT,
  EventParam,
  dashboardEventsVariables,
  useEventSearch,
} from './learner-event-search';

export { DASHBOARD_EVENT_COUNT };

/**
 * Calendar and events on the dashboard (`001 §3` CalenderAndEvents): the next few events matching the
 * filters in the URL, each opening its details; View All Events carries the filters to the full list.
 */
export function EventsSection() {
  const { search, current, update, filterQuery } = useEventSearch();
  const { data, loading } = useEventsQuery({
    variables: dashboardEventsVariables(search),
    fetchPolicy: 'cache-and-network',
  });
  const events = data?.events.items ?? [];
  const total = data?.events.total ?? 0;
  return (
    <Stack spacing={2} component="section" aria-labelledby="events-heading" data-testid="dashboard-events">
      <Stack
        direction="row"
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: 'baseline', flexWrap: 'wrap' }}
      >
        <Typography variant="h5" component="h2" id="events-heading">
          Calendar and events
        </Typography>
        <Button
          component={RouterLink}
          to={`${ClientPath.EVENTS}${filterQuery()}`}
          data-testid="view-all-events"
        >
          View All Events{total > 0 ? ` (${total})` : ''}
        </Button>
      </Stack>
      <EventFilters />
      <EventList
        events={events}
        loading={loading}
        onOpen={(id) => update({ [EventParam.OPEN]: String(id) })}
      />
      <EventDetailsDialog eventId={current.openEventId} onClose={() => update({ [EventParam.OPEN]: null })} />
    </Stack>
  );
}
