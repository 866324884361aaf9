import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from '../../shared/toast';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { REPORT_PAGE_SIZE, Text } from '@finx/domain';
import { FullScreenLoader } from '../../shared/full-screen-loader';
import type { MyOrdersQuery } from '../../graphql/generated/graphql';
import { useMyOrdersQuery } from '../../graphql/generated/hooks';
import { isOpenOrder, OpenOrderActions } from './open-order-actions';
import { pageFromSearch, statusFromSearch } from './payment-rows';
import { PaymentStatusFilter, PaymentsTable } from './payments-table';

type HistoryRow = MyOrdersQuery['myOrders'][number];

// Only an open order has actions (resume, cancel); a page of paid or closed orders shows no empty column.
// There is no receipt to offer instead: the product has none, and the spec names none.
const ACTIONS = [
  {
    header: 'Actions',
    cell: (row: HistoryRow) => <OpenOrderActions orderId={row.orderId} status={row.paymentStatus} />,
  },
] as const;
const NO_COLUMNS = [] as const;

/**
 * /my-orders, My Payment (`001 §2`): the learner's orders with status chips, paged and filtered by
 * status in the URL (`?page=&status=`), and an Export of the filtered rows to a spreadsheet. An unpaid
 * order can be resumed or cancelled from its row; the Actions column shows only when a row has some.
 */
export default function MyOrdersPage() {
  const [search, setSearch] = useSearchParams();
  const { enqueueSnackbar } = useSnackbar();
  const { data, loading } = useMyOrdersQuery({ fetchPolicy: 'cache-and-network' });
  const [exporting, setExporting] = useState(false);
  const status = statusFromSearch(search);
  const rows = (data?.myOrders ?? []).filter((row) => !status || row.paymentStatus === status);
  const pages = Math.max(1, Math.ceil(rows.length / REPORT_PAGE_SIZE));
  const page = Math.min(pageFromSearch(search), pages);
  const shown = rows.slice((page - 1) * REPORT_PAGE_SIZE, page * REPORT_PAGE_SIZE);

  const setQuery = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setSearch(next);
  };

  const exportRows = async () => {
    if (rows.length === 0) {
      enqueueSnackbar(Text.NO_RECORD_FOUND, { variant: 'info' });
      return;
    }
    setExporting(true);
    try {
      const { exportPayments } = await import('./export-payments');
      await exportPayments(rows);
    } finally {
      setExporting(false);
    }
  };

  if (loading && !data) return <FullScreenLoader />;
  return (
    <Stack spacing={3} data-testid="my-orders">
      <Typography variant="h4" component="h1">
        My Payment
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <PaymentStatusFilter
          value={status}
          onChange={(next) => setQuery({ status: next, page: null })}
          testId="my-orders-status"
        />
        <Button
          variant="outlined"
          onClick={() => void exportRows()}
          disabled={exporting}
          data-testid="my-orders-export"
        >
          Export
        </Button>
      </Stack>
      <PaymentsTable
        label="My payments"
        testId="my-orders"
        rows={shown}
        total={rows.length}
        page={page}
        onPage={(next) => setQuery({ page: next === 1 ? null : String(next) })}
        after={shown.some((row) => isOpenOrder(row.paymentStatus)) ? ACTIONS : NO_COLUMNS}
      />
    </Stack>
  );
}
