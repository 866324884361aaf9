import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import AddIcon from '@mui/icons-material/Add';
import UploadIcon from '@mui/icons-material/UploadFileOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import ViewIcon from '@mui/icons-material/VisibilityOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router-dom';
import { ClientRoute } from '@finx/domain';
import type { StaffJobFieldsFragment } from '../../../graphql/generated/graphql';
import { useStaffJobsQuery, useViewerQuery } from '../../../graphql/generated/hooks';
import { formatDate } from '../../../shared/format';
import { useRouteTable } from '../../../shared/route-table';
import { StaffListPage } from '../../../shared/staff-list-page';
import { useListQuery } from '../../../shared/use-search-update';
import { JOB_LIST_PAGE_SIZES, staffJobsVariables } from './staff-job-list.data';
import { useCorporateOptions } from './staff-job-options';

/** The sizes the grid offers, up to the largest page the server sends. */
const NO_STAFF_JOBS_TEXT = 'No jobs yet. Add a job to start taking applications.';

type Row = StaffJobFieldsFragment;

/** Whether the viewer may open a path: /jobDetails is ops only in the route table of `001 §2`. */
function useMayOpen(path: string): boolean {
  const { data } = useViewerQuery({ fetchPolicy: 'cache-first' });
  const { rolesFor } = useRouteTable();
  const roleId = data?.viewer?.roleId;
  return roleId !== undefined && (rolesFor(path) ?? []).includes(roleId);
}

function RowActions({ job, canView }: { job: Row; canView: boolean }) {
  return (
    <Stack direction="row" spacing={0.5}>
      {canView && (
        <Tooltip title="View candidates">
          <IconButton
            component={RouterLink}
            to={ClientRoute.jobDetails(job.jobId)}
            size="small"
            aria-label={`View ${job.title}`}
            data-testid="staff-job-view"
          >
            <ViewIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      <Tooltip title="Edit job">
        <IconButton
          component={RouterLink}
          to={ClientRoute.editJob(job.jobId)}
          size="small"
          aria-label={`Edit ${job.title}`}
          data-testid="staff-job-edit"
        >
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}

const columns = (canView: boolean): GridColDef<Row>[] => [
  { field: 'title', headerName: 'Title', flex: 1.4, minWidth: 200 },
  { field: 'corporateName', headerName: 'Corporate', flex: 1, minWidth: 160 },
  {
    field: 'status',
    headerName: 'Status',
    width: 110,
    // A job marked open whose closing date has passed takes no applications: show it as closed. The
    // text is also what the list drawn before the scripts shows (drawn-grid.tsx draws values, not cells).
    valueGetter: (_value, row) => (row.open ? 'Open' : 'Closed'),
    renderCell: ({ row }) => (
      <Chip
        size="small"
        label={row.open ? 'Open' : 'Closed'}
        color={row.open ? 'success' : 'default'}
        data-testid="staff-job-status"
      />
    ),
  },
  {
    field: 'locations',
    headerName: 'Locations',
    flex: 1,
    minWidth: 160,
    valueGetter: (_value, row) => row.locations.join(', '),
  },
  {
    field: 'applicantTotal',
    headerName: 'Applicants',
    type: 'number',
    width: 110,
  },
  {
    field: 'closesOn',
    headerName: 'Closing date',
    width: 130,
    valueFormatter: (value: string) => formatDate(value),
  },
  {
    field: 'actions',
    headerName: 'Actions',
    width: 110,
    filterable: false,
    renderCell: ({ row }) => <RowActions job={row} canView={canView} />,
  },
];

/**
 * /job-list (`001 §2`, admin or ops): every job, newest first, paged by the server, optionally of one
 * corporate. The grid scrolls sideways inside its own box on a phone, never the page.
 */
export default function StaffJobListPage() {
  const [search, setQuery] = useListQuery();
  const { corporates } = useCorporateOptions();
  const canView = useMayOpen(ClientRoute.jobDetails(1));
  const variables = staffJobsVariables(search);
  const { corporateId } = variables;
  const list = useStaffJobsQuery({
    variables,
    fetchPolicy: 'cache-and-network',
  });

  return (
    <StaffListPage
      title="Job List"
      testId="staff-job-list"
      actions={
        <>
          <Button
            component={RouterLink}
            to={ClientRoute.jobBulkUpload()}
            variant="outlined"
            startIcon={<UploadIcon />}
            data-testid="staff-job-bulk-upload"
          >
            Bulk upload
          </Button>
          <Button
            component={RouterLink}
            to={ClientRoute.addJob()}
            variant="contained"
            startIcon={<AddIcon />}
            data-testid="staff-job-add"
          >
            Add job
          </Button>
        </>
      }
      filters={
        <>
          <TextField
            select
            size="small"
            label="Corporate"
            // Until the corporates have loaded, the chosen one has no option to show: show none rather than warn.
            value={
              corporateId !== null && corporates.some((c) => c.id === corporateId) ? String(corporateId) : ''
            }
            onChange={(event) => setQuery({ corporate: event.target.value || null })}
            sx={{ width: { xs: '100%', sm: 280 } }}
            slotProps={{
              inputLabel: { shrink: true },
              select: {
                displayEmpty: true,
                SelectDisplayProps: { 'data-testid': 'staff-job-corporate' } as object,
              },
            }}
          >
            <MenuItem value="">All corporates</MenuItem>
            {corporates.map((corporate) => (
              <MenuItem key={corporate.id} value={String(corporate.id)}>
                {corporate.name}
              </MenuItem>
            ))}
          </TextField>
        </>
      }
      query={list}
      grid={{
        label: 'Jobs',
        testId: 'staff-job-grid',
        rows: list.data?.staffJobs.items ?? [],
        columns: columns(canView),
        getRowId: (row) => row.id,
        total: list.data?.staffJobs.total,
        pageSizes: JOB_LIST_PAGE_SIZES,
        disableColumnMenu: true,
        sx: { '& .MuiDataGrid-cell': { alignContent: 'center' } },
      }}
      emptyText={corporateId === null ? NO_STAFF_JOBS_TEXT : 'No jobs of this corporate.'}
    >
      {corporateId !== null && (
        <Button onClick={() => setQuery({ corporate: null })} sx={{ alignSelf: 'flex-start' }}>
          Show every corporate
        </Button>
      )}
    </StaffListPage>
  );
}
