import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ClientRoute } from '@finx/domain';
import type { CorporateFieldsFragment } from '../../graphql/generated/graphql';
import { useCorporatesQuery } from '../../graphql/generated/hooks';
import { listPaging, ServerDataGrid } from '../../shared/server-data-grid';
import { ListSearch } from '../../shared/list-search';
import { useListQuery } from '../../shared/use-search-update';

/**
 * /corporate-list (`001 §2`, admin or ops): the hiring companies jobs are posted under, by name, in an
 * MUI X Data Grid paged and searched by the server, with the state in the URL (`?q=&page=&size=`).
 */
export default function CorporateListPage() {
  const [search] = useListQuery();
  const variables = { search: search.get('q')?.trim() || null, ...listPaging(search) };
  const { data, loading } = useCorporatesQuery({ variables, fetchPolicy: 'cache-and-network' });
  const rows = data?.corporates.rows ?? [];

  const columns = useMemo<GridColDef<CorporateFieldsFragment>[]>(
    () => [
      { field: 'name', headerName: 'Corporate', width: 220 },
      { field: 'city', headerName: 'City', width: 130 },
      { field: 'jobCount', headerName: 'Jobs', width: 80 },
      { field: 'about', headerName: 'About', width: 320 },
      {
        field: 'actions',
        headerName: 'Actions',
        width: 100,
        renderCell: ({ row }) => (
          <Button
            size="small"
            component={RouterLink}
            to={ClientRoute.editCorporate(row.corporateId)}
            data-testid={`edit-corporate-${row.corporateId}`}
          >
            Edit
          </Button>
        ),
      },
    ],
    [],
  );

  return (
    <Stack spacing={3} data-testid="corporate-list" sx={{ minWidth: 0 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h4" component="h1">
          Corporates
        </Typography>
        <Button
          component={RouterLink}
          to={ClientRoute.addCorporate()}
          variant="contained"
          data-testid="add-corporate"
        >
          Add Corporate
        </Button>
      </Stack>
      <ListSearch label="Name or city" testId="corporate-search" />
      <ServerDataGrid
        label="Corporates"
        testId="corporate-grid"
        rows={rows}
        columns={columns}
        loading={loading}
        total={data?.corporates.totalRecords}
      />
    </Stack>
  );
}
