import { ReasonCode } from '@finx/domain';
import type { UpstreamFailure } from '../../upstream/upstream-errors';
import type { ActionPayload } from './action-payload.types';
import type { UserError } from './user-error.types';

/** A GraphQL input path: a scalar argument (`code`, `orderId`) or `input.<field>` of an input object. */
export type FieldPath = string;

/**
 * One feature's map from each of its reason codes to the input path the code is about (null: the
 * request as a whole). Declared `satisfies FieldMap<ThatFeatureReason>`, so a new code of the feature
 * fails the type check until it is mapped.
 */
export type FieldMap<TReason extends string> = Readonly<Record<TReason, FieldPath | null>>;

/** `input.<field>` for a field of the input type, checked against its properties. */
export const inputPath = <TInput>(field: Extract<keyof TInput, string>): FieldPath => `input.${field}`;

/** The path of a code; null for a code the feature's map does not list (e.g. a newer upstream's). */
export const fieldOf = <TReason extends string>(fields: FieldMap<TReason>, code: string): FieldPath | null =>
  Object.hasOwn(fields, code) ? fields[code as TReason] : null;

/**
 * The path of one refusal: the feature's map names the input (`input.answers`), REST names the row of a
 * list the refusal belongs to (`answers.3`), whose index is the GraphQL input's too since the gateway
 * passes lists on in order. Only the indices of REST's path count (a list within a row keeps its place
 * too): REST's field names are its own.
 */
export const pathOf = <TReason extends string>(
  fields: FieldMap<TReason>,
  failure: Pick<UpstreamFailure, 'reasonCode' | 'field'>,
): FieldPath | null => {
  const base = fieldOf(fields, failure.reasonCode);
  const row = (failure.field ?? '').match(/\.\d+(?=\.|$)/g)?.join('') ?? '';
  return base === null ? null : `${base}${row}`;
};

/** An upstream refusal as a userError: its code, the path it is about, and the server's message unchanged. */
export const refusalOf = <TReason extends string>(
  fields: FieldMap<TReason>,
  failure: UpstreamFailure,
): UserError => ({
  code: failure.reasonCode,
  field: pathOf(fields, failure),
  message: failure.message,
});

/** An input the gateway refuses by a domain rule, before any upstream call, on the path it concerns. */
export const ruleError = (field: FieldPath, message: string): UserError => ({
  code: ReasonCode.VALIDATION_FAILED,
  field,
  message,
});

/** A change that went through. */
export const done = (): ActionPayload => ({ ok: true, userErrors: [] });

/** A refused change: the refusal on the path the feature's map gives its code. */
export const failed = <TReason extends string>(
  failure: UpstreamFailure,
  fields: FieldMap<TReason>,
): ActionPayload => ({ ok: false, userErrors: [refusalOf(fields, failure)] });
