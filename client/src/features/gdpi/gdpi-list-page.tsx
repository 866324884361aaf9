import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { ClientRoute, GDPI_STATUS_LABEL, GDPI_STATUSES, GdpiSort, type GdpiStatus } from '@finx/domain';
import type { GdpiSort as GdpiSortValue, GdpiStatusFieldsFragment } from '../../graphql/generated/graphql';
import { useGdpiStatusesQuery } from '../../graphql/generated/hooks';
import { DateField } from '../../shared/date-field';
import { formatDate } from '../../shared/format';
import { listPaging, listSort, type ServerSort } from '../../shared/list-params';
import { StaffListPage } from '../../shared/staff-list-page';
import { useListQuery } from '../../shared/use-search-update';

const SORT: ServerSort = {
  fields: { fullName: GdpiSort.FULL_NAME, status: GdpiSort.STATUS, updatedAt: GdpiSort.UPDATED_AT },
  defaultField: 'updatedAt',
};

const statusParam = (raw: string | null): GdpiStatus | null =>
  GDPI_STATUSES.find((status) => status === raw) ?? null;

/**
 * /gdpi (`001 §2`, admin only): the learners' GD/PI statuses as the last upload left them, searched by
 * name or e-mail, filtered by status and last-change dates, paged and sorted by the server; the state in
 * the URL (`?q=&status=&from=&to=&sort=&order=&page=&size=`).
 */
export default function GdpiListPage() {
  const [search, setQuery] = useListQuery();
  const sort = listSort(search, SORT);
  const variables = {
    search: search.get('q')?.trim() || null,
    status: statusParam(search.get('status')),
    fromDate: search.get('from') || null,
    toDate: search.get('to') || null,
    sort: sort.sort as GdpiSortValue,
    descending: sort.descending,
    ...listPaging(search),
  };
  const list = useGdpiStatusesQuery({ variables, fetchPolicy: 'cache-and-network' });

  const columns = useMemo<GridColDef<GdpiStatusFieldsFragment>[]>(
    () => [
      { field: 'fullName', headerName: 'Name', width: 180 },
      { field: 'emailId', headerName: 'Email Id', width: 220 },
      {
        field: 'status',
        headerName: 'GDPI Status',
        width: 130,
        valueGetter: (_value, row) => GDPI_STATUS_LABEL[row.status as GdpiStatus] ?? row.status,
      },
      { field: 'gdScore', headerName: 'GD Score', width: 100 },
      { field: 'piScore', headerName: 'PI Score', width: 100 },
      { field: 'remarks', headerName: 'Remarks', width: 240 },
      {
        field: 'updatedAt',
        headerName: 'Updated On',
        width: 170,
        valueGetter: (_value, row) => formatDate(row.updatedAt),
      },
    ],
    [],
  );

  return (
    <StaffListPage
      title="GDPI Status"
      testId="gdpi-list"
      add={{ label: 'Bulk Upload', to: ClientRoute.adminBulkUploadGdpi(), testId: 'gdpi-upload-link' }}
      search={{ label: 'Name or e-mail', testId: 'gdpi-search' }}
      filters={
        <>
          <TextField
            select
            size="small"
            label="Status"
            value={variables.status ?? ''}
            onChange={(event) => setQuery({ status: event.target.value || null, page: null })}
            sx={{ minWidth: 160 }}
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'gdpi-status-filter' } as object } }}
          >
            <MenuItem value="">All</MenuItem>
            {GDPI_STATUSES.map((status) => (
              <MenuItem key={status} value={status} data-testid={`gdpi-status-${status}`}>
                {GDPI_STATUS_LABEL[status]}
              </MenuItem>
            ))}
          </TextField>
          <DateField
            label="Updated from"
            value={variables.fromDate ?? ''}
            maxDate={variables.toDate ?? undefined}
            onChange={(value) => setQuery({ from: value || null, page: null })}
            testId="gdpi-from"
          />
          <DateField
            label="Updated to"
            value={variables.toDate ?? ''}
            minDate={variables.fromDate ?? undefined}
            onChange={(value) => setQuery({ to: value || null, page: null })}
            testId="gdpi-to"
          />
        </>
      }
      query={list}
      grid={{
        label: 'GDPI statuses',
        testId: 'gdpi-grid',
        rows: list.data?.gdpiStatuses.rows ?? [],
        columns,
        total: list.data?.gdpiStatuses.totalRecords,
        sort: SORT,
      }}
    />
  );
}
