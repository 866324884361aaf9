import { type AnyObject, type Schema, ValidationError } from 'yup';
import type { UserError } from './user-error.types';
import { ruleError } from './user-errors';

/**
 * A form's shared rules (a domain yup schema) over the whole input: one userError per field (its first broken rule) on
 * `input.<field>`, so the form shows each under its field (the profile's sections, /new-admin); empty when the input keeps every rule.
 */
export const schemaRuleErrors = <T extends AnyObject>(schema: Schema<T>, input: object): UserError[] => {
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
