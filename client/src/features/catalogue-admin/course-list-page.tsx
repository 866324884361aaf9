import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ClientRoute } from '@finx/domain';
import type { StaffProductFieldsFragment } from '../../graphql/generated/graphql';
import { useStaffProductsQuery } from '../../graphql/generated/hooks';
import { formatPrice } from '../../shared/format';
import { StaffListPage } from '../../shared/staff-list-page';
import { useListQuery } from '../../shared/use-search-update';
import { COURSE_SORT, courseListVariables } from './course-list-search';
import { ProductStatusButton } from './product-status-button';

/**
 * /course-list (`001 §2`, admin or ops): every product, active or not, in an MUI X Data Grid filtered,
 * sorted and paged by the server, with the state in the URL. Rows open /edit-course and activate or
 * deactivate the product; the learner catalogue follows at once.
 */
export default function CourseListPage() {
  const [search, setQuery] = useListQuery();
  const variables = courseListVariables(search);
  const list = useStaffProductsQuery({ variables, fetchPolicy: 'cache-and-network' });
  const { refetch } = list;

  const columns = useMemo<GridColDef<StaffProductFieldsFragment>[]>(
    () => [
      { field: 'productId', headerName: 'Id', width: 80 },
      { field: 'productName', headerName: 'Name', width: 280 },
      { field: 'productType', headerName: 'Type', width: 90 },
      { field: 'categoryName', headerName: 'Category', width: 180 },
      { field: 'productPrice', headerName: 'Price', width: 110, valueFormatter: formatPrice },
      { field: 'moduleCount', headerName: 'Modules', width: 90 },
      {
        field: 'active',
        headerName: 'Status',
        width: 100,
        valueFormatter: (value: boolean) => (value ? 'Active' : 'Inactive'),
      },
      {
        field: 'createdDate',
        headerName: 'Created',
        width: 110,
        valueFormatter: (value: string) => new Date(value).toLocaleDateString('en-GB'),
      },
      {
        field: 'actions',
        headerName: 'Actions',
        width: 220,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
            <Button
              size="small"
              component={RouterLink}
              to={ClientRoute.editCourse(row.productId)}
              data-testid={`product-edit-${row.productId}`}
            >
              Edit
            </Button>
            <ProductStatusButton
              productId={row.productId}
              active={row.active}
              onChanged={() => void refetch()}
            />
          </Stack>
        ),
      },
    ],
    [refetch],
  );

  return (
    <StaffListPage
      title="Course List"
      testId="course-list"
      add={{ label: 'Add Course', to: ClientRoute.addCourse(), testId: 'add-course' }}
      search={{ label: 'Name or subject area', testId: 'course-search' }}
      filters={
        <>
          <TextField
            select
            size="small"
            label="Type"
            value={variables.type ?? ''}
            onChange={(event) => setQuery({ type: event.target.value || null })}
            sx={{ minWidth: 140 }}
          >
            <MenuItem value="">All types</MenuItem>
            <MenuItem value="COURSE">Courses</MenuItem>
            <MenuItem value="VIDEO">Videos</MenuItem>
          </TextField>
          <TextField
            select
            size="small"
            label="Status"
            value={variables.active === null ? '' : variables.active ? 'active' : 'inactive'}
            onChange={(event) => setQuery({ status: event.target.value || null })}
            sx={{ minWidth: 140 }}
          >
            <MenuItem value="">All statuses</MenuItem>
            <MenuItem value="active">Active</MenuItem>
            <MenuItem value="inactive">Inactive</MenuItem>
          </TextField>
        </>
      }
      query={list}
      grid={{
        label: 'Courses',
        testId: 'course-grid',
        rows: list.data?.staffProducts.rows ?? [],
        columns,
        getRowId: (row) => row.id,
        total: list.data?.staffProducts.totalRecords,
        sort: COURSE_SORT,
      }}
    />
  );
}
