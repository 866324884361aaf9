import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { Text } from '@finx/domain';
import { useSnackbar } from '../../shared/toast';
import type { EventRsvpsQuery, StaffEventFieldsFragment } from '../../graphql/generated/graphql';
import { useEventRsvpsQuery, useSendEventReminderMutation } from '../../graphql/generated/hooks';
import { istDateTime } from './event-list-search';

type Rsvp = NonNullable<EventRsvpsQuery['eventRsvps']>[number];

const COLUMNS: GridColDef<Rsvp>[] = [
  {
    field: 'name',
    headerName: 'Name',
    width: 180,
    valueGetter: (_v, row) => `${row.firstName} ${row.lastName}`,
  },
  { field: 'email', headerName: 'E-mail', width: 240 },
  { field: 'mobileNo', headerName: 'Mobile', width: 130 },
  { field: 'college', headerName: 'College', width: 200 },
  {
    field: 'rsvpOn',
    headerName: 'RSVP on (IST)',
    width: 170,
    valueFormatter: (value: string) => istDateTime(value),
  },
];

/**
 * The RSVP report of one event (`001 §3` Events report): who RSVPed, in a grid that sorts on the page
 * (one event's RSVPs are few), exported to a spreadsheet, and the reminder mail to all of them.
 */
export function EventRsvpReport({ event }: { event: StaffEventFieldsFragment }) {
  const { enqueueSnackbar } = useSnackbar();
  const { data, loading } = useEventRsvpsQuery({
    variables: { eventId: event.eventId },
    fetchPolicy: 'cache-and-network',
  });
  const [remind, { loading: sending }] = useSendEventReminderMutation();
  const [exporting, setExporting] = useState(false);
  const rows = data?.eventRsvps ?? [];

  const exportRows = async () => {
    if (rows.length === 0) {
      enqueueSnackbar(Text.NO_RECORD_FOUND, { variant: 'info' });
      return;
    }
    setExporting(true);
    try {
      const { exportRsvps } = await import('./export-rsvps');
      await exportRsvps(event.title, rows);
    } finally {
      setExporting(false);
    }
  };

  const sendReminder = async () => {
    const { data: answer } = await remind({ variables: { eventId: event.eventId } });
    const payload = answer?.sendEventReminder;
    if (!payload) return;
    for (const error of payload.userErrors) enqueueSnackbar(error.message, { variant: 'error' });
    if (payload.userErrors.length === 0) {
      enqueueSnackbar(`Reminder sent to ${payload.sent} learner${payload.sent === 1 ? '' : 's'}`, {
        variant: 'success',
      });
    }
  };

  return (
    <Stack spacing={2} data-testid="rsvp-report" sx={{ minWidth: 0 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography variant="h5" component="h2">
          RSVP Report ({rows.length}
          {event.capacity ? ` of ${event.capacity}` : ''})
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button
            variant="outlined"
            onClick={() => void exportRows()}
            disabled={exporting}
            data-testid="rsvp-export"
          >
            Export
          </Button>
          <Button
            variant="contained"
            onClick={() => void sendReminder()}
            disabled={sending}
            data-testid="rsvp-remind"
          >
            Send Reminder
          </Button>
        </Stack>
      </Stack>
      <Box sx={{ width: '100%', minWidth: 0, overflow: 'hidden' }} data-testid="rsvp-grid">
        <DataGrid
          aria-label="RSVPs"
          rows={rows}
          columns={COLUMNS}
          getRowId={(row) => row.id}
          loading={loading}
          disableRowSelectionOnClick
          disableVirtualization
          autoHeight
          pageSizeOptions={[10, 25, 50]}
          initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        />
      </Box>
    </Stack>
  );
}
