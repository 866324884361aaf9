/** India's clock: the period's days are India's (the contract's `ChatUsageQuery`). */
const INDIA_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;
/** Without a period in the URL, the staff screen shows the last 30 days, today included. */
export const DEFAULT_PERIOD_DAYS = 30;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export const dayInIndia = (instant: number): string =>
  new Date(instant + INDIA_OFFSET_MS).toISOString().slice(0, 10);

export interface ChatPeriod {
  from: string;
  to: string;
}

export const lastDays = (now: number, days: number = DEFAULT_PERIOD_DAYS): ChatPeriod => ({
  from: dayInIndia(now - (days - 1) * DAY_MS),
  to: dayInIndia(now),
});

/** The period the URL names (`?from=&to=`, yyyy-mm-dd), each end the default's where missing or malformed. */
export const periodOf = (search: URLSearchParams, fallback: ChatPeriod): ChatPeriod => {
  const day = (key: 'from' | 'to') => {
    const value = search.get(key);
    return value && ISO_DAY.test(value) ? value : fallback[key];
  };
  return { from: day('from'), to: day('to') };
};
