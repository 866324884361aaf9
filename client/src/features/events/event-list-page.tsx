import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ClientRoute, EventTypeLabel } from '@finx/domain';
import type { StaffEventFieldsFragment } from '../../graphql/generated/graphql';
import { useStaffEventsQuery } from '../../graphql/generated/hooks';
import { StaffListPage } from '../../shared/staff-list-page';
import { useListQuery } from '../../shared/use-search-update';
import { EVENT_SORT, eventListVariables, istDateTime } from './event-list-search';

/**
 * /event-list (`001 §2`, admin or ops): every event in an MUI X Data Grid, searched, sorted and paged by
 * the server with the state in the URL; a row opens /edit-event, where its RSVP report is.
 */
export default function EventListPage() {
  const [search, setQuery] = useListQuery();
  const variables = eventListVariables(search);
  const list = useStaffEventsQuery({ variables, fetchPolicy: 'cache-and-network' });

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
    <StaffListPage
      title="Events"
      testId="event-list"
      add={{ label: 'Add Event', to: ClientRoute.addEvent(), testId: 'add-event' }}
      search={{ label: 'Title or city', testId: 'event-search' }}
      filters={
        <>
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
        </>
      }
      query={list}
      grid={{
        label: 'Events',
        testId: 'event-grid',
        rows: list.data?.staffEvents.rows ?? [],
        columns,
        getRowId: (row) => row.id,
        total: list.data?.staffEvents.totalRecords,
        sort: EVENT_SORT,
      }}
    />
  );
}
