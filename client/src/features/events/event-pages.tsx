import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate, useParams } from 'react-router-dom';
import { ClientRoute, type EventFormValues, istParts } from '@finx/domain';
import { useSnackbar } from '../../shared/toast';
import type { StaffEventFieldsFragment } from '../../graphql/generated/graphql';
import { useSaveEventMutation, useStaffEventQuery } from '../../graphql/generated/hooks';
import { EMPTY_EVENT, EventForm } from './event-form';
import { EventRsvpReport } from './event-rsvp-report';
import { eventInputOf, splitUserErrors } from './save-event';

export const EVENT_SAVED_TEXT = 'Event saved successfully';

const valuesOf = (event: StaffEventFieldsFragment): EventFormValues => {
  const start = istParts(new Date(event.startsAt));
  return {
    title: event.title,
    eventType: event.eventType,
    description: event.description,
    mode: event.mode,
    date: start.date,
    startTime: start.time,
    endTime: istParts(new Date(event.endsAt)).time,
    city: event.city,
    suburb: event.suburb,
    venue: event.venue,
    joinUrl: event.joinUrl ?? '',
    capacity: event.capacity ?? '',
  };
};

/** Saves through the gateway: server field errors go back to the form, the rest are toasts. */
function useSave(eventId?: number) {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [save] = useSaveEventMutation();
  return async (values: EventFormValues): Promise<Record<string, string>> => {
    const { data } = await save({ variables: { input: eventInputOf(values, eventId) } });
    const payload = data?.saveEvent;
    if (!payload) return {};
    const { fields, other } = splitUserErrors(payload.userErrors, values);
    for (const message of other) enqueueSnackbar(message, { variant: 'error' });
    if (!payload.event) return fields;
    enqueueSnackbar(EVENT_SAVED_TEXT, { variant: 'success' });
    void navigate(ClientRoute.editEvent(payload.event.eventId));
    return {};
  };
}

/** /add-event (`001 §2`, admin or ops): a new event; then its edit page, where RSVPs arrive. */
export function AddEventPage() {
  const onSubmit = useSave();
  return (
    <Stack spacing={3} data-testid="add-event-page">
      <Typography variant="h4" component="h1">
        Add Event
      </Typography>
      <EventForm initialValues={EMPTY_EVENT} submitLabel="Add Event" onSubmit={onSubmit} />
    </Stack>
  );
}

/** /edit-event/:id (`001 §2`, admin or ops): the event's fields, its RSVP report and reminder mail. */
export function EditEventPage() {
  const eventId = Number(useParams().id);
  const valid = Number.isSafeInteger(eventId) && eventId > 0;
  const { data, loading } = useStaffEventQuery({ variables: { eventId }, skip: !valid });
  const onSubmit = useSave(eventId);
  const event = data?.staffEvent;
  if (!valid || (!loading && !event)) {
    return <Typography data-testid="event-missing">No record found</Typography>;
  }
  if (!event) return null;
  return (
    <Stack spacing={4} data-testid="edit-event-page" sx={{ minWidth: 0 }}>
      <Stack spacing={3}>
        <Typography variant="h4" component="h1">
          Edit Event
        </Typography>
        <EventForm initialValues={valuesOf(event)} submitLabel="Save Event" onSubmit={onSubmit} />
      </Stack>
      <EventRsvpReport event={event} />
    </Stack>
  );
}
