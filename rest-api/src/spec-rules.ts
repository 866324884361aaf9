import { type AnyObject, type Schema, ValidationError } from 'yup';
import { invalidField, type InvalidField } from './outcome';

/**
 * Applies one of the domain's yup schemas (the spec's field rules, with the spec's messages): the cast
 * value, or the first rule broken as VALIDATION_FAILED with its message. The client's forms use the same
 * schemas, so REST refuses with the words the form would have shown.
 */
export const checkSpecRules = async <T extends AnyObject | string>(
  schema: Schema<T>,
  value: unknown,
): Promise<{ ok: true; value: T } | InvalidField> => {
  try {
    return { ok: true, value: await schema.validate(value, { abortEarly: true }) };
  } catch (error) {
    if (error instanceof ValidationError) return invalidField(error.message);
    throw error;
  }
};
