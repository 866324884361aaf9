import type {
  CandidateFieldsFragment,
  InterviewInvitationFieldsFragment,
} from '../../../graphql/generated/graphql';
import type { GatewayData } from '../../../test/mock-operation';

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
  placement: null,
  certificates: ['Credit Risk Essentials'],
  answers: [
    { __typename: 'CandidateAnswer', questionId: 71, question: 'Years of credit experience', answer: ['3'] },
    { __typename: 'CandidateAnswer', questionId: 72, question: 'Willing to relocate?', answer: ['YES'] },
  ],
  ...changes,
});

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
