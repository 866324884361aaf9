import dayjs from 'dayjs';
import { formatIndianInteger } from '@finx/domain';

/** Every amount a screen shows: one formatter, shared with the assistant's answers. */
export { formatPrice } from '@finx/domain';

/** A plain count with Indian digit grouping: 1500 → 1,500; 150000 → 1,50,000. */
export const formatCount = (count: number): string => formatIndianInteger(count);

/** Dates as the spec shows them (`001 §9`): DD/MM/YYYY. Empty for a missing or invalid value. */
export const formatDate = (iso: string | null | undefined): string => {
  if (!iso) return '';
  const date = dayjs(iso);
  return date.isValid() ? date.format('DD/MM/YYYY') : '';
};

/** 45 → '45 min'; 90 → '1 h 30 min'; 120 → '2 h'. */
const MINUTES_PER_DAY = 24 * 60;
const DAYS_PER_MONTH = 365 / 12;

/**
 * Courses and videos are measured in hours and minutes; programmes that run for months (CFX is six
 * months of classroom and internship) in months, since "4380 h" tells a learner nothing.
 */
export const formatDuration = (minutes: number): string => {
  const days = minutes / MINUTES_PER_DAY;
  if (days >= 28) {
    const months = Math.round(days / DAYS_PER_MONTH);
    return months === 1 ? '1 month' : `${months} months`;
  }
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
};
