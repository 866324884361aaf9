import type { Alert, Notification } from '@finx/domain';
import type { LearnerHeaderRepository } from './learner-header.repository';

/** The header dropdowns show this many unread items (`001 §2`, `001 §4`). */
export const LATEST_UNREAD_LIMIT = 3;

/**
 * The learner header's alerts and messages: unread counts, the latest unread for the dropdowns, and
 * everything for View All.
 */
export class LearnerHeaderService {
  constructor(private readonly inbox: LearnerHeaderRepository) {}

  unreadAlertCount(partyId: number): Promise<number> {
    return this.inbox.unreadAlertCount(partyId);
  }

  unreadNotificationCount(partyId: number): Promise<number> {
    return this.inbox.unreadNotificationCount(partyId);
  }

  /** viewAll false: the latest unread alerts; true: every visible alert, read or not. */
  alerts(partyId: number, viewAll: boolean): Promise<Alert[]> {
    return this.inbox.alerts(partyId, { all: viewAll, limit: LATEST_UNREAD_LIMIT });
  }

  notifications(partyId: number, viewAll: boolean): Promise<Notification[]> {
    return this.inbox.notifications(partyId, { all: viewAll, limit: LATEST_UNREAD_LIMIT });
  }
}
