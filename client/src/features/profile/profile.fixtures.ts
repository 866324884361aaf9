import { EducationListsDocument, type LearnerProfileFieldsFragment } from '../../graphql/generated/graphql';
import { type GatewayData, mockOperation } from '../../test/mock-operation';

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

const option = (id: number, name: string) => ({ __typename: 'ProfileOption', id, name }) as const;

/**
 * The education form's lists as the gateway answers them, deliberately not the domain's own lists: a form
 * must offer what the server sends.
 */
export const educationListsMock = mockOperation(EducationListsDocument, {
  data: {
    educationQualifications: [option(4, 'Graduate'), option(5, 'Post Graduate')],
    educationYears: [option(2031, '2031'), option(2024, '2024')],
  },
});
