import ExcelJS from 'exceljs';
import { paymentStatusLabel } from './payment-status-chip';
import { downloadWorkbook } from '../../shared/xlsx-download';
import { type ExportableRow, exportFileName, orderDate } from './payment-rows';

export interface PaymentExport {
  sheetName: string;
  filePrefix: string;
  /** The staff report names the learner of each order; My Payment is the learner's own. */
  withLearner: boolean;
}

export const MY_PAYMENTS_EXPORT: PaymentExport = {
  sheetName: 'My Payments',
  filePrefix: 'My-Payments',
  withLearner: false,
};
export const PAYMENT_REPORT_EXPORT: PaymentExport = {
  sheetName: 'Payment Report',
  filePrefix: 'Payment-Report',
  withLearner: true,
};

/**
 * Payment rows as a spreadsheet, downloaded by the browser. Loaded on demand (exceljs is large),
 * so the report pages themselves stay small.
 */
export async function exportPayments(
  rows: readonly ExportableRow[],
  format: PaymentExport = MY_PAYMENTS_EXPORT,
  today = new Date(),
): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(format.sheetName);
  sheet.columns = [
    { header: 'Order ID', key: 'orderId', width: 12 },
    { header: 'Order Date', key: 'date', width: 14 },
    ...(format.withLearner
      ? [
          { header: 'Learner', key: 'learner', width: 24 },
          { header: 'E-mail', key: 'email', width: 30 },
        ]
      : []),
    { header: 'Products', key: 'products', width: 50 },
    { header: 'Amount (INR)', key: 'amount', width: 14 },
    { header: 'Discount (INR)', key: 'discount', width: 14 },
    { header: 'Coupon', key: 'coupon', width: 14 },
    { header: 'Status', key: 'status', width: 12 },
    { header: 'Payment ID', key: 'paymentId', width: 28 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow({
      orderId: row.orderId,
      date: orderDate(row.placedOn),
      learner: row.studentName ?? '',
      email: row.emailId ?? '',
      products: row.productNames.join(', '),
      amount: row.totalOrderPrice,
      discount: row.discount,
      coupon: row.couponCode ?? '',
      status: paymentStatusLabel(row.paymentStatus),
      paymentId: row.paymentId ?? '',
    });
  }
  return downloadWorkbook(workbook, exportFileName(today, format.filePrefix));
}
