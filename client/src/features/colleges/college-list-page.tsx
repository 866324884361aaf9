import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ClientRoute } from '@finx/domain';
import type { StaffCollegeFieldsFragment } from '../../graphql/generated/graphql';
import { useStaffCollegesQuery } from '../../graphql/generated/hooks';
import { listPaging, ServerDataGrid } from '../../shared/server-data-grid';
import { ListSearch } from '../../shared/list-search';
import { useListQuery } from '../../shared/use-search-update';

/**
 * /college-list (admin or ops): the colleges by name with their officer and student counts, in the shared
 * server grid with the search and paging in the URL (`?q=&page=&size=`).
 */
export default function CollegeListPage() {
  const [search] = useListQuery();
  const variables = { search: search.get('q')?.trim() || null, ...listPaging(search) };
  const { data, loading } = useStaffCollegesQuery({ variables, fetchPolicy: 'cache-and-network' });
  const rows = data?.staffColleges.rows ?? [];
  const columns = useMemo<GridColDef<StaffCollegeFieldsFragment>[]>(
    () => [
      { field: 'name', headerName: 'College', width: 240 },
      { field: 'city', headerName: 'City', width: 120 },
      { field: 'contactName', headerName: 'Contact', width: 160 },
      { field: 'contactEmail', headerName: 'E-Mail', width: 200 },
      { field: 'contactPhone', headerName: 'Mobile', width: 120 },
      { field: 'officers', headerName: 'Officers', width: 90 },
      { field: 'students', headerName: 'Students', width: 90 },
      {
        field: 'actions',
        headerName: 'Actions',
        width: 100,
        renderCell: ({ row }) => (
          <Button
            size="small"
            component={RouterLink}
            to={ClientRoute.editCollege(row.collegeId)}
            data-testid={`edit-college-${row.collegeId}`}
          >
            Edit
          </Button>
        ),
      },
    ],
    [],
  );
  return (
    <Stack spacing={3} data-testid="college-list" sx={{ minWidth: 0 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h4" component="h1">
          Colleges
        </Typography>
        <Button
          component={RouterLink}
          to={ClientRoute.addCollege()}
          variant="contained"
          data-testid="add-college"
        >
          Add College
        </Button>
      </Stack>
      <ListSearch label="Name or city" testId="college-search" />
      <ServerDataGrid
        label="Colleges"
        testId="college-grid"
        rows={rows}
        columns={columns}
        loading={loading}
        total={data?.staffColleges.totalRecords}
      />
    </Stack>
  );
}
