import { ValidationError, type Schema } from 'yup';

/** The outcome of one input rule run outside a form: the normalised value, or the rule's message. */
export type InputCheck<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * Runs a field rule of @finx/domain where there is no form (the gateway, REST): the same yup rule the
 * form uses, so trimming, case, lengths and patterns cannot drift between tiers.
 */
export const checkInput = <T>(rule: Schema<T>, value: unknown): InputCheck<T> => {
  try {
    return { ok: true, value: rule.validateSync(value) };
  } catch (error) {
    if (error instanceof ValidationError) return { ok: false, message: error.message };
    throw error;
  }
};
