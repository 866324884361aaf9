import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';
import { type FormEvent, useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ClientPath, RoleId, SEARCH_MAX_LENGTH, UserStanding } from '@finx/domain';
import type { StaffUserFieldsFragment, UserSortField } from '../../graphql/generated/graphql';
import { useRolesQuery, useStaffUsersQuery, useViewerQuery } from '../../graphql/generated/hooks';
import { USER_PAGE_SIZES, userListVariables } from './user-list-search';
import { UserRowActions } from './user-row-actions';
import { useListQuery } from '../../shared/use-search-update';

const STATUS_LABEL: Record<UserStanding, string> = {
  ACTIVE: 'Active',
  INACTIVE: 'Inactive',
  LOCKED: 'Locked',
  SUSPENDED: 'Suspended',
  HELD: 'Held for approval',
};

/** Grid columns the server sorts by, under the grid's field names. */
const SORTABLE: Partial<Record<string, UserSortField>> = {
  name: 'NAME',
  email: 'EMAIL',
  createdDate: 'CREATED',
};

const fieldOfSort = (sort: UserSortField): string =>
  Object.entries(SORTABLE).find(([, value]) => value === sort)?.[0] ?? 'createdDate';

/**
 * /user-list (`001 §2`, admin or ops): every account in an MUI X Data Grid, filtered, sorted and paged
 * by the server, with the state in the URL. Rows unlock an SM-12 lock, inactivate or reactivate, and
 * (admin) open the admin-initiated password change, which returns here.
 */
export default function UserListPage() {
  const [search, setQuery] = useListQuery();
  const variables = userListVariables(search);
  const { data: viewerData } = useViewerQuery();
  const { data: rolesData } = useRolesQuery();
  const { data, loading, refetch } = useStaffUsersQuery({ variables, fetchPolicy: 'cache-and-network' });
  const viewer = viewerData?.viewer;
  const rows = data?.staffUsers.rows ?? [];

  const applySearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get('q');
    setQuery({ q: typeof text === 'string' ? text.trim() : null });
  };

  const columns = useMemo<GridColDef<StaffUserFieldsFragment>[]>(
    () => [
      {
        field: 'name',
        headerName: 'Name',
        width: 180,
        valueGetter: (_value, row) => `${row.firstName} ${row.lastName}`,
      },
      { field: 'email', headerName: 'E-mail', width: 240 },
      { field: 'mobileNo', headerName: 'Mobile', width: 130, sortable: false },
      { field: 'roleName', headerName: 'Role', width: 130, sortable: false },
      {
        field: 'status',
        headerName: 'Status',
        width: 110,
        sortable: false,
        valueFormatter: (value: UserStanding) => STATUS_LABEL[value] ?? value,
      },
      {
        field: 'createdDate',
        headerName: 'Created',
        width: 120,
        valueFormatter: (value: string) => new Date(value).toLocaleDateString('en-IN'),
      },
      {
        field: 'actions',
        headerName: 'Actions',
        width: 400,
        sortable: false,
        renderCell: ({ row }) =>
          viewer ? (
            <UserRowActions
              user={row}
              viewerRoleId={viewer.roleId}
              viewerUserId={viewer.userId}
              onChanged={() => void refetch()}
            />
          ) : null,
      },
    ],
    [viewer, refetch],
  );

  const paginationModel = useMemo(
    () => ({ page: variables.page - 1, pageSize: variables.limit }),
    [variables.page, variables.limit],
  );
  // Stable between renders: the grid takes a new sort model for a new sort and goes back to page one.
  const sortModel = useMemo<GridSortModel>(
    () => [{ field: fieldOfSort(variables.sort), sort: variables.descending ? 'desc' : 'asc' }],
    [variables.sort, variables.descending],
  );

  return (
    <Stack spacing={3} data-testid="user-list" sx={{ minWidth: 0 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h4" component="h1">
          Users
        </Typography>
        {viewer?.roleId === RoleId.ADMIN && (
          <Button component={RouterLink} to={ClientPath.NEW_ADMIN} variant="contained" data-testid="add-user">
            Add User
          </Button>
        )}
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <Stack component="form" direction="row" spacing={1} onSubmit={applySearch}>
          <TextField
            // Keyed by the URL value so going back in history shows the search that is applied.
            key={variables.search ?? ''}
            name="q"
            size="small"
            label="Name, e-mail or mobile"
            defaultValue={variables.search ?? ''}
            sx={{ minWidth: { xs: 0, sm: 260 }, flex: 1 }}
            slotProps={{ htmlInput: { 'data-testid': 'user-search', maxLength: SEARCH_MAX_LENGTH } }}
          />
          <Button type="submit" variant="outlined" data-testid="user-search-submit">
            Search
          </Button>
        </Stack>
        <TextField
          select
          size="small"
          label="Role"
          value={variables.roleId ?? ''}
          onChange={(event) => setQuery({ role: event.target.value || null })}
          sx={{ minWidth: 160 }}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'user-role-filter' } as object } }}
        >
          <MenuItem value="">All roles</MenuItem>
          {(rolesData?.roles ?? []).map((role) => (
            <MenuItem key={role.id} value={role.roleId}>
              {role.roleName}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Status"
          value={variables.status ?? ''}
          onChange={(event) => setQuery({ status: event.target.value || null })}
          sx={{ minWidth: 160 }}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'user-status-filter' } as object } }}
        >
          <MenuItem value="">All statuses</MenuItem>
          {Object.values(UserStanding).map((status) => (
            <MenuItem key={status} value={status} data-testid={`user-status-${status}`}>
              {STATUS_LABEL[status]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {/* The grid scrolls sideways inside this box; the page itself never does. */}
      <Box sx={{ width: '100%', minWidth: 0, overflow: 'hidden' }} data-testid="user-grid">
        <DataGrid
          aria-label="Users"
          rows={rows}
          columns={columns}
          getRowId={(row) => row.id}
          loading={loading}
          // Unknown (-1) until the first answer: a known 0 would make the grid clamp a linked page to 1.
          rowCount={data ? data.staffUsers.totalRecords : -1}
          paginationMode="server"
          sortingMode="server"
          filterMode="server"
          disableColumnFilter
          disableRowSelectionOnClick
          // A page holds at most 50 rows: every cell stays in the page, so narrow screens scroll to it.
          disableVirtualization
          autoHeight
          pageSizeOptions={[...USER_PAGE_SIZES]}
          paginationModel={paginationModel}
          onPaginationModelChange={(model) =>
            // The grid also reports the model it already has (as its row count arrives): no navigation.
            (model.page !== paginationModel.page || model.pageSize !== paginationModel.pageSize) &&
            setQuery({
              page: model.page === 0 ? null : String(model.page + 1),
              size: model.pageSize === USER_PAGE_SIZES[0] ? null : String(model.pageSize),
            })
          }
          sortModel={sortModel}
          onSortModelChange={(model) => {
            const [first] = model;
            const sort = first ? SORTABLE[first.field] : undefined;
            setQuery({
              sort: sort && sort !== 'CREATED' ? sort.toLowerCase() : null,
              order: first?.sort === 'asc' ? 'asc' : null,
            });
          }}
        />
      </Box>
    </Stack>
  );
}
