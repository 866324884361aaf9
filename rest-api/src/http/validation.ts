import type { z } from 'zod';
import { invalidInput } from './envelope';

/** Parses a query or body with a zod schema; a mismatch is a 400 naming the fields at fault. */
export const parseInput = <TSchema extends z.ZodType>(schema: TSchema, value: unknown): z.output<TSchema> => {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  throw invalidInput(...new Set(result.error.issues.map((issue) => issue.path.join('.') || '(body)')));
};
