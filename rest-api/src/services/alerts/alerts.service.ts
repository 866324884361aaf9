import {
  type Alert,
  InboxKind,
  type InboxSendReason,
  InboxSendReasons,
  type Notification,
  ReasonCode,
} from '@finx/domain';
import { type Outcome, refusalsOf } from '../../outcome';
import type { AlertsRepository, InboxPage, PageRequest } from './alerts.repository';

const { refuse } = refusalsOf(InboxSendReasons);

/** A new item, as the send call answers it: exactly one of the two is set. */
export interface SentItem {
  alert: Alert | null;
  notification: Notification | null;
}

/** Alerts and messages of one learner: the View All pages, mark as read, and sending a new one. */
export class AlertsService {
  constructor(private readonly inbox: AlertsRepository) {}

  alerts(partyId: number, request: PageRequest): Promise<InboxPage<Alert>> {
    return this.inbox.alertPage(partyId, request);
  }

  notifications(partyId: number, request: PageRequest): Promise<InboxPage<Notification>> {
    return this.inbox.notificationPage(partyId, request);
  }

  markRead(kind: InboxKind, partyId: number, ids: readonly number[] | undefined): Promise<number[]> {
    return this.inbox.markRead(kind, partyId, ids);
  }

  /** Only learners receive alerts and messages; any other party is answered as not found. */
  async send(partyId: number, kind: InboxKind, title: string): Promise<Outcome<SentItem, InboxSendReason>> {
    if (!(await this.inbox.isLearner(partyId))) return refuse(ReasonCode.NOT_FOUND);
    if (kind === InboxKind.ALERT) {
      return { ok: true, value: { alert: await this.inbox.addAlert(partyId, title), notification: null } };
    }
    return {
      ok: true,
      value: { alert: null, notification: await this.inbox.addNotification(partyId, title) },
    };
  }
}
