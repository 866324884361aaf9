import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type GridColDef, GridRow, type GridRowProps } from '@mui/x-data-grid';
import { useApolloClient } from '@apollo/client/react';
import { useSnackbar } from '../../shared/toast';
import { useMemo, useState } from 'react';
import { REPORT_PAGE_SIZE, Text } from '@finx/domain';
import { type PaymentReportQuery, type PaymentReportSort } from '../../graphql/generated/graphql';
import { PaymentReportDocument } from '../../graphql/generated/operations/PaymentReport';
import { usePaymentReportQuery } from '../../graphql/generated/hooks';
import { useOperationErrorHandler } from '../../graphql/use-operation';
import { DateField } from '../../shared/date-field';
import { formatPrice } from '../../shared/format';
import { listPaging, listSort, type ServerSort } from '../../shared/list-params';
import { StaffListPage } from '../../shared/staff-list-page';
import { useListQuery } from '../../shared/use-search-update';
import { CheckPaymentButton } from './check-payment-button';
import { PaymentStatusChip, paymentStatusLabel } from './payment-status-chip';
import { dateFromSearch, orderDate, statusFromSearch } from './payment-rows';
import { PaymentStatusFilter } from './payments-table';
import { RecordPaymentDialog, type RecordAction } from './record-payment-dialogs';

type ReportRow = PaymentReportQuery['paymentReport']['rows'][number];

/** Spec report tables: 10 rows a page (`001 §9`), the one size the grid offers. */
const PAGE_SIZES = [REPORT_PAGE_SIZE];
/** Newest first by default; `?sort=amount` puts the largest orders first (`?order=asc` flips either). */
const SORT: ServerSort = {
  fields: { placedOn: 'placed', totalOrderPrice: 'amount' },
  defaultField: 'placedOn',
};
/** The service's largest page; the export reads the whole filtered report in pages of this size. */
const EXPORT_PAGE_SIZE = 50;

/** Each grid row carries its order ID, so tests and the layout checks find a row by its order. */
const ReportGridRow = (props: GridRowProps) => (
  <GridRow {...props} data-testid="report-row" data-order-id={String((props.row as ReportRow).orderId)} />
);

/**
 * /my-orders for admin and ops: the admin sidebar's payment report (`001 §2` item 11) on the shared staff
 * grid. Every learner's orders, filtered by status, placed dates and a search, sorted by date or amount
 * and paged by the server, all in the URL (`?status=&from=&to=&q=&sort=&order=&page=`); staff record
 * offline payments and refunds from the row, and ask the provider how an unsettled payment stands.
 */
export default function PaymentReportPage() {
  const [search, setQuery] = useListQuery();
  const { enqueueSnackbar } = useSnackbar();
  const client = useApolloClient();
  const handleError = useOperationErrorHandler();
  const [exporting, setExporting] = useState(false);
  const [action, setAction] = useState<RecordAction | null>(null);
  const sort = listSort(search, SORT);
  const filters = {
    status: statusFromSearch(search),
    fromDate: dateFromSearch(search, 'from'),
    toDate: dateFromSearch(search, 'to'),
    search: search.get('q') || null,
    sort: sort.sort.toUpperCase() as PaymentReportSort,
    descending: sort.descending,
  };
  const report = usePaymentReportQuery({
    variables: { ...filters, ...listPaging(search, PAGE_SIZES) },
    fetchPolicy: 'cache-and-network',
  });
  const total = report.data?.paymentReport.totalRecords;

  const columns = useMemo<GridColDef<ReportRow>[]>(
    () => [
      { field: 'orderId', headerName: 'Order ID', width: 100 },
      { field: 'placedOn', headerName: 'Date', width: 110, valueFormatter: orderDate },
      { field: 'studentName', headerName: 'Learner', width: 160 },
      { field: 'emailId', headerName: 'E-mail', width: 220 },
      {
        field: 'productNames',
        headerName: 'Products',
        width: 260,
        valueGetter: (value: string[]) => value.join(', '),
      },
      {
        field: 'totalOrderPrice',
        headerName: 'Amount',
        width: 110,
        align: 'right',
        headerAlign: 'right',
        valueFormatter: formatPrice,
      },
      {
        field: 'discount',
        headerName: 'Discount',
        width: 100,
        align: 'right',
        headerAlign: 'right',
        valueFormatter: (value: number) => (value > 0 ? formatPrice(value) : '—'),
      },
      { field: 'couponCode', headerName: 'Coupon', width: 110, valueFormatter: (value) => value ?? '—' },
      {
        field: 'paymentStatus',
        headerName: 'Status',
        width: 120,
        valueGetter: (_value, row) => paymentStatusLabel(row.paymentStatus),
        renderCell: ({ row }) => <PaymentStatusChip status={row.paymentStatus} />,
      },
      { field: 'paymentId', headerName: 'Payment ID', width: 190, valueFormatter: (value) => value ?? '—' },
      {
        field: 'action',
        headerName: 'Action',
        // The widest that stays inside the laptop's grid (layouts.spec): a button and the status icon.
        width: 240,
        renderCell: ({ row }) => <RowAction row={row} onPick={setAction} />,
      },
    ],
    [],
  );

  /** Every row the filters match, in the grid's order, read page by page; null when a page failed. */
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

  return (
    <StaffListPage
      title="Payment Report"
      testId="payment-report"
      actions={
        <Button
          variant="outlined"
          onClick={() => void exportRows()}
          disabled={exporting}
          data-testid="report-export"
        >
          Export
        </Button>
      }
      search={{ label: 'Learner e-mail, name or order ID', testId: 'report-search' }}
      filters={
        <>
          <PaymentStatusFilter
            value={filters.status}
            onChange={(status) => setQuery({ status })}
            testId="report-status-filter"
          />
          <DateField
            label="From"
            size="small"
            value={filters.fromDate ?? ''}
            maxDate={filters.toDate ?? undefined}
            onChange={(value) => setQuery({ from: value || null })}
            testId="report-from"
          />
          <DateField
            label="To"
            size="small"
            value={filters.toDate ?? ''}
            minDate={filters.fromDate ?? undefined}
            onChange={(value) => setQuery({ to: value || null })}
            testId="report-to"
          />
        </>
      }
      query={report}
      grid={{
        label: 'Payment report',
        testId: 'report-grid',
        rows: report.data?.paymentReport.rows ?? [],
        columns,
        primaryField: 'studentName',
        actionsField: 'action',
        total,
        pageSizes: PAGE_SIZES,
        sort: SORT,
        // Ten compact rows keep the table close to the spec's 500 px (`001 §9`).
        density: 'compact',
        slots: { row: ReportGridRow },
      }}
      emptyText={Text.NO_RECORD_FOUND}
    >
      <RecordPaymentDialog action={action} onClose={() => setAction(null)} />
    </StaffListPage>
  );
}

function RowAction({ row, onPick }: { row: ReportRow; onPick: (action: RecordAction) => void }) {
  if (row.paymentStatus === 'INITIATED' || row.paymentStatus === 'FAILED') {
    return (
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          onClick={() => onPick({ kind: 'offline', orderId: row.orderId })}
          data-testid="record-offline"
        >
          Record offline payment
        </Button>
        {/* A payment was handed to a provider: its outcome may be there though it never came back. */}
        {row.provider && row.provider !== 'OFFLINE' && row.provider !== 'FREE' && (
          <CheckPaymentButton orderId={row.orderId} />
        )}
      </Stack>
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
