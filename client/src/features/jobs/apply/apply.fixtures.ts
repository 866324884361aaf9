import type { JobDetailsQuery } from '../../../graphql/generated/graphql';
import type { GatewayData } from '../../../test/mock-operation';
import { jobSummary } from '../search/search.fixtures';

type Details = NonNullable<JobDetailsQuery['job']>;

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
