import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';
import { type FormEvent, useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ClientRoute, SEARCH_MAX_LENGTH } from '@finx/domain';
import type { DiscountFieldsFragment, DiscountSortField } from '../../graphql/generated/graphql';
import { useDiscountsQuery } from '../../graphql/generated/hooks';
import { useListQuery } from '../../shared/use-search-update';
import { DISCOUNT_PAGE_SIZES, discountListVariables } from './discount-list-search';

/** Grid columns the server sorts by, under the grid's field names. */
const SORTABLE: Partial<Record<string, DiscountSortField>> = {
  code: 'CODE',
  validUntil: 'VALID_UNTIL',
  createdDate: 'CREATED',
};

const fieldOfSort = (sort: DiscountSortField): string =>
  Object.entries(SORTABLE).find(([, value]) => value === sort)?.[0] ?? 'createdDate';

/** DD/MM/YYYY (`001 §9`) of an ISO date. */
const ddmmyyyy = (isoDate: string): string => isoDate.slice(0, 10).split('-').reverse().join('/');

const valueOf = (row: DiscountFieldsFragment): string =>
  row.kind === 'PERCENT'
    ? `${row.amount}%${row.maxDiscountRupees ? ` (up to ₹${row.maxDiscountRupees})` : ''}`
    : `₹${row.amount}`;

/**
 * /discount-list (`001 §2`, admin or ops): every discount (the checkout's coupons) in an MUI X Data Grid,
 * searched, sorted and paged by the server, with the state in the URL. Rows open the edit and clone forms.
 */
export default function DiscountListPage() {
  const [search, setQuery] = useListQuery();
  const variables = discountListVariables(search);
  const { data, loading } = useDiscountsQuery({ variables, fetchPolicy: 'cache-and-network' });
  const rows = data?.discounts.rows ?? [];

  const applySearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get('q');
    setQuery({ q: typeof text === 'string' ? text.trim() : null });
  };

  const columns = useMemo<GridColDef<DiscountFieldsFragment>[]>(
    () => [
      { field: 'code', headerName: 'Coupon Code', width: 140 },
      { field: 'description', headerName: 'Description', width: 240, sortable: false },
      {
        field: 'amount',
        headerName: 'Discount',
        width: 150,
        sortable: false,
        valueGetter: (_value, row) => valueOf(row),
      },
      {
        field: 'validFrom',
        headerName: 'Valid From',
        width: 110,
        sortable: false,
        valueFormatter: (value: string) => ddmmyyyy(value),
      },
      {
        field: 'validUntil',
        headerName: 'Valid To',
        width: 110,
        valueFormatter: (value: string) => ddmmyyyy(value),
      },
      {
        field: 'redemptions',
        headerName: 'Used',
        width: 90,
        sortable: false,
        valueGetter: (_value, row) =>
          `${row.redemptions}${row.maxRedemptions ? ` / ${row.maxRedemptions}` : ''}`,
      },
      {
        field: 'active',
        headerName: 'Status',
        width: 90,
        sortable: false,
        valueFormatter: (value: boolean) => (value ? 'Active' : 'Inactive'),
      },
      {
        field: 'createdDate',
        headerName: 'Added',
        width: 110,
        valueFormatter: (value: string) => new Date(value).toLocaleDateString('en-IN'),
      },
      {
        field: 'actions',
        headerName: 'Actions',
        width: 180,
        sortable: false,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
            <Button
              size="small"
              component={RouterLink}
              to={ClientRoute.editDiscount(row.code)}
              data-testid={`edit-discount-${row.code}`}
            >
              Edit
            </Button>
            <Button
              size="small"
              component={RouterLink}
              to={ClientRoute.cloneDiscount(row.code)}
              data-testid={`clone-discount-${row.code}`}
            >
              Clone
            </Button>
          </Stack>
        ),
      },
    ],
    [],
  );

  const paginationModel = useMemo(
    () => ({ page: variables.page - 1, pageSize: variables.limit }),
    [variables.page, variables.limit],
  );
  const sortModel = useMemo<GridSortModel>(
    () => [{ field: fieldOfSort(variables.sort), sort: variables.descending ? 'desc' : 'asc' }],
    [variables.sort, variables.descending],
  );

  return (
    <Stack spacing={3} data-testid="discount-list" sx={{ minWidth: 0 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h4" component="h1">
          Discounts
        </Typography>
        <Button
          component={RouterLink}
          to={ClientRoute.addDiscount()}
          variant="contained"
          data-testid="add-discount"
        >
          Add Discount
        </Button>
      </Stack>
      <Stack component="form" direction="row" spacing={1} onSubmit={applySearch}>
        <TextField
          key={variables.search ?? ''}
          name="q"
          size="small"
          label="Code or description"
          defaultValue={variables.search ?? ''}
          sx={{ minWidth: { xs: 0, sm: 260 }, flex: { xs: 1, md: 'none' } }}
          slotProps={{ htmlInput: { 'data-testid': 'discount-search', maxLength: SEARCH_MAX_LENGTH } }}
        />
        <Button type="submit" variant="outlined" data-testid="discount-search-submit">
          Search
        </Button>
      </Stack>
      {/* The grid scrolls sideways inside this box; the page itself never does. */}
      <Box sx={{ width: '100%', minWidth: 0, overflow: 'hidden' }} data-testid="discount-grid">
        <DataGrid
          aria-label="Discounts"
          rows={rows}
          columns={columns}
          getRowId={(row) => row.id}
          loading={loading}
          rowCount={data ? data.discounts.totalRecords : -1}
          paginationMode="server"
          sortingMode="server"
          filterMode="server"
          disableColumnFilter
          disableRowSelectionOnClick
          disableVirtualization
          autoHeight
          showToolbar
          pageSizeOptions={[...DISCOUNT_PAGE_SIZES]}
          paginationModel={paginationModel}
          onPaginationModelChange={(model) =>
            (model.page !== paginationModel.page || model.pageSize !== paginationModel.pageSize) &&
            setQuery({
              page: model.page === 0 ? null : String(model.page + 1),
              size: model.pageSize === DISCOUNT_PAGE_SIZES[0] ? null : String(model.pageSize),
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
