import { useApolloClient } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';
import { useSnackbar } from '../../app/toast';
import { type FormEvent, type ReactNode, useMemo, useState } from 'react';
import { REPORT_PAGE_SIZES, REPORTS, type ReportKind, SEARCH_MAX_LENGTH, Text } from '@finx/domain';
import { ReportExportLinkDocument } from '../../graphql/generated/graphql';
import { useReportQuery } from '../../graphql/generated/hooks';
import { DateField } from '../../shared/date-field';
import { useListQuery } from '../../shared/use-search-update';
import { openDownload } from '../documents/document-list';
import { reportFilterOf, reportSearchOf } from './report-search';

type GridRow = Record<string, string | null> & { id: string };

/**
 * One staff report (issue 14 item 4): an MUI X Data Grid paged, sorted and filtered by the server, with
 * the filters in the URL, and an export of the same filter as a spreadsheet the server streams.
 */
export function ReportPage({ kind, picker }: { kind: ReportKind; picker?: ReactNode }) {
  const [search, setQuery] = useListQuery();
  const variables = reportSearchOf(search);
  const filter = reportFilterOf(variables);
  const { enqueueSnackbar } = useSnackbar();
  const client = useApolloClient();
  const [exporting, setExporting] = useState(false);
  const { data, loading } = useReportQuery({
    variables: { kind, filter, page: variables.page, limit: variables.limit },
    fetchPolicy: 'cache-and-network',
  });
  const report = data?.report;
  const definition = REPORTS[kind];

  const columns = useMemo<GridColDef<GridRow>[]>(
    () =>
      (report?.columns ?? definition.columns.map((column) => ({ ...column, sortable: false }))).map(
        (column) => ({
          field: column.key,
          headerName: column.header,
          sortable: 'sortable' in column ? column.sortable : false,
          minWidth: 130,
          flex: 1,
        }),
      ),
    [report?.columns, definition.columns],
  );
  const rows = useMemo<GridRow[]>(
    () =>
      (report?.rows ?? []).map((row) => ({
        id: row.id,
        ...Object.fromEntries(
          (report?.columns ?? []).map((column, index) => [column.key, row.cells[index] ?? null]),
        ),
      })),
    [report],
  );

  const applySearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get('q');
    setQuery({ q: typeof text === 'string' ? text.trim() : null });
  };

  const exportReport = async () => {
    // `001 §8`: an empty export says so instead of downloading an empty file.
    if (report && report.totalRecords === 0) {
      enqueueSnackbar(Text.NO_RECORD_FOUND, { variant: 'info' });
      return;
    }
    setExporting(true);
    try {
      // Never from the cache: a link works for a few minutes only.
      const { data: link } = await client.query({
        query: ReportExportLinkDocument,
        variables: { kind, filter },
        fetchPolicy: 'network-only',
      });
      if (link?.reportExportLink.url) openDownload(link.reportExportLink.url);
    } catch {
      enqueueSnackbar('The export could not be prepared. Please try again.', { variant: 'error' });
    } finally {
      setExporting(false);
    }
  };

  const paginationModel = useMemo(
    () => ({ page: variables.page - 1, pageSize: variables.limit }),
    [variables.page, variables.limit],
  );
  const sortField = variables.sort ?? definition.sortable[0]!;
  const sortModel = useMemo<GridSortModel>(
    () => [{ field: sortField, sort: variables.descending ? 'desc' : 'asc' }],
    [sortField, variables.descending],
  );

  return (
    <Stack spacing={3} data-testid="report-page" sx={{ minWidth: 0 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography variant="h4" component="h1">
          {definition.title}
        </Typography>
        <Button
          variant="contained"
          startIcon={<DownloadIcon />}
          onClick={() => void exportReport()}
          disabled={exporting || !report}
          data-testid="report-export"
        >
          Export
        </Button>
      </Stack>
      {picker}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <Stack component="form" direction="row" spacing={1} onSubmit={applySearch}>
          <TextField
            // Keyed by the URL value so going back in history shows the search that is applied.
            key={variables.search ?? ''}
            name="q"
            size="small"
            label={definition.searchLabel}
            defaultValue={variables.search ?? ''}
            sx={{ minWidth: { xs: 0, sm: 240 }, flex: 1 }}
            slotProps={{ htmlInput: { 'data-testid': 'report-search', maxLength: SEARCH_MAX_LENGTH } }}
          />
          <Button type="submit" variant="outlined" data-testid="report-search-submit">
            Search
          </Button>
        </Stack>
        <DateField
          label="From"
          size="small"
          value={variables.from ?? ''}
          maxDate={variables.to ?? undefined}
          onChange={(value) => setQuery({ from: value || null })}
          testId="report-from"
        />
        <DateField
          label="To"
          size="small"
          value={variables.to ?? ''}
          minDate={variables.from ?? undefined}
          onChange={(value) => setQuery({ to: value || null })}
          testId="report-to"
        />
      </Stack>
      {/* The grid scrolls sideways inside this box; the page itself never does. */}
      <Box sx={{ width: '100%', minWidth: 0, overflow: 'hidden' }} data-testid="report-grid">
        <DataGrid
          aria-label={definition.title}
          rows={rows}
          columns={columns}
          loading={loading}
          // Unknown (-1) until the first answer: a known 0 would make the grid clamp a linked page to 1.
          rowCount={report ? report.totalRecords : -1}
          paginationMode="server"
          sortingMode="server"
          filterMode="server"
          disableColumnFilter
          disableRowSelectionOnClick
          disableVirtualization
          autoHeight
          localeText={{ noRowsLabel: Text.NO_RECORD_FOUND }}
          pageSizeOptions={[...REPORT_PAGE_SIZES]}
          paginationModel={paginationModel}
          onPaginationModelChange={(model) =>
            // The grid also reports the model it already has (as its row count arrives): no navigation.
            (model.page !== paginationModel.page || model.pageSize !== paginationModel.pageSize) &&
            setQuery({
              page: model.page === 0 ? null : String(model.page + 1),
              size: model.pageSize === REPORT_PAGE_SIZES[0] ? null : String(model.pageSize),
            })
          }
          sortModel={sortModel}
          onSortModelChange={(model) => {
            const [first] = model;
            setQuery({
              sort: first ? first.field : null,
              order: first?.sort === 'asc' ? 'asc' : null,
            });
          }}
        />
      </Box>
    </Stack>
  );
}
