import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ClientRoute } from '@finx/domain';
import type { DiscountFieldsFragment } from '../../graphql/generated/graphql';
import { useDiscountsQuery } from '../../graphql/generated/hooks';
import { ServerDataGrid } from '../../shared/server-data-grid';
import { ListSearch } from '../../shared/list-search';
import { useListQuery } from '../../shared/use-search-update';
import { DISCOUNT_SORT, discountListVariables } from './discount-list-search';

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
  const [search] = useListQuery();
  const variables = discountListVariables(search);
  const { data, loading } = useDiscountsQuery({ variables, fetchPolicy: 'cache-and-network' });
  const rows = data?.discounts.rows ?? [];

  const columns = useMemo<GridColDef<DiscountFieldsFragment>[]>(
    () => [
      { field: 'code', headerName: 'Coupon Code', width: 140 },
      { field: 'description', headerName: 'Description', width: 240 },
      {
        field: 'amount',
        headerName: 'Discount',
        width: 150,
        valueGetter: (_value, row) => valueOf(row),
      },
      {
        field: 'validFrom',
        headerName: 'Valid From',
        width: 110,
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
        valueGetter: (_value, row) =>
          `${row.redemptions}${row.maxRedemptions ? ` / ${row.maxRedemptions}` : ''}`,
      },
      {
        field: 'active',
        headerName: 'Status',
        width: 90,
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
      <ListSearch label="Code or description" testId="discount-search" />
      <ServerDataGrid
        label="Discounts"
        testId="discount-grid"
        rows={rows}
        columns={columns}
        getRowId={(row) => row.id}
        loading={loading}
        total={data?.discounts.totalRecords}
        sort={DISCOUNT_SORT}
      />
    </Stack>
  );
}
