import type { Alert, LearnerListCounts, Notification } from '@finx/domain';
import type { LearnerHeaderRepository } from './learner-header.repository';

/** The header dropdowns show this many unread items (`001 §2`, `001 §4`). */
export const LATEST_UNREAD_LIMIT = 3;

/**
 * The learner header's alerts and messages: unread counts, the latest unread for the dropdowns, and
 * everything for View All. The counts and the latest items come from one summary read, so a header's
 * four calls (in a read batch, or from several learners at once) cost one statement.
 */
export class LearnerHeaderService {
  constructor(private readonly inbox: LearnerHeaderRepository) {}

  async unreadAlertCount(partyId: number): Promise<number> {
    return (await this.inbox.summary(partyId)).unreadAlerts;
  }

  async unreadNotificationCount(partyId: number): Promise<number> {
    return (await this.inbox.summary(partyId)).unreadNotifications;
  }

  /** The Videos, Courses and Jobs badges: what is still open to the learner. */
  listCounts(partyId: number): Promise<LearnerListCounts> {
    return this.inbox.listCounts(partyId);
  }

  /** viewAll false: the latest unread alerts; true: every visible alert, read or not. */
  async alerts(partyId: number, viewAll: boolean): Promise<Alert[]> {
    return viewAll ? this.inbox.alerts(partyId) : (await this.inbox.summary(partyId)).latestAlerts;
  }

  async notifications(partyId: number, viewAll: boolean): Promise<Notification[]> {
    return viewAll
      ? this.inbox.notifications(partyId)
      : (await this.inbox.summary(partyId)).latestNotifications;
  }
}
