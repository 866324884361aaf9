import { createContext, type ReactNode, useContext } from 'react';
import type { EducationInput, EmploymentInput, PreferencesInput } from '../../graphql/generated/graphql';
import type { UserErrorLike } from '../../graphql/use-operation';
import {
  useSaveEducationMutation,
  useSaveEmploymentMutation,
  useSavePreferencesMutation,
  useStaffSaveEducationMutation,
  useStaffSaveEmploymentMutation,
  useStaffSavePreferencesMutation,
} from '../../graphql/generated/hooks';

/** The learner whose sections staff edit (/admin-edit-user-profile); null: the signed-in learner's own. */
const StaffTarget = createContext<number | null>(null);

/** The profile sections inside save for this learner, through the admin service's calls (`001 §7`). */
export function StaffProfileTarget({ partyId, children }: { partyId: number; children: ReactNode }) {
  return <StaffTarget.Provider value={partyId}>{children}</StaffTarget.Provider>;
}

type Saved = { profile: object | null; userErrors: readonly UserErrorLike[] };
type Save<TInput> = (input: TInput) => Promise<Saved | undefined>;

/** A section's save: the learner's own mutation, or staff's for the learner of the StaffProfileTarget. */
export function useEducationSave(): Save<EducationInput> {
  const partyId = useContext(StaffTarget);
  const [own] = useSaveEducationMutation();
  const [staff] = useStaffSaveEducationMutation();
  return async (input) =>
    partyId === null
      ? (await own({ variables: { input } })).data?.saveEducation
      : (await staff({ variables: { partyId, input } })).data?.staffSaveEducation;
}

export function useEmploymentSave(): Save<EmploymentInput> {
  const partyId = useContext(StaffTarget);
  const [own] = useSaveEmploymentMutation();
  const [staff] = useStaffSaveEmploymentMutation();
  return async (input) =>
    partyId === null
      ? (await own({ variables: { input } })).data?.saveEmployment
      : (await staff({ variables: { partyId, input } })).data?.staffSaveEmployment;
}

export function usePreferencesSave(): Save<PreferencesInput> {
  const partyId = useContext(StaffTarget);
  const [own] = useSavePreferencesMutation();
  const [staff] = useStaffSavePreferencesMutation();
  return async (input) =>
    partyId === null
      ? (await own({ variables: { input } })).data?.savePreferences
      : (await staff({ variables: { partyId, input } })).data?.staffSavePreferences;
}
