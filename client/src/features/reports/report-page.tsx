import { useApolloClient } from '@apollo/client/react';
import Button from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { useSnackbar } from '../../shared/toast';
import { type ReactNode, useMemo, useState } from 'react';
import { REPORT_PAGE_SIZES, REPORTS, type ReportKind, Text } from '@finx/domain';
import { ReportExportLinkDocument } from '../../graphql/generated/operations/ReportExportLink';
import { useReportQuery } from '../../graphql/generated/hooks';
import { DateField } from '../../shared/date-field';
import { StaffListPage } from '../../shared/staff-list-page';
import { useListQuery } from '../../shared/use-search-update';
import { openDownload } from '../documents/document-list';
import { reportFilterOf, reportSearchOf, reportSortOf } from './report-search';

type GridRow = Record<string, string | null> & { id: string };

/**
 * One staff report (issue 14 item 4): an MUI X Data Grid paged, sorted and filtered by the server, with
 * the filters in the URL, and an export of the same filter as a spreadsheet the server streams.
 */
export function ReportPage({ kind, picker }: { kind: ReportKind; picker?: ReactNode }) {
  const [search, setQuery] = useListQuery();
  const sort = useMemo(() => reportSortOf(kind), [kind]);
  const variables = reportSearchOf(search, sort);
  const filter = reportFilterOf(variables);
  const { enqueueSnackbar } = useSnackbar();
  const client = useApolloClient();
  const [exporting, setExporting] = useState(false);
  const list = useReportQuery({
    variables: { kind, filter, page: variables.page, limit: variables.limit },
    fetchPolicy: 'cache-and-network',
  });
  const report = list.data?.report;
  const definition = REPORTS[kind];

  const columns = useMemo<GridColDef<GridRow>[]>(
    () =>
      (report?.columns ?? definition.columns).map((column) => ({
        field: column.key,
        headerName: column.header,
        minWidth: 130,
        flex: 1,
      })),
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

  return (
    <StaffListPage
      title={definition.title}
      testId="report-page"
      actions={
        <Button
          variant="contained"
          startIcon={<DownloadIcon />}
          onClick={() => void exportReport()}
          disabled={exporting || !report}
          data-testid="report-export"
        >
          Export
        </Button>
      }
      intro={picker}
      search={{ label: definition.searchLabel, testId: 'report-search' }}
      filters={
        <>
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
        </>
      }
      query={list}
      grid={{
        label: definition.title,
        testId: 'report-grid',
        rows,
        columns,
        total: report?.totalRecords,
        pageSizes: REPORT_PAGE_SIZES,
        sort,
      }}
      emptyText={Text.NO_RECORD_FOUND}
    />
  );
}
