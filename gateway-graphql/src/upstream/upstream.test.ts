import { ReasonCode, RestPath } from '@finx/domain';
import { describe, expect, it } from 'vitest';
import { LEARNER, fakeRequest } from '../test/fake-request';
import { httpError, ok } from './fake-upstream';

describe("a request's upstream (forSession)", () => {
  it("sends the signed-in user's reads made at the same moment as one read batch", async () => {
    const { upstream, scope } = await fakeRequest(LEARNER);
    upstream
      .on('GET', RestPath.CART_COUNT, ok({ responseObject: 2 }))
      .on('GET', RestPath.ALERT_COUNT, ok({ totalRecords: 4 }))
      .on('GET', RestPath.ENROLMENTS, ok({ responseListObject: [] }));
    const read = (path: RestPath) => scope.upstream.request({ method: 'GET', path, auth: 'user' });

    // One read waits for something in memory first, as a resolver awaiting its parent does.
    const later = Promise.resolve().then(() => read(RestPath.ENROLMENTS));
    const [cart, alerts] = await Promise.all([read(RestPath.CART_COUNT), read(RestPath.ALERT_COUNT), later]);

    expect(upstream.batches).toEqual([[RestPath.CART_COUNT, RestPath.ALERT_COUNT, RestPath.ENROLMENTS]]);
    expect(cart.responseObject).toBe(2);
    expect(alerts.totalRecords).toBe(4);
  });

  it('fails only the read that failed', async () => {
    const { upstream, scope } = await fakeRequest(LEARNER);
    upstream
      .on('GET', RestPath.CART_COUNT, ok({ responseObject: 2 }))
      .on('GET', RestPath.PAYMENT_REPORT, httpError(403, ReasonCode.FORBIDDEN));
    const read = (path: RestPath) => scope.upstream.request({ method: 'GET', path, auth: 'user' });

    const [cart, report] = await Promise.allSettled([
      read(RestPath.CART_COUNT),
      read(RestPath.PAYMENT_REPORT),
    ]);

    expect(upstream.batches).toHaveLength(1);
    expect(cart).toMatchObject({ status: 'fulfilled', value: { responseObject: 2 } });
    expect(report).toMatchObject({ status: 'rejected', reason: { extensions: { code: 'FORBIDDEN' } } });
  });

  it('sends writes and anonymous reads one by one, in the order they are made', async () => {
    const { upstream, scope } = await fakeRequest(LEARNER);
    upstream
      .on('POST', RestPath.CART, ok({ responseObject: 3 }))
      .on('GET', RestPath.PRODUCT_LIST, ok({ responseListObject: [] }));

    await Promise.all([
      scope.upstream.call({ method: 'POST', path: RestPath.CART, auth: 'user', body: {} }),
      scope.upstream.call({ method: 'GET', path: RestPath.PRODUCT_LIST, auth: 'anonymous' }),
      scope.upstream.call({ method: 'GET', path: RestPath.PRODUCT_LIST, auth: 'anonymous' }),
    ]);

    expect(upstream.batches).toEqual([]);
    expect(upstream.calls.map((call) => call.path)).toEqual([
      RestPath.CART,
      RestPath.PRODUCT_LIST,
      RestPath.PRODUCT_LIST,
    ]);
  });
});
