import type { MessagingReason } from '@finx/domain';
import { type FieldMap, inputPath } from '../shared/user-errors';
import type { ComposeMessageInput } from './messaging.types';

const composePath = (field: Extract<keyof ComposeMessageInput, string>) =>
  inputPath<ComposeMessageInput>(field);

/** A draft gone or already sent concerns the id; who receives it concerns the audience. */
export const COMPOSE_FIELDS = {
  NOT_FOUND: composePath('messageId'),
  MESSAGE_ALREADY_SENT: composePath('messageId'),
  MESSAGE_NO_RECIPIENTS: composePath('audience'),
  MESSAGE_TOO_MANY_RECIPIENTS: composePath('audience'),
  VALIDATION_FAILED: null,
} as const satisfies FieldMap<MessagingReason>;
