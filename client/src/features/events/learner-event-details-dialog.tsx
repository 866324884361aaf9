import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import { messageFor, ReasonCode } from '@finx/domain';
import { useSnackbar } from '../../shared/toast';
import { useCalendarEventDetailsQuery, useRsvpEventMutation } from '../../graphql/generated/hooks';
import { formatDate } from '../../shared/format';
import { eventPlace, eventWhen } from './learner-event-list';

export const RSVP_DONE_TEXT = 'Your RSVP has been recorded.';

/**
 * One event (`001 §3` detailsOnEventID) with the learner's RSVP: the RSVP button until they have RSVPed,
 * then the date they did; a past event shows why RSVP is closed. The server decides both again.
 */
export function EventDetailsDialog({ eventId, onClose }: { eventId: number | null; onClose: () => void }) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const { enqueueSnackbar } = useSnackbar();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { data, loading } = useCalendarEventDetailsQuery({
    variables: { eventId: eventId ?? 0 },
    skip: eventId === null,
    fetchPolicy: 'cache-and-network',
  });
  const [rsvp, { loading: saving }] = useRsvpEventMutation();
  const event = data?.event ?? null;

  const close = () => {
    setRefusal(null);
    onClose();
  };

  const answer = async () => {
    if (!event) return;
    setRefusal(null);
    const { data: answered } = await rsvp({ variables: { eventId: event.eventId } });
    const payload = answered?.rsvpEvent;
    if (!payload) return;
    if (payload.userErrors.length > 0) {
      setRefusal(payload.userErrors.map((error) => error.message).join(' '));
      return;
    }
    enqueueSnackbar(RSVP_DONE_TEXT, { variant: 'success' });
  };

  return (
    <Dialog
      open={eventId !== null}
      onClose={close}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby="event-details-title"
      data-testid="event-details"
    >
      <DialogTitle id="event-details-title">{event?.title ?? 'Event'}</DialogTitle>
      <DialogContent dividers>
        {loading && !data ? (
          <Skeleton variant="rounded" height={160} />
        ) : !event ? (
          <Alert severity="warning">{messageFor(ReasonCode.NOT_FOUND)}</Alert>
        ) : (
          <Stack spacing={2}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Chip label={event.typeLabel} />
              <Chip
                variant="outlined"
                label={`${event.rsvpCount} attending`}
                data-testid="event-rsvp-count"
              />
            </Stack>
            <Typography>{event.description}</Typography>
            <Stack spacing={0.5}>
              <Typography variant="body2">
                <strong>When:</strong> {eventWhen(event)}
              </Typography>
              <Typography variant="body2">
                <strong>Where:</strong> {eventPlace(event, 'full')}
              </Typography>
              {event.joinUrl && (
                <Typography variant="body2">
                  <strong>Join:</strong>{' '}
                  <Link href={event.joinUrl} target="_blank" rel="noopener noreferrer">
                    {event.joinUrl}
                  </Link>
                </Typography>
              )}
            </Stack>
            {event.rsvpOn ? (
              <Alert severity="success" data-testid="event-rsvp-state">
                You RSVPed on {formatDate(event.rsvpOn)}.
              </Alert>
            ) : event.isPast ? (
              <Alert severity="info" data-testid="event-rsvp-state">
                {messageFor(ReasonCode.EVENT_IS_PAST)}
              </Alert>
            ) : null}
            {refusal && (
              <Alert severity="error" data-testid="event-rsvp-error">
                {refusal}
              </Alert>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} data-testid="event-details-close">
          Close
        </Button>
        {event && !event.rsvpOn && !event.isPast && (
          <Button
            variant="contained"
            onClick={() => void answer()}
            disabled={saving}
            data-testid="event-rsvp"
          >
            RSVP
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
