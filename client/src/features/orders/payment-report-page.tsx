import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useApolloClient } from '@apollo/client/react';
import { useSnackbar } from '../../app/toast';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { REPORT_PAGE_SIZE, Text } from '@finx/domain';
import { FullScreenLoader } from '../../app/full-screen-loader';
import {
  PaymentReportDocument,
  type PaymentReportQuery,
  type PaymentReportQueryVariables,
} from '../../graphql/generated/graphql';
import { usePaymentReportQuery } from '../../graphql/generated/hooks';
import { useOperationErrorHandler } from '../../graphql/use-operation';
import { dateFromSearch, pageFromSearch, statusFromSearch } from './payment-rows';
import { type ExtraColumn, PaymentStatusFilter, PaymentsTable } from './payments-table';
import { RecordPaymentDialog, type RecordAction } from './record-payment-dialogs';

type ReportRow = PaymentReportQuery['paymentReport']['rows'][number];

const LEARNER_COLUMNS: readonly ExtraColumn<ReportRow>[] = [
  { header: 'Learner', cell: (row) => row.studentName },
  { header: 'E-mail', cell: (row) => row.emailId },
];
/** The service's largest page; the export reads the whole filtered report in pages of this size. */
const EXPORT_PAGE_SIZE = 50;

/**
 * /my-orders for admin and ops: the admin sidebar's payment report (`001 §2` item 11). Every learner's
 * orders, filtered by status, placed dates and a search in the URL (`?status=&from=&to=&q=&page=`),
 * paged by the server; staff record offline payments and refunds from the row.
 */
export default function PaymentReportPage() {
  const [search, setSearch] = useSearchParams();
  const { enqueueSnackbar } = useSnackbar();
  const client = useApolloClient();
  const handleError = useOperationErrorHandler();
  const [exporting, setExporting] = useState(false);
  const [action, setAction] = useState<RecordAction | null>(null);
  const filters: Omit<PaymentReportQueryVariables, 'page' | 'limit'> = {
    status: statusFromSearch(search),
    fromDate: dateFromSearch(search, 'from'),
    toDate: dateFromSearch(search, 'to'),
    search: search.get('q') || null,
  };
  const page = pageFromSearch(search);
  const { data, loading } = usePaymentReportQuery({
    variables: { ...filters, page, limit: REPORT_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const rows = data?.paymentReport.rows ?? [];
  const total = data?.paymentReport.totalRecords ?? 0;

  const setQuery = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    // Any filter change starts again from the first page.
    if (!('page' in changes)) next.delete('page');
    setSearch(next);
  };

  const applySearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get('q');
    setQuery({ q: typeof text === 'string' ? text.trim() : null });
  };

  /** Every row the filters match, read page by page; null when a page failed (already shown). */
  const allRows = async (): Promise<ReportRow[] | null> => {
    const collected: ReportRow[] = [];
    for (let next = 1; ; next += 1) {
      try {
        const result = await client.query({
          query: PaymentReportDocument,
          variables: { ...filters, page: next, limit: EXPORT_PAGE_SIZE },
          fetchPolicy: 'network-only',
        });
        const report = result.data?.paymentReport;
        if (!report) return null;
        collected.push(...report.rows);
        if (report.rows.length < EXPORT_PAGE_SIZE || collected.length >= report.totalRecords) {
          return collected;
        }
      } catch (error) {
        handleError(error instanceof Error ? error : new Error(String(error)));
        return null;
      }
    }
  };

  const exportRows = async () => {
    if (total === 0) {
      enqueueSnackbar(Text.NO_RECORD_FOUND, { variant: 'info' });
      return;
    }
    setExporting(true);
    try {
      const everything = await allRows();
      if (!everything) return;
      const { exportPayments, PAYMENT_REPORT_EXPORT } = await import('./export-payments');
      await exportPayments(everything, PAYMENT_REPORT_EXPORT);
    } finally {
      setExporting(false);
    }
  };

  if (loading && !data) return <FullScreenLoader />;
  return (
    <Stack spacing={3} data-testid="payment-report">
      <Typography variant="h4" component="h1">
        Payment Report
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <PaymentStatusFilter
          value={filters.status ?? null}
          onChange={(status) => setQuery({ status })}
          testId="report-status-filter"
        />
        <TextField
          type="date"
          size="small"
          label="From"
          value={filters.fromDate ?? ''}
          onChange={(event) => setQuery({ from: event.target.value || null })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'report-from' } }}
        />
        <TextField
          type="date"
          size="small"
          label="To"
          value={filters.toDate ?? ''}
          onChange={(event) => setQuery({ to: event.target.value || null })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'report-to' } }}
        />
        <Stack component="form" direction="row" spacing={1} onSubmit={applySearch}>
          <TextField
            // Keyed by the URL value so going back in history shows the search that is applied.
            key={filters.search ?? ''}
            name="q"
            size="small"
            label="Learner e-mail, name or order ID"
            defaultValue={filters.search ?? ''}
            sx={{ minWidth: 280 }}
            slotProps={{ htmlInput: { 'data-testid': 'report-search', maxLength: 100 } }}
          />
          <Button type="submit" variant="outlined">
            Search
          </Button>
        </Stack>
        <Button
          variant="outlined"
          onClick={() => void exportRows()}
          disabled={exporting}
          data-testid="report-export"
        >
          Export
        </Button>
      </Stack>
      <PaymentsTable
        label="Payment report"
        testId="report"
        rows={rows}
        total={total}
        page={page}
        onPage={(next) => setQuery({ page: next === 1 ? null : String(next) })}
        before={LEARNER_COLUMNS}
        after={[{ header: 'Action', cell: (row) => <RowAction row={row} onPick={setAction} /> }]}
      />
      <RecordPaymentDialog action={action} onClose={() => setAction(null)} />
    </Stack>
  );
}

function RowAction({ row, onPick }: { row: ReportRow; onPick: (action: RecordAction) => void }) {
  if (row.paymentStatus === 'INITIATED' || row.paymentStatus === 'FAILED') {
    return (
      <Button
        size="small"
        onClick={() => onPick({ kind: 'offline', orderId: row.orderId })}
        data-testid="record-offline"
      >
        Record offline payment
      </Button>
    );
  }
  if (row.paymentStatus === 'PAID') {
    return (
      <Button
        size="small"
        color="warning"
        onClick={() => onPick({ kind: 'refund', orderId: row.orderId })}
        data-testid="record-refund"
      >
        Record refund
      </Button>
    );
  }
  return null;
}
