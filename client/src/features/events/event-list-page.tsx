import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ClientRoute, EventTypeLabel } from '@finx/domain';
import type { StaffEventFieldsFragment } from '../../graphql/generated/graphql';
import { useStaffEventsQuery } from '../../graphql/generated/hooks';
import { ServerDataGrid } from '../../shared/server-data-grid';
import { ListSearch } from '../../shared/list-search';
import { useListQuery } from '../../shared/use-search-update';
import { EVENT_SORT, eventListVariables, istDateTime } from './event-list-search';

/**
 * /event-list (`001 §2`, admin or ops): every event in an MUI X Data Grid, searched, sorted and paged by
 * the server with the state in the URL; a row opens /edit-event, where its RSVP report is.
 */
export default function EventListPage() {
  const [search, setQuery] = useListQuery();
  const variables = eventListVariables(search);
  const { data, loading } = useStaffEventsQuery({ variables, fetchPolicy: 'cache-and-network' });
  const rows = data?.staffEvents.rows ?? [];

  const columns = useMemo<GridColDef<StaffEventFieldsFragment>[]>(
    () => [
      { field: 'title', headerName: 'Title', width: 260 },
      {
        field: 'eventType',
        headerName: 'Type',
        width: 130,
        valueFormatter: (value: keyof typeof EventTypeLabel) => EventTypeLabel[value] ?? value,
      },
      {
        field: 'startsAt',
        headerName: 'Starts (IST)',
        width: 170,
        valueFormatter: (value: string) => istDateTime(value),
      },
      {
        field: 'mode',
        headerName: 'Mode',
        width: 100,
        valueFormatter: (value: string) => (value === 'ONLINE' ? 'Online' : 'In person'),
      },
      { field: 'city', headerName: 'City', width: 120 },
      {
        field: 'rsvpCount',
        headerName: 'RSVPs',
        width: 110,
        valueGetter: (_value, row) => (row.capacity ? `${row.rsvpCount} / ${row.capacity}` : row.rsvpCount),
      },
      {
        field: 'actions',
        headerName: 'Actions',
        width: 160,
        renderCell: ({ row }) => (
          <Button
            component={RouterLink}
            to={ClientRoute.editEvent(row.eventId)}
            size="small"
            data-testid={`edit-event-${row.eventId}`}
          >
            Edit / RSVPs
          </Button>
        ),
      },
    ],
    [],
  );

  return (
    <Stack spacing={3} data-testid="event-list" sx={{ minWidth: 0 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h4" component="h1">
          Events
        </Typography>
        <Button
          component={RouterLink}
          to={ClientRoute.addEvent()}
          variant="contained"
          data-testid="add-event"
        >
          Add Event
        </Button>
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <ListSearch label="Title or city" testId="event-search" grow />
        <TextField
          select
          size="small"
          label="When"
          value={variables.period ?? ''}
          onChange={(event) => setQuery({ period: event.target.value || null })}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">All events</MenuItem>
          <MenuItem value="UPCOMING">Upcoming</MenuItem>
          <MenuItem value="PAST">Held</MenuItem>
        </TextField>
      </Stack>
      <ServerDataGrid
        label="Events"
        testId="event-grid"
        rows={rows}
        columns={columns}
        getRowId={(row) => row.id}
        loading={loading}
        total={data?.staffEvents.totalRecords}
        sort={EVENT_SORT}
      />
    </Stack>
  );
}
