import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ClientRoute } from '@finx/domain';
import type { CorporateFieldsFragment } from '../../graphql/generated/graphql';
import { useCorporatesQuery } from '../../graphql/generated/hooks';
import { listPaging } from '../../shared/list-params';
import { StaffListPage } from '../../shared/staff-list-page';
import { useListQuery } from '../../shared/use-search-update';

/**
 * /corporate-list (`001 §2`, admin or ops): the hiring companies jobs are posted under, by name, in an
 * MUI X Data Grid paged and searched by the server, with the state in the URL (`?q=&page=&size=`).
 */
export default function CorporateListPage() {
  const [search] = useListQuery();
  const variables = { search: search.get('q')?.trim() || null, ...listPaging(search) };
  const list = useCorporatesQuery({ variables, fetchPolicy: 'cache-and-network' });

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
    <StaffListPage
      title="Corporates"
      testId="corporate-list"
      add={{ label: 'Add Corporate', to: ClientRoute.addCorporate(), testId: 'add-corporate' }}
      search={{ label: 'Name or city', testId: 'corporate-search' }}
      query={list}
      grid={{
        label: 'Corporates',
        testId: 'corporate-grid',
        rows: list.data?.corporates.rows ?? [],
        columns,
        total: list.data?.corporates.totalRecords,
      }}
    />
  );
}
