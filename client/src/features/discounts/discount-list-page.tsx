import Button from '@mui/material/Button';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ClientRoute } from '@finx/domain';
import type { DiscountFieldsFragment } from '../../graphql/generated/graphql';
import { useDiscountsQuery } from '../../graphql/generated/hooks';
import { formatPrice } from '../../shared/format';
import { StaffListPage } from '../../shared/staff-list-page';
import { useListQuery } from '../../shared/use-search-update';
import { DISCOUNT_SORT, discountListVariables } from './discount-list-search';

/** DD/MM/YYYY (`001 §9`) of an ISO date. */
const ddmmyyyy = (isoDate: string): string => isoDate.slice(0, 10).split('-').reverse().join('/');

/** Today as the YYYY-MM-DD the list's dates are written in, in the reader's own time zone. */
const todayIso = (): string => dayjs().format('YYYY-MM-DD');

/**
 * What the checkout would do with the coupon today (coupon.pricing.ts): switched off, past its last day
 * (inclusive, the server ends it at the day's end), not yet started, or usable. The stored flag alone said
 * 'Active' beside a coupon whose end date had passed (issue 28 item 9).
 */
export const discountStatus = (
  row: Pick<DiscountFieldsFragment, 'active' | 'validFrom' | 'validUntil'>,
  today: string = todayIso(),
): string => {
  if (!row.active) return 'Inactive';
  if (row.validUntil.slice(0, 10) < today) return 'Expired';
  if (row.validFrom.slice(0, 10) > today) return 'Scheduled';
  return 'Active';
};

const valueOf = (row: DiscountFieldsFragment): string =>
  row.kind === 'PERCENT'
    ? `${row.amount}%${row.maxDiscountRupees ? ` (up to ${formatPrice(row.maxDiscountRupees)})` : ''}`
    : formatPrice(row.amount);

/**
 * /discount-list (`001 §2`, admin or ops): every discount (the checkout's coupons) in an MUI X Data Grid,
 * searched, sorted and paged by the server, with the state in the URL. Rows open the edit and clone forms.
 */
export default function DiscountListPage() {
  const [search] = useListQuery();
  const variables = discountListVariables(search);
  const list = useDiscountsQuery({ variables, fetchPolicy: 'cache-and-network' });

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
        width: 100,
        valueGetter: (_value, row) => discountStatus(row),
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
    <StaffListPage
      title="Discounts"
      testId="discount-list"
      add={{ label: 'Add Discount', to: ClientRoute.addDiscount(), testId: 'add-discount' }}
      search={{ label: 'Code or description', testId: 'discount-search' }}
      query={list}
      grid={{
        label: 'Discounts',
        testId: 'discount-grid',
        rows: list.data?.discounts.rows ?? [],
        columns,
        getRowId: (row) => row.id,
        total: list.data?.discounts.totalRecords,
        sort: DISCOUNT_SORT,
      }}
    />
  );
}
