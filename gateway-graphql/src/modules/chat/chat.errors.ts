import { ReasonCode as C, type ChatAskReason, type ChatSwitchReason } from '@finx/domain';
import { type FieldMap, inputPath } from '../shared/user-errors';
import type { AskChatInput } from './chat.types';

/** A question too long or empty is the message field's; the other refusals are the conversation's. */
export const ASK_FIELDS = {
  [C.VALIDATION_FAILED]: inputPath<AskChatInput>('message'),
  [C.CHAT_NOT_ALLOWED]: null,
  [C.CHAT_OFF]: null,
  [C.CHAT_FAILED]: null,
  [C.RATE_LIMITED]: null,
} as const satisfies FieldMap<ChatAskReason>;

export const SWITCH_FIELDS = {
  [C.VALIDATION_FAILED]: null,
} as const satisfies FieldMap<ChatSwitchReason>;
