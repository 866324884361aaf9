import { describe, expect, it } from 'vitest';
import { LearnerHeaderDocument, MyAlertsDocument } from '../../graphql/generated/graphql';
import { createCache } from '../../graphql/apollo-client';
import { applyInboxEvent, markReadInCache } from './inbox-cache';

const alert = (id: number) => ({
  __typename: 'Alert' as const,
  id: String(id),
  alertId: id,
  alertName: `Alert ${id}`,
  alertStartDateTime: '2026-11-20T10:00:00.000Z',
  isRead: false,
});

const seeded = () => {
  const cache = createCache();
  cache.writeQuery({
    query: LearnerHeaderDocument,
    data: {
      learnerHeader: {
        __typename: 'LearnerHeader',
        id: 'LearnerHeader:1001',
        cartCount: 0,
        wishlistCount: 0,
        videoCount: 0,
        courseCount: 0,
        jobCount: 0,
        alertCount: 5,
        notificationCount: 0,
        latestAlerts: [alert(3), alert(2), alert(1)],
        latestNotifications: [],
      },
    } as never,
  });
  cache.writeQuery({
    query: MyAlertsDocument,
    variables: { page: 1, pageSize: 10, unreadOnly: false },
    data: {
      myAlerts: { __typename: 'AlertPage', totalRecords: 1, page: 1, pageSize: 10, items: [alert(3)] },
    } as never,
  });
  return cache;
};

describe('the inbox in the normalised cache', () => {
  it('puts a new alert first in the header, keeps three, counts it, and drops the cached pages', () => {
    const cache = seeded();
    applyInboxEvent(cache, { alert: alert(9), notification: null });
    const header = cache.readQuery({ query: LearnerHeaderDocument })?.learnerHeader;
    expect(header?.alertCount).toBe(6);
    expect(header?.latestAlerts.map((item) => item.id)).toEqual(['9', '3', '2']);
    const page = cache.readQuery({
      query: MyAlertsDocument,
      variables: { page: 1, pageSize: 10, unreadOnly: false },
    });
    expect(page).toBeNull();
  });

  it('does not count twice an alert the header already lists (read again as the socket connected)', () => {
    const cache = seeded();
    applyInboxEvent(cache, { alert: { ...alert(3), alertName: 'Renamed' }, notification: null });
    const header = cache.readQuery({ query: LearnerHeaderDocument })?.learnerHeader;
    expect(header?.alertCount).toBe(5);
    expect(header?.latestAlerts.map((item) => item.id)).toEqual(['3', '2', '1']);
    expect(header?.latestAlerts[0]?.alertName).toBe('Renamed');
  });

  it('marks read every cached copy of an item', () => {
    const cache = seeded();
    markReadInCache(cache, 'Alert', ['2']);
    const header = cache.readQuery({ query: LearnerHeaderDocument })?.learnerHeader;
    expect(header?.latestAlerts.map((item) => item.isRead)).toEqual([false, true, false]);
  });
});
