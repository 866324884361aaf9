import type { LearnerProfileFieldsFragment } from '../../graphql/generated/graphql';
import type { GatewayData } from '../../test/mock-operation';

/** A learner's profile as the gateway answers it: empty, with what a test needs changed. */
export const learnerProfile = (
  changes: Partial<GatewayData<LearnerProfileFieldsFragment>> = {},
): GatewayData<LearnerProfileFieldsFragment> => ({
  __typename: 'LearnerProfile',
  id: 'LearnerProfile:1060',
  firstName: 'Aarav',
  lastName: 'Nair',
  personal: null,
  parents: null,
  address: null,
  education: null,
  employment: null,
  preferences: null,
  maskedAadhar: null,
  completeSections: [],
  completeness: 0,
  employabilityScore: 0,
  ...changes,
});
