import { DEFAULT_PIPELINE, RoleId } from '@finx/domain';
import type {
  StaffJobFieldsFragment,
  StaffJobLookupsQuery,
  StaffStageCountFieldsFragment,
} from '../../../graphql/generated/graphql';
import { adminViewer } from '../../../test/fixtures';
import type { GatewayData } from '../../../test/mock-operation';

/** The default pipeline as the gateway answers it, stage ids 901.., with counts where given. */
export const stageCounts = (
  counts: Record<string, [number, number]> = {},
): GatewayData<StaffStageCountFieldsFragment>[] =>
  DEFAULT_PIPELINE.map((stage, position) => ({
    __typename: 'StaffStageCount',
    stageId: 901 + position,
    name: stage.name,
    kind: stage.kind,
    position,
    inProgress: counts[stage.name]?.[0] ?? 0,
    rejected: counts[stage.name]?.[1] ?? 0,
  }));

/** A job as the staff screens read it. */
export const staffJob = (
  changes: Partial<GatewayData<StaffJobFieldsFragment>> = {},
): GatewayData<StaffJobFieldsFragment> => ({
  __typename: 'StaffJob',
  id: `StaffJob:${changes.jobId ?? 601}`,
  jobId: 601,
  title: 'Relationship Manager - Retail Banking',
  corporateId: 1,
  corporateName: 'Kotak Mahindra Bank',
  description: 'Grow and serve a book of retail customers across the branch network.',
  jobFunctionId: 31,
  jobFunction: 'Sales',
  keySkillIds: [41],
  keySkills: ['Communication'],
  locationIds: [51, 52],
  locations: ['Mumbai', 'Pune'],
  minExperience: 1,
  maxExperience: 3,
  salaryMin: 400000,
  salaryMax: 650000,
  employmentType: 'FULL_TIME',
  employmentTypeLabel: 'Full time',
  openings: 5,
  postedOn: '2030-01-02T04:00:00.000Z',
  closesOn: '2030-03-01',
  status: 'OPEN',
  open: true,
  recommendedProductId: null,
  questions: [],
  stages: stageCounts(),
  applicantTotal: 0,
  ...changes,
});

export const lookups: GatewayData<StaffJobLookupsQuery> = {
  staffJobLookups: {
    __typename: 'StaffJobLookups',
    keySkills: [
      { __typename: 'JobOption', id: 41, name: 'Communication' },
      { __typename: 'JobOption', id: 42, name: 'Excel' },
    ],
    jobFunctions: [{ __typename: 'JobOption', id: 31, name: 'Sales' }],
    answerTypes: ['TEXT', 'NUMBER', 'YES_NO', 'SINGLE_CHOICE', 'MULTI_CHOICE'],
    interviewStages: DEFAULT_PIPELINE.map((stage) => ({ __typename: 'StageTemplate', ...stage })),
    experience: [0, 1, 2, 3].map((years) => ({ __typename: 'JobOption', id: years, name: `${years} years` })),
    // The same id as the Sales function, as the gateway's lists may have: each list keeps its own names.
    rejectionReasons: [{ __typename: 'JobOption', id: 31, name: 'Did not clear the assessment' }],
    // Every corporate by name, one without any job among them.
    corporates: [
      { __typename: 'JobOption', id: 3, name: 'Axis Bank' },
      { __typename: 'JobOption', id: 1, name: 'Kotak Mahindra Bank' },
      { __typename: 'JobOption', id: 7, name: 'Zenith Finance' },
    ],
  },
};

export const opsViewer = {
  ...adminViewer,
  id: 'Viewer:3',
  userId: 3,
  email: 'ops@finx.demo',
  userName: 'ops@finx.demo',
  name: 'Meera Ops',
  roleId: RoleId.OPS,
  roleName: 'Operations',
  landingRoute: '/ops-dashboard',
};
