import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ClientRoute } from '@finx/domain';
import type { StaffProductFieldsFragment } from '../../graphql/generated/graphql';
import { useStaffProductsQuery } from '../../graphql/generated/hooks';
import { listPaging, listSort, type ServerSort, ServerDataGrid } from '../../shared/server-data-grid';
import { ListSearch } from '../../shared/list-search';
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
  const { data, loading } = useStaffProductsQuery({ variables, fetchPolicy: 'cache-and-network' });

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
    <Stack spacing={3} data-testid="product-validity-list" sx={{ minWidth: 0 }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}
      >
        <Typography variant="h4" component="h1">
          Product Validity
        </Typography>
        <Button
          component={RouterLink}
          to={ClientRoute.addProductValidity()}
          variant="contained"
          data-testid="add-product-validity"
        >
          Add Product Validity
        </Button>
      </Stack>
      <ListSearch label="Product name" testId="validity-search" />
      <ServerDataGrid
        label="Product validity"
        testId="validity-grid"
        rows={data?.staffProducts.rows ?? []}
        columns={columns}
        total={data?.staffProducts.totalRecords}
        loading={loading}
        getRowId={(row) => row.id}
        sort={SORT}
      />
    </Stack>
  );
}
