import { DEFAULT_PIPELINE } from '@finx/domain';
import type { AppliedJobFieldsFragment } from '../../../graphql/generated/graphql';
import type { GatewayData } from '../../../test/mock-operation';
import { jobSummary } from '../search/search.fixtures';

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
