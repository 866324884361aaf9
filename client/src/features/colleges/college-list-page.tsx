import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ClientRoute } from '@finx/domain';
import type { StaffCollegeFieldsFragment } from '../../graphql/generated/graphql';
import { useStaffCollegesQuery } from '../../graphql/generated/hooks';
import { listPaging } from '../../shared/list-params';
import { StaffListPage } from '../../shared/staff-list-page';
import { useListQuery } from '../../shared/use-search-update';

/**
 * /college-list (admin or ops): the colleges by name with their officer and student counts, in the shared
 * server grid with the search and paging in the URL (`?q=&page=&size=`).
 */
export default function CollegeListPage() {
  const [search] = useListQuery();
  const variables = { search: search.get('q')?.trim() || null, ...listPaging(search) };
  const list = useStaffCollegesQuery({ variables, fetchPolicy: 'cache-and-network' });
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
    <StaffListPage
      title="Colleges"
      testId="college-list"
      add={{ label: 'Add College', to: ClientRoute.addCollege(), testId: 'add-college' }}
      search={{ label: 'Name or city', testId: 'college-search' }}
      query={list}
      grid={{
        label: 'Colleges',
        testId: 'college-grid',
        rows: list.data?.staffColleges.rows ?? [],
        columns,
        total: list.data?.staffColleges.totalRecords,
      }}
    />
  );
}
