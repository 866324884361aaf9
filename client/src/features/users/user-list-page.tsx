import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { ClientPath, RoleId, UserStanding } from '@finx/domain';
import type { StaffUserFieldsFragment } from '../../graphql/generated/graphql';
import { useRolesQuery, useStaffUsersQuery, useViewerQuery } from '../../graphql/generated/hooks';
import { formatDate } from '../../shared/format';
import { StaffListPage } from '../../shared/staff-list-page';
import { useListQuery } from '../../shared/use-search-update';
import { USER_SORT, userListVariables } from './user-list-search';
import { UserRowActions } from './user-row-actions';

const STATUS_LABEL: Record<UserStanding, string> = {
  ACTIVE: 'Active',
  INACTIVE: 'Inactive',
  LOCKED: 'Locked',
  SUSPENDED: 'Suspended',
  HELD: 'Held for approval',
};

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
  const list = useStaffUsersQuery({ variables, fetchPolicy: 'cache-and-network' });
  const { refetch } = list;
  const viewer = viewerData?.viewer;

  const columns = useMemo<GridColDef<StaffUserFieldsFragment>[]>(
    () => [
      {
        field: 'name',
        headerName: 'Name',
        width: 180,
        valueGetter: (_value, row) => `${row.firstName} ${row.lastName}`,
      },
      { field: 'email', headerName: 'E-mail', width: 240 },
      { field: 'mobileNo', headerName: 'Mobile', width: 130 },
      { field: 'roleName', headerName: 'Role', width: 130 },
      {
        field: 'status',
        headerName: 'Status',
        width: 110,
        valueFormatter: (value: UserStanding) => STATUS_LABEL[value] ?? value,
      },
      {
        field: 'createdDate',
        headerName: 'Created',
        width: 120,
        valueFormatter: (value: string) => new Date(value).toLocaleDateString('en-IN'),
      },
      {
        // The latest uploaded score (/profile-score-upload), with its day; not sortable by the server.
        field: 'profileScore',
        headerName: 'Profile Score',
        width: 150,
        valueGetter: (_value, row) =>
          row.profileScore ? `${row.profileScore.score} (${formatDate(row.profileScore.assessedOn)})` : '',
        renderCell: ({ value }) => <span data-testid="user-profile-score">{value as string}</span>,
      },
      {
        field: 'actions',
        headerName: 'Actions',
        width: 400,
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

  return (
    <StaffListPage
      title="Users"
      testId="user-list"
      add={
        viewer?.roleId === RoleId.ADMIN
          ? { label: 'Add User', to: ClientPath.NEW_ADMIN, testId: 'add-user' }
          : undefined
      }
      search={{ label: 'Name, e-mail or mobile', testId: 'user-search' }}
      filters={
        <>
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
        </>
      }
      query={list}
      grid={{
        label: 'Users',
        testId: 'user-grid',
        rows: list.data?.staffUsers.rows ?? [],
        columns,
        getRowId: (row) => row.id,
        total: list.data?.staffUsers.totalRecords,
        sort: USER_SORT,
      }}
    />
  );
}
