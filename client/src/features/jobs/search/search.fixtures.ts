import { DEFAULT_PIPELINE } from '@finx/domain';
import type {
  AppliedJobFieldsFragment,
  JobDetailsQuery,
  JobSummaryFieldsFragment,
} from '../../graphql/generated/graphql';
import type { GatewayData } from '../../test/mock-operation';

type Details = NonNullable<JobDetailsQuery['job']>;

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

export const jobDetails = (changes: Partial<Details> = {}): GatewayData<Details> => ({
  ...jobSummary(),
  __typename: 'JobDetails',
  description: 'Appraise retail and SME credit proposals.',
  corporateAbout: 'A leading private sector bank.',
  openings: 2,
  open: true,
  questions: [
    {
      __typename: 'JobQuestion',
      questionId: 71,
      text: 'Years of credit experience',
      answerType: 'NUMBER',
      options: [],
      required: true,
    },
    {
      __typename: 'JobQuestion',
      questionId: 72,
      text: 'Can you relocate?',
      answerType: 'YES_NO',
      options: [],
      required: true,
    },
  ],
  recommendedCourse: {
    __typename: 'JobCourse',
    productId: 5,
    productName: 'Credit Risk Essentials',
    price: 4999,
    owned: false,
    inCart: false,
  },
  similar: [jobSummary({ id: 'Job:12', jobId: 12, title: 'KYC Analyst' })],
  ...changes,
});

export const appliedJob = (
  changes: Partial<AppliedJobFieldsFragment> = {},
): GatewayData<AppliedJobFieldsFragment> => ({
  __typename: 'AppliedJob',
  id: 'JobApplication:301',
  applicationId: 301,
  job: jobSummary({ applicationStatus: 'IN_PROGRESS' }),
  appliedOn: '2030-01-05T04:00:00.000Z',
  status: 'IN_PROGRESS',
  currentStage: 'Interview round 1',
  stages: DEFAULT_PIPELINE.map((stage, index) => ({
    __typename: 'ApplicationStage',
    name: stage.name,
    kind: stage.kind,
    reachedOn: index < 4 ? `2030-01-${String(5 + 2 * index).padStart(2, '0')}T04:00:00.000Z` : null,
  })),
  history: [
    {
      __typename: 'ApplicationHistoryEntry',
      at: '2030-01-05T04:00:00.000Z',
      stageName: 'Applied',
      status: 'IN_PROGRESS',
      reason: null,
    },
  ],
  rejectionReason: null,
  ...changes,
});
