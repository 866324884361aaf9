import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { REPORT_PAGE_SIZE, Text } from '@finx/domain';
import type { PaymentStatus } from '../../graphql/generated/graphql';
import { formatPrice } from '../../shared/format';
import { PaymentStatusChip, paymentStatusLabel } from './payment-status-chip';
import { PAYMENT_STATUSES, orderDate, type ExportableRow } from './payment-rows';

/** Spec report tables: 10 rows a page inside 500 px (`001 §9`). */
const MAX_HEIGHT = 500;

/** A column the screen adds after the shared money columns (a row action). */
export interface ExtraColumn<R> {
  header: string;
  cell: (row: R) => ReactNode;
}

interface PaymentsTableProps<R extends ExportableRow & { id: string }> {
  label: string;
  /** Test ids: `<testId>-row` per row (with data-order-id) and `<testId>-empty`. */
  testId: string;
  rows: readonly R[];
  total: number;
  /** 1-based. */
  page: number;
  onPage: (page: number) => void;
  after?: readonly ExtraColumn<R>[];
}

/** The orders table of My Payment (the staff payment report is on the shared staff grid). */
export function PaymentsTable<R extends ExportableRow & { id: string }>({
  label,
  testId,
  rows,
  total,
  page,
  onPage,
  after = [],
}: PaymentsTableProps<R>) {
  const columns = 8 + after.length;
  return (
    <Paper variant="outlined">
      <TableContainer sx={{ maxHeight: MAX_HEIGHT }}>
        <Table stickyHeader size="small" aria-label={label}>
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
              {after.map((column) => (
                <TableCell key={column.header}>{column.header}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={columns} data-testid={`${testId}-empty`}>
                  {Text.NO_RECORD_FOUND}
                </TableCell>
              </TableRow>
            ) : (
              rows.map((row) => (
                <TableRow key={row.id} data-testid={`${testId}-row`} data-order-id={row.orderId}>
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
                  {after.map((column) => (
                    <TableCell key={column.header}>{column.cell(row)}</TableCell>
                  ))}
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={total === 0 ? 0 : page - 1}
        rowsPerPage={REPORT_PAGE_SIZE}
        rowsPerPageOptions={[REPORT_PAGE_SIZE]}
        onPageChange={(_event, next) => onPage(next + 1)}
      />
    </Paper>
  );
}

/** The status filter of both tables; '' (All) clears it. */
export function PaymentStatusFilter({
  value,
  onChange,
  testId,
}: {
  value: PaymentStatus | null;
  onChange: (status: string | null) => void;
  testId: string;
}) {
  return (
    <TextField
      select
      size="small"
      label="Status"
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || null)}
      sx={{ minWidth: 180 }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      data-testid={testId}
    >
      <MenuItem value="">All</MenuItem>
      {PAYMENT_STATUSES.map((status) => (
        <MenuItem key={status} value={status}>
          {paymentStatusLabel(status)}
        </MenuItem>
      ))}
    </TextField>
  );
}
