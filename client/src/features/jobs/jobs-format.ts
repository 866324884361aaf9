import { ApplicationStatus } from '@finx/domain';

const LAKH = 100_000;

/** Rupees as lakhs with at most one decimal: 350000 → 3.5, 1200000 → 12. */
const lakhs = (rupees: number): string => String(Math.round((rupees / LAKH) * 10) / 10);

/**
 * Annual CTC as Indian job boards show it: ₹3.5 – 6 LPA (lakh per annum); one bound alone when the other
 * is missing; 'Not disclosed' when neither is given.
 */
export const formatSalary = (min: number | null, max: number | null): string => {
  if (min === null && max === null) return 'Not disclosed';
  if (min !== null && max !== null && min !== max) return `₹${lakhs(min)} – ${lakhs(max)} LPA`;
  const only = min ?? max ?? 0;
  return `₹${lakhs(only)} LPA`;
};

/** 0-2 years, 5-10 years; a fresher's range reads as such. */
export const formatExperience = (min: number, max: number): string => {
  if (max === 0) return 'Fresher';
  if (min === max) return `${min} ${min === 1 ? 'year' : 'years'}`;
  return `${min}–${max} years`;
};

export const APPLICATION_STATUS_LABEL: Record<ApplicationStatus, string> = {
  IN_PROGRESS: 'Applied',
  REJECTED: 'Not selected',
  PLACED: 'Placed',
};

/** The applied list shows the stage beside the status, so a moving application reads as in progress. */
export const APPLICATION_PROGRESS_LABEL: Record<ApplicationStatus, string> = {
  ...APPLICATION_STATUS_LABEL,
  IN_PROGRESS: 'In progress',
};

export const applicationStatusColor = (status: ApplicationStatus): 'info' | 'error' | 'success' =>
  status === ApplicationStatus.REJECTED ? 'error' : status === ApplicationStatus.PLACED ? 'success' : 'info';
