import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { type FormEvent, useState } from 'react';
import { RoleId } from '@finx/domain';
import { useSnackbar } from '../../shared/toast';
import { BulkUploadPage } from '../uploads/bulk-upload-page';
import { SPOC_UPLOAD } from '../uploads/upload-kinds';
import type { SpocAssignmentsQuery } from '../../graphql/generated/graphql';
import {
  useAssignSpocMutation,
  useSpocAssignmentsQuery,
  useStaffUsersQuery,
} from '../../graphql/generated/hooks';

type Spoc = SpocAssignmentsQuery['activeSpocs'][number];

const TYPE_LABEL = { COLLEGE: 'College', CORPORATE: 'Corporate' } as const;

const COLUMNS: GridColDef<Spoc>[] = [
  { field: 'organisationName', headerName: 'Organisation', width: 240 },
  {
    field: 'organisationType',
    headerName: 'Type',
    width: 110,
    valueFormatter: (value: keyof typeof TYPE_LABEL) => TYPE_LABEL[value] ?? value,
  },
  { field: 'staffName', headerName: 'SPOC', width: 180 },
  { field: 'staffEmail', headerName: 'E-mail', width: 220 },
  {
    field: 'assignedOn',
    headerName: 'Assigned',
    width: 120,
    valueFormatter: (value: string) => new Date(value).toLocaleDateString('en-GB'),
  },
];

export const SPOC_ASSIGNED_TEXT = 'SPOC assigned successfully';

/**
 * /upload-spoc (`001 §2`, admin or ops): each college's and corporate's SPOC, and a form that makes an
 * active admin or operations user one. The spreadsheet upload belongs to bulk uploads (same service call).
 */
export default function SpocPage() {
  const { enqueueSnackbar } = useSnackbar();
  const { data, refetch } = useSpocAssignmentsQuery({ fetchPolicy: 'cache-and-network' });
  const admins = useStaffUsersQuery({ variables: { roleId: RoleId.ADMIN, status: 'ACTIVE', limit: 50 } });
  const ops = useStaffUsersQuery({ variables: { roleId: RoleId.OPS, status: 'ACTIVE', limit: 50 } });
  const [assign, { loading }] = useAssignSpocMutation();
  const [organisation, setOrganisation] = useState('');
  const [staff, setStaff] = useState('');
  const staffUsers = [...(admins.data?.staffUsers.rows ?? []), ...(ops.data?.staffUsers.rows ?? [])];

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = data?.spocOrganisations.find((row) => row.id === organisation);
    if (!chosen || !staff) {
      enqueueSnackbar('Please select the organisation and the SPOC', { variant: 'error' });
      return;
    }
    const input = {
      organisationType: chosen.organisationType,
      organisationId: chosen.organisationId,
      staffPartyId: Number(staff),
    };
    const { data: answer } = await assign({ variables: { input } });
    const payload = answer?.assignSpoc;
    if (!payload) return;
    for (const error of payload.userErrors) enqueueSnackbar(error.message, { variant: 'error' });
    if (payload.ok) {
      enqueueSnackbar(SPOC_ASSIGNED_TEXT, { variant: 'success' });
      void refetch();
    }
  };

  return (
    <Stack spacing={3} data-testid="spoc-page" sx={{ minWidth: 0 }}>
      <Typography variant="h4" component="h1">
        SPOC
      </Typography>
      <Stack
        component="form"
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        onSubmit={(e) => void submit(e)}
      >
        <TextField
          select
          size="small"
          label="College or corporate"
          value={organisation}
          onChange={(event) => setOrganisation(event.target.value)}
          sx={{ minWidth: 260 }}
        >
          {(data?.spocOrganisations ?? []).map((row) => (
            <MenuItem key={row.id} value={row.id}>
              {row.name} ({TYPE_LABEL[row.organisationType]})
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="SPOC"
          value={staff}
          onChange={(event) => setStaff(event.target.value)}
          sx={{ minWidth: 240 }}
        >
          {staffUsers.map((user) => (
            <MenuItem key={user.id} value={String(user.partyId)}>
              {user.firstName} {user.lastName} ({user.roleName})
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="contained" disabled={loading} data-testid="spoc-assign">
          Assign
        </Button>
      </Stack>
      <Box sx={{ width: '100%', minWidth: 0, overflow: 'hidden' }} data-testid="spoc-grid">
        <DataGrid
          aria-label="SPOCs"
          rows={data?.activeSpocs ?? []}
          columns={COLUMNS}
          getRowId={(row) => row.id}
          disableRowSelectionOnClick
          disableVirtualization
          autoHeight
          pageSizeOptions={[10, 25, 50]}
          initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        />
      </Box>
      {/* Issue 14 item 2: the same assignment from a file, one assignSpoc (audited) a row. */}
      <BulkUploadPage kind={SPOC_UPLOAD} headingLevel="h2" back={false} onUploaded={() => void refetch()} />
    </Stack>
  );
}
