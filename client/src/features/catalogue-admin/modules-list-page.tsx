import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ClientRoute } from '@finx/domain';
import type { StaffModuleFieldsFragment } from '../../graphql/generated/graphql';
import { useStaffModulesQuery } from '../../graphql/generated/hooks';
import { ModuleActions } from './module-actions';

const columnsWith = (onChanged: () => void): GridColDef<StaffModuleFieldsFragment>[] => [
  {
    field: 'productName',
    headerName: 'Product',
    width: 320,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={ClientRoute.editCourse(row.productId)}>
        {row.productName}
      </Link>
    ),
  },
  { field: 'sequence', headerName: 'Sequence', width: 100 },
  { field: 'title', headerName: 'Module', width: 320 },
  {
    field: 'active',
    headerName: 'Status',
    width: 110,
    renderCell: ({ row }) => (
      <Chip
        size="small"
        label={row.active ? 'Active' : 'Inactive'}
        color={row.active ? 'success' : 'default'}
      />
    ),
  },
  {
    field: 'actions',
    headerName: 'Actions',
    width: 200,
    sortable: false,
    renderCell: ({ row }) => <ModuleActions module={row} onChanged={onChanged} />,
  },
];

/**
 * /modules-list (`001 §2`, admin only; module/allmodule): every product's modules in sequence. Modules
 * are added on the product's page and edited or switched off here; a few hundred rows at most, so the grid pages them in the browser.
 */
export default function ModulesListPage() {
  const { data, loading, refetch } = useStaffModulesQuery({
    variables: {},
    fetchPolicy: 'cache-and-network',
  });
  const columns = useMemo(() => columnsWith(() => void refetch()), [refetch]);
  return (
    <Stack spacing={3} data-testid="modules-list" sx={{ minWidth: 0 }}>
      <Typography variant="h4" component="h1">
        Modules
      </Typography>
      <Box sx={{ width: '100%', minWidth: 0, overflow: 'hidden' }}>
        <DataGrid
          aria-label="Modules"
          rows={data?.staffModules ?? []}
          columns={columns}
          getRowId={(row) => row.id}
          loading={loading}
          disableRowSelectionOnClick
          disableVirtualization
          autoHeight
          showToolbar
          pageSizeOptions={[10, 25, 50]}
          initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        />
      </Box>
    </Stack>
  );
}
