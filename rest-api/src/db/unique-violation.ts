const PG_UNIQUE_VIOLATION = '23505';

/**
 * The constraint a PostgreSQL unique violation names ('' when the driver does not say), however the
 * driver wraps the error; null for any other error. Repositories use it to answer races as outcomes.
 */
export const uniqueViolation = (error: unknown): string | null => {
  for (const candidate of [error, (error as { cause?: unknown } | undefined)?.cause]) {
    const e = candidate as { code?: string; constraint?: string } | undefined;
    if (e?.code === PG_UNIQUE_VIOLATION) return e.constraint ?? '';
  }
  return null;
};
