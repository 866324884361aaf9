import { ReasonCode } from '@finx/domain';

/** The rules said no, for this reason; routes answer it as a fail envelope with the domain's message. */
export interface Refusal<TCode extends ReasonCode = ReasonCode> {
  ok: false;
  reasonCode: TCode;
}

/** What a service answers when its rules may refuse: the value, or the reason code of the refusal. */
export type Outcome<TValue = undefined> = { ok: true; value: TValue } | Refusal;

export const refuse = <TCode extends ReasonCode>(reasonCode: TCode): Refusal<TCode> => ({
  ok: false,
  reasonCode,
});

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

export const refuseExplained = <TCode extends ReasonCode>(
  reasonCode: TCode,
  message: string,
): ExplainedRefusal<TCode> => ({ ok: false, reasonCode, message });

export const invalidField = (message: string): InvalidField => ({
  ok: false,
  reasonCode: ReasonCode.VALIDATION_FAILED,
  message,
});
