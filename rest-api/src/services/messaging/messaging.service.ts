import {
  type ComposeRequest,
  type ComposeSendResult,
  hasAudience,
  MESSAGING_RECIPIENTS_MAX,
  type MessagingAudience,
  MessagingKind,
  MessagingMessage,
  type MessagingReason,
  MessagingReasons,
  type MessagingSkip,
  MessagingSkipReason,
  type MessagingStatus,
  messagingDraftSchema,
  messagingSendSchema,
  ReasonCode,
  RoleId,
  StaffAction,
  type StaffMessageRow,
} from '@finx/domain';
import type { RunInTransaction } from '../../db/database';
import {
  accept,
  forbid,
  type Forbidden,
  invalidField,
  type InvalidField,
  type Outcome,
  refusalsOf,
} from '../../outcome';
import type { Messenger } from '../../providers/messaging/messenger';
import { checkSpecRules } from '../../spec-rules';
import { ADMIN_OR_SYSOPS_ROLES } from '../../role-groups';
import type { AuditService, StaffActor } from '../audit/audit.module';
import type { AlertsRepository } from '../alerts/alerts.repository';
import type {
  MessageContent,
  MessagingRepository,
  Recipient,
  StaffMessageRecord,
} from './messaging.repository';

const { refuse } = refusalsOf(MessagingReasons);

export const toMessageRow = (row: StaffMessageRecord): StaffMessageRow => ({
  messageId: row.messageId,
  kind: row.kind,
  status: row.status,
  subject: row.subject,
  body: row.body,
  audience: row.audience as MessagingAudience,
  recipientsCount: row.recipientsCount,
  skipped: row.skipped as MessagingSkip[],
  createdBy: row.createdBy,
  createdDate: row.createdAt.toISOString(),
  sentDate: row.sentAt?.toISOString() ?? null,
});

/**
 * Why a mail must not go to this person (they unsubscribed from mails, withdrew consent, or an earlier
 * mail to the address bounced: the bulk unsubscribe and bounced upload), or null.
 * Alerts and messages are the learner's in-app inbox and are not mail: only mails are held back.
 */
export const skipReasonOf = (
  recipient: Pick<Recipient, 'unsubscribedAt' | 'consentWithdrawnAt' | 'bouncedAt'>,
): MessagingSkipReason | null => {
  if (recipient.consentWithdrawnAt) return MessagingSkipReason.CONSENT_WITHDRAWN;
  if (recipient.unsubscribedAt) return MessagingSkipReason.UNSUBSCRIBED;
  if (recipient.bouncedAt) return MessagingSkipReason.BOUNCED;
  return null;
};

/** Splits an audience into who gets the mail and how many were skipped, per reason (zero counts left out). */
export const partitionForMail = <
  T extends Pick<Recipient, 'unsubscribedAt' | 'consentWithdrawnAt' | 'bouncedAt'>,
>(
  recipients: readonly T[],
): { send: T[]; skipped: MessagingSkip[] } => {
  const counts = new Map<MessagingSkipReason, number>();
  const send: T[] = [];
  for (const recipient of recipients) {
    const reason = skipReasonOf(recipient);
    if (reason) counts.set(reason, (counts.get(reason) ?? 0) + 1);
    else send.push(recipient);
  }
  return { send, skipped: [...counts].map(([reason, count]) => ({ reason, count })) };
};

/** Removes absent filters so the stored audience says exactly what was chosen. */
const cleanAudience = (audience: MessagingAudience): MessagingAudience =>
  Object.fromEntries(
    Object.entries(audience).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  ) as MessagingAudience;

/** A link to unsubscribe from mails, added under every mail (the consent feature seals it). */
export type UnsubscribeUrlOf = (email: string) => string;

export interface MessagingServiceDeps {
  messages: MessagingRepository;
  inbox: Pick<AlertsRepository, 'addAlert' | 'addNotification'>;
  audit: Pick<AuditService, 'record'>;
  messenger: Messenger;
  transaction: RunInTransaction;
  now?: () => Date;
}

/** A messaging refusal, or a message kind the caller's role may not handle (a 403). */
type MessagingOutcome<T> = Outcome<T, MessagingReason> | Forbidden;
type ComposeOutcome<T> = MessagingOutcome<T> | InvalidField;

/**
 * Staff messaging (issue 13 item 6): drafts saved and resumed, and sending to chosen users or a filter.
 * Alerts and messages become rows of the learners' inboxes (the gateway announces them live); mails go
 * through the messenger's outbox, never to someone who unsubscribed or withdrew consent. Every draft
 * and send is written to the staff audit log.
 */
export class MessagingService {
  private readonly now: () => Date;

