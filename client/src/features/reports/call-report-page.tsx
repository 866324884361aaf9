import type { TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import Button from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { type ReactNode, useMemo, useState } from 'react';
import { type ReportCell, Text } from '@finx/domain';
import { useSnackbar } from '../../shared/toast';
import { StaffListPage, type StaffListQueryState } from '../../shared/staff-list-page';

/** One column of a report a REST call serves: the grid and the spreadsheet read the same cell. */
export interface CallReportColumn<R> {
  key: string;
  header: string;
  value: (row: R) => ReportCell;
  minWidth?: number;
}

/** A page of such a report, as its gateway field answers it. */
export interface CallReportSlice<R> {
  rows: readonly R[];
  totalRecords: number;
}

/** The most rows an export reads, page by page through the gateway, before it stops and says so. */
export const CALL_REPORT_EXPORT_MAX_ROWS = 10_000;
export const EXPORT_CUT_TEXT = `Only the first ${CALL_REPORT_EXPORT_MAX_ROWS.toLocaleString('en-IN')} rows were exported. Narrow the filters to export the rest.`;

/**
 * Every row of the report's filter, a page at a time at the call's largest page, up to
 * CALL_REPORT_EXPORT_MAX_ROWS. Answers the rows and whether the report held more.
 */
export async function everyRow<R>(
  pageOf: (page: number, limit: number) => Promise<CallReportSlice<R>>,
  limit: number,
): Promise<{ rows: R[]; cut: boolean }> {
  const rows: R[] = [];
  for (let page = 1; ; page += 1) {
    const slice = await pageOf(page, limit);
    rows.push(...slice.rows);
    if (rows.length >= CALL_REPORT_EXPORT_MAX_ROWS) {
      return { rows: rows.slice(0, CALL_REPORT_EXPORT_MAX_ROWS), cut: slice.totalRecords > rows.length };
    }
    if (slice.rows.length < limit || rows.length >= slice.totalRecords) return { rows, cut: false };
  }
}

/**
 * The export's reader for a report screen: every row of `filter`, read through the report's own query at
 * its largest page (everyRow), never from the cache.
 */
export function useEveryRow<TData, TVariables extends { page?: number | null; limit?: number | null }, R>(
  document: TypedDocumentNode<TData, TVariables>,
  filter: Omit<TVariables, 'page' | 'limit'>,
  sliceOf: (data: TData) => CallReportSlice<R>,
  maxPageSize: number,
): () => Promise<{ rows: R[]; cut: boolean }> {
  const client = useApolloClient();
  return () =>
    everyRow(async (page, limit) => {
      const { data } = await client.query<TData, TVariables>({
        query: document,
        variables: { ...filter, page, limit } as TVariables,
        fetchPolicy: 'network-only',
      });
      return sliceOf(data!);
    }, maxPageSize);
}

export interface CallReportPageProps<R extends { id: string }> {
  title: string;
  testId: string;
  /** The export's file name before its DD-MM-YYYY suffix (`001 §9`). */
  fileStem: string;
  columns: readonly CallReportColumn<R>[];
  /** The page shown, undefined until the first answer. */
  data: CallReportSlice<R> | undefined;
  query: StaffListQueryState;
  pageSizes: readonly number[];
  /** Every row of the current filter for the export (everyRow over the report's gateway field). */
  everything: () => Promise<{ rows: R[]; cut: boolean }>;
  search?: { label: string; testId: string };
  intro?: ReactNode;
  filters?: ReactNode;
  /** Said instead of the grid's empty text while the report cannot be asked (nothing picked yet). */
  emptyText?: string;
  /** False while the report cannot be exported (nothing picked yet). */
  exportable?: boolean;
}

/**
 * The staff report screen for a report one REST call serves (video/reportlist, studentreport/course,
 * sessionReport): StaffListPage's grid, its paging and filters in the URL, and an Export of the whole
 * filter as a spreadsheet written in the browser (the call pages, it has no export of its own).
 */
export function CallReportPage<R extends { id: string }>({
  title,
  testId,
  fileStem,
  columns,
  data,
  query,
  pageSizes,
  everything,
  search,
  intro,
  filters,
  emptyText = Text.NO_RECORD_FOUND,
  exportable = true,
}: CallReportPageProps<R>) {
  const { enqueueSnackbar } = useSnackbar();
  const [exporting, setExporting] = useState(false);
  const gridColumns = useMemo<GridColDef<R>[]>(
    () =>
      columns.map((column) => ({
        field: column.key,
        headerName: column.header,
        minWidth: column.minWidth ?? 130,
        flex: 1,
        sortable: false,
        valueGetter: (_value: unknown, row: R) => column.value(row),
      })),
    [columns],
  );

  const exportReport = async () => {
    // `001 §8`: an empty export says so instead of downloading an empty file.
    if (data && data.totalRecords === 0) {
      enqueueSnackbar(Text.NO_RECORD_FOUND, { variant: 'info' });
      return;
    }
    setExporting(true);
    try {
      const [{ rows, cut }, { exportSheet }] = await Promise.all([
        everything(),
        import('../../shared/export-sheet'),
      ]);
      const cells = rows.map((row) =>
        Object.fromEntries(columns.map((column) => [column.key, column.value(row)])),
      );
      await exportSheet(title, fileStem, columns, cells);
      if (cut) enqueueSnackbar(EXPORT_CUT_TEXT, { variant: 'warning' });
    } catch {
      enqueueSnackbar('The export could not be prepared. Please try again.', { variant: 'error' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <StaffListPage<R>
      title={title}
      testId={testId}
      actions={
        <Button
          variant="contained"
          startIcon={<DownloadIcon />}
          onClick={() => void exportReport()}
          disabled={exporting || !data || !exportable}
          data-testid={`${testId}-export`}
        >
          Export
        </Button>
      }
      intro={intro}
      search={search}
      filters={filters}
      query={query}
      grid={{
        label: title,
        testId: `${testId}-grid`,
        rows: data?.rows ?? [],
        columns: gridColumns,
        total: data?.totalRecords,
        pageSizes,
      }}
      emptyText={emptyText}
    />
  );
}
