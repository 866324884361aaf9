import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ClientRoute } from '@finx/domain';
import type { StaffProductFieldsFragment } from '../../graphql/generated/graphql';
import { useStaffProductsQuery } from '../../graphql/generated/hooks';
import { listPaging, listSort, type ServerSort } from '../../shared/list-params';
import { StaffListPage } from '../../shared/staff-list-page';
import { useListQuery } from '../../shared/use-search-update';

const SORT: ServerSort = {
  fields: { productName: 'NAME', productPrice: 'PRICE', createdDate: 'CREATED' },
  defaultField: 'productName',
  ascendingByDefault: true,
};

export const NO_VALIDITY_TEXT = 'No end';

/**
 * /product-validity-list (`001 §2`, admin or ops): how many days of access each product gives after it
 * is bought; fulfilment sets the enrolment's end date from it. Edit opens /add-product-validity.
 */
export default function ProductValidityListPage() {
  const [search] = useListQuery();
  const sort = listSort(search, SORT);
  const variables = {
    search: search.get('q')?.trim() || null,
    sort: sort.sort as 'NAME' | 'PRICE' | 'CREATED',
    descending: sort.descending,
    ...listPaging(search),
  };
  const list = useStaffProductsQuery({ variables, fetchPolicy: 'cache-and-network' });

  const columns = useMemo<GridColDef<StaffProductFieldsFragment>[]>(
    () => [
      { field: 'productId', headerName: 'Id', width: 80 },
      { field: 'productName', headerName: 'Product', width: 280 },
      { field: 'productType', headerName: 'Type', width: 90 },
      {
        field: 'validityDays',
        headerName: 'Validity (days)',
        width: 130,
        valueFormatter: (value: number | null) => (value === null ? NO_VALIDITY_TEXT : String(value)),
      },
      {
        field: 'active',
        headerName: 'Status',
        width: 100,
        valueFormatter: (value: boolean) => (value ? 'Active' : 'Inactive'),
      },
      {
        field: 'actions',
        headerName: 'Actions',
        width: 100,
        renderCell: ({ row }) => (
          <Button
            size="small"
            component={RouterLink}
            to={ClientRoute.addProductValidity(row.productId)}
            data-testid={`validity-edit-${row.productId}`}
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
      title="Product Validity"
      testId="product-validity-list"
      add={{
        label: 'Add Product Validity',
        to: ClientRoute.addProductValidity(),
        testId: 'add-product-validity',
      }}
      search={{ label: 'Product name', testId: 'validity-search' }}
      query={list}
      grid={{
        label: 'Product validity',
        testId: 'validity-grid',
        rows: list.data?.staffProducts.rows ?? [],
        columns,
        total: list.data?.staffProducts.totalRecords,
        getRowId: (row) => row.id,
        sort: SORT,
      }}
    />
  );
}
