import { DEFAULT_PIPELINE, RoleId } from '@finx/domain';
import type {
  CandidateFieldsFragment,
  StaffJobFieldsFragment,
  StaffJobLookupsQuery,
  StaffStageCountFieldsFragment,
  InterviewInvitationFieldsFragment,
} from '../../graphql/generated/graphql';
import { adminViewer } from '../../test/fixtures';
import type { GatewayData } from '../../test/mock-operation';

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

export const candidate = (
  changes: Partial<GatewayData<CandidateFieldsFragment>> = {},
): GatewayData<CandidateFieldsFragment> => ({
  __typename: 'Candidate',
  id: `Candidate:${changes.applicationId ?? 7001}`,
  applicationId: 7001,
  jobId: 601,
  jobTitle: 'Relationship Manager - Retail Banking',
  partyId: 1070,
  fullName: 'Neha Jobseeker',
  email: 'jobseeker@finx.demo',
  mobile: '9876500070',
  appliedOn: '2030-01-05T06:00:00.000Z',
  stageName: 'Screening',
  stageKind: 'SCREENING',
  status: 'IN_PROGRESS',
  rejectionReason: null,
  featScore: 72.4,
  cfxProgress: null,
  employabilityScore: 65,
  certificates: ['Credit Risk Essentials'],
  answers: [
    { __typename: 'CandidateAnswer', questionId: 71, question: 'Years of credit experience', answer: ['3'] },
  ],
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

/** An interview invitation as staff and the learner read it. */
export const invitation = (
  changes: Partial<GatewayData<InterviewInvitationFieldsFragment>> = {},
): GatewayData<InterviewInvitationFieldsFragment> => ({
  __typename: 'InterviewInvitation',
  id: `InterviewInvitation:${changes.invitationId ?? 81}`,
  invitationId: 81,
  applicationId: 7001,
  jobId: 601,
  jobTitle: 'Relationship Manager - Retail Banking',
  corporateName: 'Demo Bank',
  stageId: 904,
  stageName: 'Interview round 1',
  scheduledAt: '2099-03-10T05:30:00.000Z',
  details: 'Room 4, Demo Bank, Fort, Mumbai',
  response: null,
  respondedAt: null,
  ...changes,
});
