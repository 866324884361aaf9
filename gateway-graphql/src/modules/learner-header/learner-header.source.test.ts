import { RestPath } from '@finx/domain';
import { describe, expect, it } from 'vitest';
import { ok } from '../../upstream/fake-upstream';
import { LEARNER, fakeRequest } from '../../test/fake-request';
import { LearnerHeaderSource } from './learner-header.source';

const alerts = [1, 2, 3, 4].map((alertId) => ({
  alertId,
  alertName: `Alert ${alertId}`,
  alertStartDateTime: alertId === 2 ? 'not a date' : '2026-11-20T10:00:00Z',
}));

describe('LearnerHeaderSource', () => {
  it("reads the seven counts and the latest three alerts and messages of the caller's party", async () => {
    const { upstream, scope } = await fakeRequest(LEARNER);
    upstream
      .on('GET', RestPath.CART_COUNT, ok({ responseObject: 2 }))
      .on('GET', RestPath.WISHLIST_COUNT, ok({ responseObject: '1' }))
      .on('GET', RestPath.LIST_COUNTS, ok({ responseObject: { videos: 7, courses: 12, jobs: 29 } }))
      .on('GET', RestPath.ALERT_COUNT, ok({ totalRecords: 4 }))
      .on('GET', RestPath.NOTIFICATION_COUNT, ok({}))
      .on('GET', RestPath.ALERT_LIST, ok({ responseListObject: alerts }))
      .on('GET', RestPath.NOTIFICATION_LIST, ok({ responseListObject: [] }));

    const header = await new LearnerHeaderSource(scope).header();

    expect(header).toMatchObject({
      id: `LearnerHeader:${LEARNER.partyId}`,
      cartCount: 2,
      wishlistCount: 1,
      videoCount: 7,
      courseCount: 12,
      jobCount: 29,
      alertCount: 4,
      notificationCount: 0,
      latestNotifications: [],
    });
    expect(header.latestAlerts.map((alert) => alert.id)).toEqual(['1', '2', '3']);
    // An unreadable date is shown as the epoch rather than dropping the alert.
    expect(header.latestAlerts[1]?.alertStartDateTime).toEqual(new Date(0));
    // The spec spells the party differently per service.
    expect(upstream.callsTo(RestPath.CART_COUNT)[0]?.query).toEqual({ partyID: LEARNER.partyId });
    expect(upstream.callsTo(RestPath.LIST_COUNTS)[0]?.query).toEqual({ partyId: LEARNER.partyId });
    expect(upstream.callsTo(RestPath.ALERT_LIST)[0]?.query).toEqual({
      partyId: LEARNER.partyId,
      viewAllFlag: 0,
    });
  });

  it('answers the counts a cart change brought without calling upstream, and reads the rest when asked', async () => {
    const { upstream, scope } = await fakeRequest(LEARNER);
    const source = new LearnerHeaderSource(scope);
    const counts = { partyId: LEARNER.partyId, cartCount: 3, wishlistCount: 0 };
    expect(await source.afterChange(counts, true)).toEqual({
      id: `LearnerHeader:${LEARNER.partyId}`,
      cartCount: 3,
      wishlistCount: 0,
    });
    expect(await source.afterChange(null, true)).toBeNull();
    expect(upstream.calls).toEqual([]);
  });
});
