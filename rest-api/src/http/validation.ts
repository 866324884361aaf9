import { ReasonCode, ReasonMessage } from '@finx/domain';
import type { z } from 'zod';
import { HttpError } from './envelope';

/** Parses a query or body with a zod schema; a mismatch is a 400 naming the fields at fault. */
export const parseInput = <TSchema extends z.ZodType>(schema: TSchema, value: unknown): z.output<TSchema> => {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const fields = [...new Set(result.error.issues.map((issue) => issue.path.join('.') || '(body)'))];
  throw new HttpError(
    400,
    ReasonCode.VALIDATION_FAILED,
    `${ReasonMessage.VALIDATION_FAILED} (${fields.join(', ')})`,
  );
};
