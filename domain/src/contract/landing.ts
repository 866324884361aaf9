import { defineFeatureContract } from './feature-contract';

/** The public landing pages (`001 §2`): three hiring campaigns and the higher-education courses page. */
export const landingContract = defineFeatureContract({
  feature: 'landing',
  clientPaths: {
    MORNINGSTAR_JOBS: '/morningstarindia-jobs-research',
    KOTAK_JOBS: '/kotakbank-career-jobs',
    BFSI_HIRING: '/BFSI-Hiring',
    HIGHER_EDUCATION: '/higher-education-courses',
  },
});
