import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/CheckCircle';
import dayjs from 'dayjs';
import { Text } from '@finx/domain';
import type { CalendarEventFieldsFragment } from '../../graphql/generated/graphql';

/** A calendar leaf: the event's month and day, as a wall calendar shows them. */
function DateLeaf({ iso }: { iso: string }) {
  const date = dayjs(iso);
  return (
    <Stack
      aria-hidden
      sx={{
        width: 56,
        flexShrink: 0,
        alignItems: 'center',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
      }}
    >
      <Typography
        variant="caption"
        sx={{ width: '100%', textAlign: 'center', bgcolor: 'primary.main', color: 'primary.contrastText' }}
      >
        {date.format('MMM')}
      </Typography>
      <Typography variant="h6" component="span">
        {date.format('D')}
      </Typography>
    </Stack>
  );
}

export const eventWhen = (event: Pick<CalendarEventFieldsFragment, 'startsAt' | 'endsAt'>): string =>
  `${dayjs(event.startsAt).format('ddd, D MMM YYYY, h:mm A')} – ${dayjs(event.endsAt).format('h:mm A')}`;

type Placed = Pick<CalendarEventFieldsFragment, 'venue' | 'suburb' | 'city' | 'joinUrl'>;

/** Where to be: an online event (it has a joining link) is 'Online' under its city; an in-person one its place. */
export const eventPlace = (event: Placed, detail: 'short' | 'full' = 'short'): string => {
  if (event.joinUrl) return `Online · ${event.city}`;
  const parts = detail === 'full' ? [event.venue, event.suburb, event.city] : [event.suburb, event.city];
  return parts.filter(Boolean).join(', ');
};

/** The events of a page as an agenda: a date leaf, title, type, time and place; a click opens the event. */
export function EventList({
  events,
  loading,
  onOpen,
}: {
  events: readonly CalendarEventFieldsFragment[];
  loading: boolean;
  onOpen: (eventId: number) => void;
}) {
  if (loading && events.length === 0) {
    return <Skeleton variant="rounded" height={160} />;
  }
  if (events.length === 0) {
    return (
      <Typography color="text.secondary" data-testid="events-empty">
        {Text.NO_RECORD_FOUND}
      </Typography>
    );
  }
  return (
    <Paper variant="outlined">
      <List disablePadding data-testid="event-list">
        {events.map((event, index) => (
          <ListItem key={event.id} disablePadding divider={index < events.length - 1}>
            <ListItemButton
              onClick={() => onOpen(event.eventId)}
              data-testid="event-row"
              data-event-id={event.eventId}
              sx={{ gap: 2, alignItems: 'flex-start', py: 1.5 }}
            >
              <DateLeaf iso={event.startsAt} />
              <Stack spacing={0.5} sx={{ minWidth: 0, flex: 1 }}>
                <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{event.title}</Typography>
                  <Chip size="small" label={event.typeLabel} data-testid="event-row-type" />
                  {event.rsvpOn && (
                    <Chip
                      size="small"
                      color="success"
                      icon={<CheckIcon />}
                      label="RSVPed"
                      data-testid="event-row-rsvp"
                    />
                  )}
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {eventWhen(event)}
                </Typography>
                <Typography variant="body2" color="text.secondary" data-testid="event-row-place">
                  {eventPlace(event)}
                </Typography>
              </Stack>
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
