import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { REPORT_PAGE_SIZE, Text } from '@finx/domain';
import { FullScreenLoader } from '../../app/full-screen-loader';
import { useMyOrdersQuery } from '../../graphql/generated/hooks';
import { formatPrice } from '../../shared/format';
import { PaymentStatusChip, paymentStatusLabel } from './payment-status-chip';
import { PAYMENT_STATUSES, orderDate, pageFromSearch, statusFromSearch } from './payment-rows';

/** Spec report tables: 10 rows a page inside 500 px (`001 §9`). */
const MAX_HEIGHT = 500;

/**
 * /my-orders, My Payment (`001 §2`): the learner's orders with status chips, paged and filtered by
 * status in the URL (`?page=&status=`), and an Export of the filtered rows to a spreadsheet.
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
        <TextField
          select
          size="small"
          label="Status"
          value={status ?? ''}
          onChange={(event) => setQuery({ status: event.target.value || null, page: null })}
          sx={{ minWidth: 180 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          data-testid="my-orders-status"
        >
          <MenuItem value="">All</MenuItem>
          {PAYMENT_STATUSES.map((value) => (
            <MenuItem key={value} value={value}>
              {paymentStatusLabel(value)}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="outlined"
          onClick={() => void exportRows()}
          disabled={exporting}
          data-testid="my-orders-export"
        >
          Export
        </Button>
      </Stack>
      <Paper variant="outlined">
        <TableContainer sx={{ maxHeight: MAX_HEIGHT }}>
          <Table stickyHeader size="small" aria-label="My payments">
            <TableHead>
              <TableRow>
                <TableCell>Order ID</TableCell>
                <TableCell>Date</TableCell>
                <TableCell>Products</TableCell>
                <TableCell align="right">Amount</TableCell>
                <TableCell align="right">Discount</TableCell>
                <TableCell>Coupon</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Payment ID</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={8} data-testid="my-orders-empty">
                    {Text.NO_RECORD_FOUND}
                  </TableCell>
                </TableRow>
              ) : (
                shown.map((row) => (
                  <TableRow key={row.id} data-testid="my-orders-row" data-order-id={row.orderId}>
                    <TableCell>{row.orderId}</TableCell>
                    <TableCell>{orderDate(row.placedOn)}</TableCell>
                    <TableCell>{row.productNames.join(', ')}</TableCell>
                    <TableCell align="right">{formatPrice(row.totalOrderPrice)}</TableCell>
                    <TableCell align="right">{row.discount > 0 ? formatPrice(row.discount) : '—'}</TableCell>
                    <TableCell>{row.couponCode ?? '—'}</TableCell>
                    <TableCell>
                      <PaymentStatusChip status={row.paymentStatus} />
                    </TableCell>
                    <TableCell>{row.paymentId ?? '—'}</TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </TableContainer>
        <TablePagination
          component="div"
          count={rows.length}
          page={page - 1}
          rowsPerPage={REPORT_PAGE_SIZE}
          rowsPerPageOptions={[REPORT_PAGE_SIZE]}
          onPageChange={(_event, next) => setQuery({ page: next === 0 ? null : String(next + 1) })}
        />
      </Paper>
    </Stack>
  );
}
