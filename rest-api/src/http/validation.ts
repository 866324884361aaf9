import { ENTITY_ID_MAX, type InputCheck } from '@finx/domain';
import { z } from 'zod';
import { invalidInput } from './envelope';

/** Parses a query or body with a zod schema; a mismatch is a 400 naming the fields at fault. */
export const parseInput = <TSchema extends z.ZodType>(schema: TSchema, value: unknown): z.output<TSchema> => {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  throw invalidInput(...new Set(result.error.issues.map((issue) => issue.path.join('.') || '(body)')));
};

/**
 * A form's body whose field rules are a @finx/domain yup schema, applied by the service: here only its shape,
 * an object of scalars. yup's transforms (`trim`) throw on an object or array where a string is expected,
 * so such a value is refused as bad input before it reaches them.
 */
export const formValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export const formBody = z.record(z.string(), formValue);

/**
 * A string field checked by one of @finx/domain's input rules (the same rule the form and the gateway
 * apply), answering the rule's normalised value; a refusal is a zod issue, so the field is named.
 */
export const ruledString = <T>(check: (value: string) => InputCheck<T>) =>
  z.string().transform((value, context): T => {
    const result = check(value);
    if (result.ok) return result.value;
    context.addIssue({ code: 'custom', message: result.message });
    return z.NEVER;
  });

/** An id of an order, product or party, as every tier bounds it. */
export const entityId = z.coerce.number().int().positive().max(ENTITY_ID_MAX);
