import { RestPath, type PaymentHistoryRow, type PaymentReportRow } from '@finx/domain';
import { describe, expect, it } from 'vitest';
import { ok } from '../../upstream/fake-upstream';
import { ADMIN, LEARNER, fakeRequest } from '../../test/fake-request';
import { OrdersSource } from './orders.source';

const row: PaymentHistoryRow = {
  orderID: 600002,
  orderPlacedOn: '20/11/2026 09:00:00',
  productNames: ['Banking Basics'],
  totalItemPrice: 1500,
  discountPrice: 0,
  totalOrderPrice: 1500,
  couponCode: null,
  paymentStatus: 'Initiated',
  provider: null,
  paymentID: null,
  paidOn: null,
};

describe('OrdersSource', () => {
  it("reads My Payment of the caller's party, wherever the service puts the list", async () => {
    const { upstream, scope } = await fakeRequest(LEARNER);
    upstream.on(
      'GET',
      RestPath.PAYMENT_HISTORY,
      ok({ responseListObject: [row] }),
      ok({ responseObject: [{ ...row, orderID: 600003 }] }),
    );
    const orders = new OrdersSource(scope);
    expect(await orders.paymentHistory()).toEqual([
      {
        id: 'PaymentHistoryRow:600002',
        orderId: 600002,
        placedOn: '20/11/2026 09:00:00',
        productNames: ['Banking Basics'],
        totalItemPrice: 1500,
        discount: 0,
        totalOrderPrice: 1500,
        couponCode: null,
        paymentStatus: 'Initiated',
        provider: null,
        paymentId: null,
        paidOn: null,
      },
    ]);
    expect((await orders.paymentHistory()).map((history) => history.id)).toEqual([
      'PaymentHistoryRow:600003',
    ]);
    expect(upstream.callsTo(RestPath.PAYMENT_HISTORY)[0]?.query).toEqual({ partyID: LEARNER.partyId });
  });

  it('sends only the report filters that are set, the search trimmed, and maps the learner of each row', async () => {
    const { upstream, scope } = await fakeRequest(ADMIN);
    const reportRow: PaymentReportRow = {
      ...row,
      studentPartyID: LEARNER.partyId,
      studentName: 'Priya Sharma',
      emailID: LEARNER.email,
    };
    upstream.on('GET', RestPath.PAYMENT_REPORT, ok({ responseListObject: [reportRow], totalRecords: 31 }));
    const orders = new OrdersSource(scope);

    const report = await orders.paymentReport({
      status: 'Paid',
      fromDate: null,
      toDate: '2026-11-30',
      search: '  priya ',
      sort: 'AMOUNT',
      descending: false,
      page: 2,
      limit: 10,
    });
    await orders.paymentReport({
      status: null,
      fromDate: null,
      toDate: null,
      search: '  ',
      sort: 'PLACED',
      descending: true,
      page: 1,
      limit: 10,
    });

    const [filtered, plain] = upstream.callsTo(RestPath.PAYMENT_REPORT);
    expect(filtered?.query).toEqual({
      status: 'Paid',
      toDate: '2026-11-30',
      search: 'priya',
      sort: 'AMOUNT',
      order: 'asc',
      page: 2,
      limit: 10,
    });
    expect(plain?.query).toEqual({ sort: 'PLACED', order: 'desc', page: 1, limit: 10 });
    expect(report).toEqual({
      totalRecords: 31,
      rows: [
        expect.objectContaining({
          id: 'PaymentReportRow:600002',
          studentPartyId: LEARNER.partyId,
          studentName: 'Priya Sharma',
          emailId: LEARNER.email,
        }),
      ],
    });
  });
});
