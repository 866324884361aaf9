import { BULK_FAILURE_PAGE_SIZE, type UploadFailure } from '@finx/domain';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

import { PERSON_HEADERS } from './upload-kinds';

const columnsOf = ([name, email]: readonly [string, string]): GridColDef<UploadFailure>[] => [
  { field: 'rowNumber', headerName: 'Row', width: 80, type: 'number' },
  { field: 'fullName', headerName: name, width: 180 },
  { field: 'emailId', headerName: email, width: 240 },
  {
    field: 'errors',
    headerName: 'Errors',
    flex: 1,
    minWidth: 280,
    valueGetter: (_value, row) => row.errors.join('; '),
  },
];

/**
 * `001 §2` screen 8: the failure report, 5 rows a page (`001 §9`), with the grid's filter. The rows are
 * all in the browser already (the upload's answer), so paging and filtering stay client-side.
 */
export function UploadFailuresGrid({
  rows,
  headers = PERSON_HEADERS,
}: {
  rows: readonly UploadFailure[];
  /** What fullName and emailId hold for this kind (a job's title and corporate, ...). */
  headers?: readonly [string, string];
}) {
  return (
    // The grid scrolls sideways inside this box; the page itself never does.
    <Box sx={{ width: '100%', minWidth: 0, overflow: 'hidden' }} data-testid="upload-failures">
      <DataGrid
        aria-label="Failed records"
        rows={rows}
        columns={columnsOf(headers)}
        getRowId={(row) => row.rowNumber}
        initialState={{ pagination: { paginationModel: { pageSize: BULK_FAILURE_PAGE_SIZE, page: 0 } } }}
        pageSizeOptions={[BULK_FAILURE_PAGE_SIZE]}
        showToolbar
        disableRowSelectionOnClick
        autoHeight
        disableVirtualization
      />
    </Box>
  );
}
