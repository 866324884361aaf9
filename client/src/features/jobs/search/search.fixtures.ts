import type { JobSummaryFieldsFragment } from '../../../graphql/generated/graphql';
import type { GatewayData } from '../../../test/mock-operation';

/** A job as the gateway answers it in lists, for the jobs screens' tests. */
export const jobSummary = (
  changes: Partial<JobSummaryFieldsFragment> = {},
): GatewayData<JobSummaryFieldsFragment> => ({
  __typename: 'JobSummary',
  id: `Job:${changes.jobId ?? 11}`,
  jobId: 11,
  title: 'Credit Analyst',
  corporateName: 'Kotak Mahindra Bank',
  jobFunction: 'Credit',
  locations: ['Mumbai', 'Pune'],
  keySkills: ['Credit appraisal', 'Financial analysis', 'Excel'],
  minExperience: 1,
  maxExperience: 3,
  salaryMin: 350000,
  salaryMax: 600000,
  employmentType: 'FULL_TIME',
  employmentTypeLabel: 'Full time',
  postedOn: '2030-01-02T04:00:00.000Z',
  closesOn: '2030-03-01',
  fit: {
    __typename: 'JobFit',
    percent: 67,
    matchedSkills: ['Credit appraisal', 'Excel'],
    missingSkills: ['Financial analysis'],
  },
  applicationStatus: null,
  ...changes,
});
