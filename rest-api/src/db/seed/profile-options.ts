import type { ProfileOptionKind } from '@finx/domain';

/** The preference option lists (`001 §7` jobFunction, keyskill, interestarea, preferreddomain, locations). */
const OPTIONS: Record<ProfileOptionKind, readonly string[]> = {
  JOB_FUNCTION: [
    'Sales and Relationship Management',
    'Credit and Underwriting',
    'Operations',
    'Customer Service',
    'Collections',
    'Risk and Compliance',
    'Wealth Management',
    'Insurance Advisory',
  ],
  KEY_SKILL: [
    'Communication',
    'Financial Analysis',
    'Excel',
    'Credit Appraisal',
    'KYC and AML',
    'Customer Handling',
    'Negotiation',
    'Mutual Funds',
    'Insurance Products',
    'Banking Operations',
    'Data Analysis',
    'Accounting',
  ],
  INTEREST_AREA: [
    'Retail Banking',
    'Corporate Banking',
    'Investment Banking',
    'Insurance',
    'Mutual Funds',
    'Fintech',
    'Microfinance',
    'NBFC',
  ],
  PREFERRED_DOMAIN: ['Banking', 'Financial Services', 'Insurance', 'Capital Markets', 'Fintech'],
  LOCATION: [
    'Mumbai',
    'New Delhi',
    'Bengaluru',
    'Chennai',
    'Hyderabad',
    'Kolkata',
    'Pune',
    'Ahmedabad',
    'Gurugram',
    'Noida',
    'Jaipur',
    'Lucknow',
    'Kochi',
    'Anywhere in India',
  ],
};

/** Ids are stable: each kind's options from its own hundred (job functions 1.., key skills 101.., ...). */
export const PROFILE_OPTION_ROWS = Object.entries(OPTIONS).flatMap(([kind, names], kindIndex) =>
  names.map((name, index) => ({
    optionId: kindIndex * 100 + index + 1,
    kind: kind as ProfileOptionKind,
    name,
  })),
);
