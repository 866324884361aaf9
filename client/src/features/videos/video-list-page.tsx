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
import { COURSE_SORT } from '../catalogue-admin/course-list-search';
import { ProductStatusButton } from '../catalogue-admin/product-status-button';
import { videoListVariables } from './video-list-search';

/**
 * /video-list (`001 §2`, admin or ops): the video products, active or not, filtered, sorted and paged by
 * the server with the state in the URL. Rows open /edit-video and activate or deactivate the video; the
 * learner catalogue follows at once.
 */
export default function VideoListPage() {
  const [search, setQuery] = useListQuery();
  const variables = videoListVariables(search);
  const list = useStaffProductsQuery({ variables, fetchPolicy: 'cache-and-network' });
  const { refetch } = list;

  const columns = useMemo<GridColDef<StaffProductFieldsFragment>[]>(
    () => [
      { field: 'productId', headerName: 'Id', width: 80 },
      // The title takes what is left, so Actions stays in view at 1366 px without scrolling the grid.
      { field: 'productName', headerName: 'Title', flex: 1, minWidth: 200 },
      { field: 'productPrice', headerName: 'Price', width: 110, valueFormatter: formatPrice },
      {
        field: 'validityDays',
        headerName: 'Validity',
        width: 100,
        sortable: false,
        valueFormatter: (value: number | null) => (value === null ? 'No end' : `${value} days`),
      },
      {
        field: 'moduleCount',
        headerName: 'File',
        width: 90,
        sortable: false,
        // The file is the video's one lesson, so a module means a file was uploaded.
        valueFormatter: (value: number) => (value > 0 ? 'Uploaded' : 'None'),
      },
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
        width: 200,
        sortable: false,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
            <Button
              size="small"
              component={RouterLink}
              to={ClientRoute.editVideo(row.productId)}
              data-testid={`video-edit-${row.productId}`}
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
      title="Video List"
      testId="video-list"
      add={{ label: 'Add Video', to: ClientRoute.addVideo(), testId: 'add-video' }}
      search={{ label: 'Title or subject area', testId: 'video-search' }}
      filters={
        <>
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
        label: 'Videos',
        testId: 'video-grid',
        rows: list.data?.staffProducts.rows ?? [],
        columns,
        primaryField: 'productName',
        getRowId: (row) => row.id,
        total: list.data?.staffProducts.totalRecords,
        sort: COURSE_SORT,
      }}
    />
  );
}
