import type { InboxSendReason } from '@finx/domain';
import { type FieldMap, inputPath } from '../shared/user-errors';
import type { SendInboxItemInput } from './alerts.types';

export const sendPath = (field: Extract<keyof SendInboxItemInput, string>) =>
  inputPath<SendInboxItemInput>(field);

/** A party that is not a learner concerns the party id; REST's field rules are checked here first. */
export const SEND_FIELDS = {
  NOT_FOUND: sendPath('partyId'),
  VALIDATION_FAILED: null,
} as const satisfies FieldMap<InboxSendReason>;
