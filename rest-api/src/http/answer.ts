import { type Envelope, ReasonCode, type RefusalDetail } from '@finx/domain';
import type { ExplainedRefusal, Outcome, Refusal } from '../outcome';
import { failEnvelope, HttpError, okEnvelope } from './envelope';

/**
 * A refusal as a fail envelope (HTTP 200): the domain's message, or the refusal's own (a field rule's);
 * a refusal of one input among many names its path in responseObject (`RefusalDetail`).
 */
export const refusalEnvelope = (refusal: Refusal | ExplainedRefusal): Envelope<RefusalDetail, never> => {
  const envelope = failEnvelope(refusal.reasonCode, 'message' in refusal ? refusal.message : undefined);
  return refusal.field === undefined ? envelope : { ...envelope, responseObject: { field: refusal.field } };
};

/**
 * A service outcome as an envelope: the value as responseObject, or the refusal as a fail envelope.
 * FORBIDDEN is an authorisation failure and keeps its 403.
 */
export const answer = <T>(
  outcome: Outcome<T> | ExplainedRefusal,
): Envelope<T, never> | Envelope<RefusalDetail, never> => {
  if (outcome.ok) return okEnvelope<T, never>({ responseObject: outcome.value });
  if (outcome.reasonCode === ReasonCode.FORBIDDEN) throw new HttpError(403, ReasonCode.FORBIDDEN);
  return refusalEnvelope(outcome);
};
