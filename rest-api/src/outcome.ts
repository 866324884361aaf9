import { messageFor, ReasonCode } from '@finx/domain';

/**
 * The rules said no, for this reason; routes answer it as a fail envelope with the domain's message.
 * `field` names the request field a refusal belongs to when it is one input among many (`answers.3`,
 * a row of a list); the envelope carries it as data, so no caller reads it out of the message.
 */
export interface Refusal<TCode extends ReasonCode = ReasonCode> {
  ok: false;
  reasonCode: TCode;
  field?: string;
}

/**
 * What a service answers when its rules may refuse: the value, or the reason code of the refusal.
 * `TReason` is the feature's reason union (`@finx/domain` feature-reasons.ts) where the service states it.
 */
export type Outcome<TValue = undefined, TReason extends ReasonCode = ReasonCode> =
  { ok: true; value: TValue } | Refusal<TReason>;

export function accept(): { ok: true; value: undefined };
export function accept<TValue>(value: TValue): { ok: true; value: TValue };
export function accept<TValue>(value?: TValue): { ok: true; value: TValue | undefined } {
  return { ok: true, value };
}

/** A refusal whose text says what is at fault instead of the reason code's general message. */
export interface ExplainedRefusal<TCode extends ReasonCode = ReasonCode> extends Refusal<TCode> {
  message: string;
}

/** A field rule of the spec refused the input: VALIDATION_FAILED with the spec's message for that field. */
export type InvalidField = ExplainedRefusal<typeof ReasonCode.VALIDATION_FAILED>;

export const invalidField = (message: string): InvalidField => ({
  ok: false,
  reasonCode: ReasonCode.VALIDATION_FAILED,
  message,
});

/**
 * The caller may not act on what it named (someone else's order, a message kind of another role). No
 * feature's reason: `answer` turns it into a 403 before any feature's map is read, and the gateway
 * answers it as its own FORBIDDEN error.
 */
export type Forbidden = Refusal<typeof ReasonCode.FORBIDDEN>;

export const forbid = (): Forbidden => ({ ok: false, reasonCode: ReasonCode.FORBIDDEN });

/** The refusals of one feature: each takes only a code of the feature's reason union. */
export interface Refusals<TReason extends ReasonCode> {
  refuse: <TCode extends TReason>(reasonCode: TCode) => Refusal<TCode>;
  refuseExplained: <TCode extends TReason>(reasonCode: TCode, message: string) => ExplainedRefusal<TCode>;
  /** A refusal of one input among many: `field` is its request path (`answers.3`), the message data-free. */
  refuseAt: <TCode extends TReason>(
    reasonCode: TCode,
    field: string,
    message?: string,
  ) => ExplainedRefusal<TCode>;
}

/**
 * A feature's refusal helpers, bound to its reason union (`refusalsOf(JobsReasons)`), so a service of
 * one feature cannot refuse with another's code: the gateway maps only the feature's own codes to paths.
 * The only way to refuse with a code: there is no helper that takes any code.
 */
export const refusalsOf = <TReason extends ReasonCode>(_reasons: readonly TReason[]): Refusals<TReason> => ({
  refuse: (reasonCode) => ({ ok: false, reasonCode }),
  refuseExplained: (reasonCode, message) => ({ ok: false, reasonCode, message }),
  refuseAt: (reasonCode, field, message = messageFor(reasonCode)) => ({
    ok: false,
    reasonCode,
    field,
    message,
  }),
});
