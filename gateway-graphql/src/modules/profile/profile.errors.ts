import type { ProfileReason } from '@finx/domain';
import { type AnyObject, type Schema, ValidationError } from 'yup';
import type { UserError } from '../shared/user-error.types';
import { type FieldMap, ruleError } from '../shared/user-errors';

/**
 * A section's refusals from REST: the shared rules were checked here first, each on its field, so what
 * REST still refuses (a place not under the one above it, an option of another list) concerns the form.
 */
export const SECTION_FIELDS = {
  NOT_FOUND: null,
  VALIDATION_FAILED: null,
} as const satisfies FieldMap<ProfileReason>;

/** The Aadhar form has one field: every refusal (the spec's three messages) is about it. */
export const AADHAR_FIELDS = {
  NOT_FOUND: null,
  VALIDATION_FAILED: 'input.aadharNumber',
} as const satisfies FieldMap<ProfileReason>;

/**
 * The section's shared rules over the whole input: one userError per field (its first broken rule) on
 * `input.<field>`, so the form shows each under its field; empty when the input keeps every rule.
 */
export const sectionRuleErrors = <T extends AnyObject>(schema: Schema<T>, input: object): UserError[] => {
  try {
    schema.validateSync(input, { abortEarly: false });
    return [];
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const seen = new Set<string>();
    const errors: UserError[] = [];
    for (const inner of error.inner.length ? error.inner : [error]) {
      const field = (inner.path ?? '').split(/[.[]/)[0] ?? '';
      if (seen.has(field)) continue;
      seen.add(field);
      errors.push(ruleError(field ? `input.${field}` : 'input', inner.message));
    }
    return errors;
  }
};
