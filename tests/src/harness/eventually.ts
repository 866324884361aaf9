import { setTimeout as sleep } from 'node:timers/promises';

export interface EventuallyOptions {
  /** What is awaited, for the failure message. */
  what: string;
  timeoutMs?: number;
  intervalMs?: number;
}

/**
 * Reads until the condition holds and returns that reading; fails with the last reading after the
 * timeout. For things that happen after the answer (a provider's webhook), instead of a fixed sleep.
 */
export async function eventually<T>(
  read: () => Promise<T>,
  holds: (value: T) => boolean,
  { what, timeoutMs = 5_000, intervalMs = 50 }: EventuallyOptions,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (holds(value)) return value;
    if (Date.now() >= deadline) {
      throw new Error(
        `timed out after ${timeoutMs} ms waiting for ${what}; last seen: ${JSON.stringify(value)}`,
      );
    }
    await sleep(intervalMs);
  }
}