  constructor(private readonly deps: MessagingServiceDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  async list(filter: {
    kinds: readonly MessagingKind[];
    status?: MessagingStatus;
    descending: boolean;
    page: number;
    limit: number;
  }): Promise<{ rows: StaffMessageRow[]; total: number }> {
    const { rows, total } = await this.deps.messages.page(filter);
    return { rows: rows.map(toMessageRow), total };
  }

  /** Mails are admin's alone (`001 §2` /send-mail): ops may neither read nor write them. */
  async get(actor: StaffActor, messageId: number): Promise<MessagingOutcome<StaffMessageRow>> {
    const row = await this.deps.messages.find(messageId);
    if (!row) return refuse(ReasonCode.NOT_FOUND);
    if (!mayHandle(actor, row.kind)) return forbid();
    return accept(toMessageRow(row));
  }

  async saveDraft(actor: StaffActor, request: ComposeRequest): Promise<ComposeOutcome<StaffMessageRow>> {
    if (!mayHandle(actor, request.kind)) return forbid();
    const checked = await checkSpecRules(messagingDraftSchema, request);
    if (!checked.ok) return checked;
    const content = contentOf(checked.value);
    const at = this.now();
    return this.deps.transaction(async (tx): Promise<MessagingOutcome<StaffMessageRow>> => {
      const before = request.messageId
        ? await this.deps.messages.findForUpdate(tx, request.messageId)
        : undefined;
      const existing = this.editable(actor, before, request.messageId);
      if (!existing.ok) return existing;
      const row = before
        ? await this.deps.messages.update(tx, before.messageId, content, at)
        : await this.deps.messages.insert(tx, content, actor.partyId, at);
      await this.deps.audit.record(tx, actor, {
        action: StaffAction.MESSAGE_DRAFT,
        entityType: 'message',
        entityId: row.messageId,
        before: before ? toMessageRow(before) : null,
        after: toMessageRow(row),
      });
      return accept(toMessageRow(row));
    });
  }

  async send(
    actor: StaffActor,
    request: ComposeRequest,
    unsubscribeUrlOf: UnsubscribeUrlOf,
  ): Promise<ComposeOutcome<ComposeSendResult>> {
    if (!mayHandle(actor, request.kind)) return forbid();
    const checked = await checkSpecRules(messagingSendSchema, request);
    if (!checked.ok) return checked;
    const content = contentOf(checked.value);
    if (!hasAudience(content.audience)) return invalidField(MessagingMessage.AUDIENCE_REQUIRED);
    // Alerts and messages land in learners' inboxes; only a mail may reach staff or officers.
    const learnerRoleId = content.kind === MessagingKind.MAIL ? null : RoleId.LEARNER;
    const everyone = await this.deps.messages.recipients(content.audience, {
      learnerRoleId,
      limit: MESSAGING_RECIPIENTS_MAX,
    });
    if (everyone.length === 0) return refuse(ReasonCode.MESSAGE_NO_RECIPIENTS);
    if (everyone.length > MESSAGING_RECIPIENTS_MAX) return refuse(ReasonCode.MESSAGE_TOO_MANY_RECIPIENTS);
    const { send, skipped } =
      content.kind === MessagingKind.MAIL ? partitionForMail(everyone) : { send: everyone, skipped: [] };
    const at = this.now();

    const outcome = await this.deps.transaction(async (tx): Promise<MessagingOutcome<ComposeSendResult>> => {
      const before = request.messageId
        ? await this.deps.messages.findForUpdate(tx, request.messageId)
        : undefined;
      const existing = this.editable(actor, before, request.messageId);
      if (!existing.ok) return existing;
      const sent = { recipientsCount: send.length, skipped };
      const row = before
        ? await this.deps.messages.update(tx, before.messageId, content, at, sent)
        : await this.deps.messages.insert(tx, content, actor.partyId, at, sent);
      await this.deps.audit.record(tx, actor, {
        action: StaffAction.MESSAGE_SEND,
        entityType: 'message',
        entityId: row.messageId,
        before: before ? toMessageRow(before) : null,
        after: toMessageRow(row),
      });
      return accept({ message: toMessageRow(row), delivered: [] });
    });
    if (!outcome.ok) return outcome;

    // The record says it is sent before anyone receives it, so a retry never sends twice.
    if (content.kind === MessagingKind.MAIL) {
      for (const recipient of send) {
        await this.deps.messenger.send({
          channel: 'EMAIL',
          recipient: recipient.email,
          subject: content.subject,
          body: `${content.body}\n\nTo stop receiving these mails: ${unsubscribeUrlOf(recipient.email)}`,
        });
      }
      return outcome;
    }
    for (const recipient of send) {
      outcome.value.delivered.push(
        content.kind === MessagingKind.ALERT
          ? {
              partyId: recipient.partyId,
              alert: await this.deps.inbox.addAlert(recipient.partyId, content.subject),
              notification: null,
            }
          : {
              partyId: recipient.partyId,
              alert: null,
              notification: await this.deps.inbox.addNotification(recipient.partyId, content.subject),
            },
      );
    }
    return outcome;
  }

  /** A draft named by id must exist, be the caller's to handle, and not be sent yet. */
  private editable(
    actor: StaffActor,
    before: StaffMessageRecord | undefined,
    messageId: number | undefined,
  ): MessagingOutcome<undefined> {
    if (messageId === undefined) return accept();
    if (!before) return refuse(ReasonCode.NOT_FOUND);
    if (!mayHandle(actor, before.kind)) return forbid();
    if (before.status === 'SENT') return refuse(ReasonCode.MESSAGE_ALREADY_SENT);
    return accept();
  }
}

export const mayHandle = (actor: Pick<StaffActor, 'roleId'>, kind: MessagingKind): boolean =>
  kind !== MessagingKind.MAIL || ADMIN_OR_SYSOPS_ROLES.includes(actor.roleId);

const contentOf = (value: {
  kind: string;
  subject: string;
  body?: string;
  audience: MessagingAudience;
}): MessageContent => ({
  kind: value.kind as MessagingKind,
  subject: value.subject,
  body: value.body ?? '',
  audience: cleanAudience(value.audience),
});
