import { array, number, object, string } from 'yup';
import {
  MESSAGING_BODY_MAX,
  MESSAGING_PARTY_IDS_MAX,
  MESSAGING_SUBJECT_MAX,
  MessagingKind,
  MessagingSkipReason,
} from '../contract/messaging';

/** The compose forms' texts (issue 13 item 6); the spec shows none for them. */
export const MessagingMessage = {
  SUBJECT_REQUIRED: 'Please enter the subject',
  SUBJECT_TOO_LONG: `At most ${MESSAGING_SUBJECT_MAX} characters`,
  BODY_REQUIRED: 'Please enter the message',
  BODY_TOO_LONG: `At most ${MESSAGING_BODY_MAX} characters`,
  PARTY_IDS_INVALID: 'Party ids are whole numbers separated by commas',
  PARTY_IDS_TOO_MANY: `At most ${MESSAGING_PARTY_IDS_MAX} party ids`,
  AUDIENCE_REQUIRED: 'Please choose the recipients: party ids or at least one filter',
  DRAFT_SAVED: 'Draft saved',
  SENT: 'Sent',
} as const;

/** Why a chosen recipient got no mail, as the sender reads it beside the count. */
export const MessagingSkipText: Record<MessagingSkipReason, string> = {
  UNSUBSCRIBED: 'unsubscribed from mails',
  CONSENT_WITHDRAWN: 'withdrew consent',
  BOUNCED: 'bounced',
};

/** The sender's summary of a sent message: how many received it, how many were skipped and why. */
export const messagingSummary = (
  recipients: number,
  skipped: readonly { reason: MessagingSkipReason; count: number }[],
): string => {
  const sent = `Sent to ${recipients} ${recipients === 1 ? 'recipient' : 'recipients'}.`;
  const parts = skipped
    .filter((skip) => skip.count > 0)
    .map((s) => `${s.count} ${MessagingSkipText[s.reason]}`);
  return parts.length === 0 ? sent : `${sent} Skipped ${parts.join(', ')}.`;
};

const positiveId = number().integer().positive().max(2_147_483_647);

/** A draft needs only a subject; sending also needs the body and the recipients. */
export const messagingDraftSchema = object({
  kind: string().oneOf(Object.values(MessagingKind)).required(),
  subject: string()
    .defined()
    .trim()
    .required(MessagingMessage.SUBJECT_REQUIRED)
    .max(MESSAGING_SUBJECT_MAX, MessagingMessage.SUBJECT_TOO_LONG),
  body: string().defined().trim().max(MESSAGING_BODY_MAX, MessagingMessage.BODY_TOO_LONG),
  audience: object({
    partyIds: array(positiveId.required(MessagingMessage.PARTY_IDS_INVALID))
      .max(MESSAGING_PARTY_IDS_MAX, MessagingMessage.PARTY_IDS_TOO_MANY)
      .optional(),
    roleId: positiveId.optional(),
    collegeId: positiveId.optional(),
    productId: positiveId.optional(),
    status: string().optional(),
  }).required(),
});

export const messagingSendSchema = messagingDraftSchema.shape({
  body: string()
    .defined()
    .trim()
    .required(MessagingMessage.BODY_REQUIRED)
    .max(MESSAGING_BODY_MAX, MessagingMessage.BODY_TOO_LONG),
});

/** Whether an audience names anyone: party ids or at least one filter. */
export const hasAudience = (audience: {
  partyIds?: readonly number[] | null;
  roleId?: number | null;
  collegeId?: number | null;
  productId?: number | null;
  status?: string | null;
}): boolean =>
  (audience.partyIds?.length ?? 0) > 0 ||
  audience.roleId != null ||
  audience.collegeId != null ||
  audience.productId != null ||
  !!audience.status;

/** "101, 102 103" as party ids; null when any piece is not a whole positive number. */
export const parsePartyIds = (text: string): number[] | null => {
  const pieces = text.split(/[\s,]+/).filter(Boolean);
  const ids = pieces.map((piece) => (/^\d{1,9}$/.test(piece) ? Number(piece) : NaN));
  return ids.every((id) => Number.isSafeInteger(id) && id > 0) ? ids : null;
};
