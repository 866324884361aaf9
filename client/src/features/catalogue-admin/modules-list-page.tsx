import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DataGrid, type GridColDef, type GridColumnVisibilityModel } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ClientRoute } from '@finx/domain';
import type { StaffModuleFieldsFragment } from '../../graphql/generated/graphql';
import { useStaffModulesQuery } from '../../graphql/generated/hooks';
import { fitColumns } from '../../shared/grid-columns';
import { CARD_GRID_SX } from '../../shared/server-data-grid';
import { cardColumn } from '../../shared/server-data-grid-cards';
import { ModuleActions } from './module-actions';

const LABEL = 'Modules';

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
    valueGetter: (_value, row) => (row.active ? 'Active' : 'Inactive'),
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
    width: 310,
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
  // As every staff list (shared ServerDataGrid): on a laptop the columns fit beside the side menu with the
  // actions whole, on a phone each module is a card with its actions on it; the three buttons were off
  // screen at 1366 px and at 390 px the grid showed a product and a sequence.
  const cards = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const columns = useMemo(
    () =>
      fitColumns(
        columnsWith(() => void refetch()),
        'actions',
      ),
    [refetch],
  );
  const shown = useMemo(
    () =>
      cards
        ? [cardColumn(LABEL, columns, { primaryField: 'title', actionsField: 'actions' }), ...columns]
        : columns,
    [cards, columns],
  );
  const onlyCards = useMemo<GridColumnVisibilityModel | undefined>(
    () => (cards ? Object.fromEntries(columns.map((column) => [column.field, false])) : undefined),
    [cards, columns],
  );
  return (
    <Stack spacing={3} data-testid="modules-list" sx={{ minWidth: 0 }}>
      <Typography variant="h4" component="h1">
        {LABEL}
      </Typography>
      <Box sx={{ width: '100%', minWidth: 0, overflow: 'hidden' }} data-list-form={cards ? 'cards' : 'grid'}>
        <DataGrid
          key={cards ? 'cards' : 'grid'}
          aria-label={LABEL}
          rows={data?.staffModules ?? []}
          columns={shown}
          columnVisibilityModel={onlyCards}
          getRowId={(row) => row.id}
          loading={loading}
          disableRowSelectionOnClick
          disableVirtualization
          autoHeight
          getRowHeight={cards ? () => 'auto' : undefined}
          // As the shared grid's cards: wrapped cells, and no column separator past the grid's edge.
          sx={cards ? CARD_GRID_SX : undefined}
          // A card has no columns to pick; the phone keeps the list and its actions.
          showToolbar={!cards}
          pageSizeOptions={[10, 25, 50]}
          initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        />
      </Box>
    </Stack>
  );
}
