import {
  RestPath,
  type Alert as RestAlert,
  type LearnerListCounts,
  type Notification as RestNotification,
} from '@finx/domain';
import { toAlert, toNotification } from './inbox-items';
import type { RequestUpstream, UpstreamCall } from '../../upstream/upstream';
import type { RequestSession } from '../../session/request-session';
import { partyIdOf } from '../shared/caller';
import type { HeaderCounts } from '../cart/cart.contract';
import type { RequestScope } from '../shared/request-scope';
import type { LearnerHeader } from './learner-header.types';

/** The learner's header: seven badge counts (three in one read) and the latest three unread alerts and messages (`000 §7`). */
export class LearnerHeaderSource {
  private readonly upstream: RequestUpstream;
  private readonly session: RequestSession;

  constructor(scope: RequestScope) {
    this.upstream = scope.upstream;
    this.session = scope.session;
  }

  async header(): Promise<LearnerHeader> {
    const partyId = partyIdOf(this.session);
    const get = <TObject, TItem>(path: UpstreamCall['path'], query: UpstreamCall['query']) =>
      this.upstream.request<TObject, TItem>({ method: 'GET', path, query, auth: 'user' });

    // The spec's query names differ per service (partyID for cart and wishlist, partyId for the dashboard).
    // All seven reads go upstream as one read batch (docs/decisions/read-batch.md): no waterfall.
    const [cart, wishlist, lists, alertCount, notificationCount, alerts, notifications] = await Promise.all([
      get<number, never>(RestPath.CART_COUNT, { partyID: partyId }),
      get<number, never>(RestPath.WISHLIST_COUNT, { partyID: partyId }),
      get<LearnerListCounts, never>(RestPath.LIST_COUNTS, { partyId }),
      get<unknown, never>(RestPath.ALERT_COUNT, { partyId }),
      get<unknown, never>(RestPath.NOTIFICATION_COUNT, { partyId }),
      get<unknown, RestAlert>(RestPath.ALERT_LIST, { partyId, viewAllFlag: 0 }),
      get<unknown, RestNotification>(RestPath.NOTIFICATION_LIST, { partyId, viewAllFlag: 0 }),
    ]);
    return {
      id: `LearnerHeader:${partyId}`,
      cartCount: Number(cart.responseObject ?? 0),
      wishlistCount: Number(wishlist.responseObject ?? 0),
      videoCount: lists.responseObject?.videos ?? 0,
      courseCount: lists.responseObject?.courses ?? 0,
      jobCount: lists.responseObject?.jobs ?? 0,
      alertCount: alertCount.totalRecords ?? 0,
      notificationCount: notificationCount.totalRecords ?? 0,
      latestAlerts: (alerts.responseListObject ?? []).slice(0, 3).map(toAlert),
      latestNotifications: (notifications.responseListObject ?? []).slice(0, 3).map(toNotification),
    };
  }

  /**
   * The header after a cart or wishlist change: its counts came with the change, so when they are all
   * the query asks for no upstream call is made; anything more reads the whole header.
   */
  afterChange(counts: HeaderCounts | null, countsOnly: boolean): Promise<Partial<LearnerHeader> | null> {
    if (!counts) return Promise.resolve(null);
    const { partyId, cartCount, wishlistCount } = counts;
    if (countsOnly) return Promise.resolve({ id: `LearnerHeader:${partyId}`, cartCount, wishlistCount });
    return this.header();
  }
}
