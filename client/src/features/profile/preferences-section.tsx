import Autocomplete from '@mui/material/Autocomplete';
import { useFormik } from 'formik';
import { preferencesSchema } from '@finx/domain';
import type {
  LearnerProfileFieldsFragment,
  ProfileOptionFieldsFragment,
  ProfileOptionKind,
} from '../../graphql/generated/graphql';
import { useProfileOptionsQuery } from '../../graphql/generated/hooks';
import { ProfileSection, SectionForm, useSectionSave, ViewRows } from './profile-section';
import { usePreferencesSave } from './staff-profile-target';
import { autocompleteInput } from '../../shared/autocomplete-input';
import { fieldError } from '../../shared/formik-text-field';

type Profile = LearnerProfileFieldsFragment;
type Option = ProfileOptionFieldsFragment;

interface PreferencesForm {
  jobFunctionId: number | null;
  keySkillIds: number[];
  interestAreaIds: number[];
  preferredDomainId: number | null;
  locationIds: number[];
}
type SingleKey = 'jobFunctionId' | 'preferredDomainId';
type ManyKey = 'keySkillIds' | 'interestAreaIds' | 'locationIds';

function useOptions(kind: ProfileOptionKind): Option[] {
  return useProfileOptionsQuery({ variables: { kind } }).data?.profileOptions ?? [];
}

function PreferencesFormView({
  profile,
  close,
  cancel,
}: {
  profile: Profile;
  close: () => void;
  cancel?: () => void;
}) {
  const save = usePreferencesSave();
  const finish = useSectionSave();
  const saved = profile.preferences;
  const lists: Record<SingleKey | ManyKey, Option[]> = {
    jobFunctionId: useOptions('JOB_FUNCTION'),
    keySkillIds: useOptions('KEY_SKILL'),
    interestAreaIds: useOptions('INTEREST_AREA'),
    preferredDomainId: useOptions('PREFERRED_DOMAIN'),
    locationIds: useOptions('LOCATION'),
  };
  const formik = useFormik<PreferencesForm>({
    initialValues: {
      jobFunctionId: saved?.jobFunction.id ?? null,
      keySkillIds: saved?.keySkills.map((o) => o.id) ?? [],
      interestAreaIds: saved?.interestAreas.map((o) => o.id) ?? [],
      preferredDomainId: saved?.preferredDomain.id ?? null,
      locationIds: saved?.locations.map((o) => o.id) ?? [],
    },
    validationSchema: preferencesSchema,
    onSubmit: async (values, helpers) => {
      await finish(await save(preferencesSchema.cast(values)), helpers, values, close);
    },
  });
  const errorOf = (name: SingleKey | ManyKey) => fieldError(formik, name);
  const input = (name: SingleKey | ManyKey, label: string) =>
    autocompleteInput({
      label,
      testId: `profile-field-${name}`,
      error: errorOf(name),
      hint: ' ',
      onBlur: () => void formik.setFieldTouched(name, true),
    });
  const single = (name: SingleKey, label: string) => (
    <Autocomplete
      options={lists[name]}
      value={lists[name].find((o) => o.id === formik.values[name]) ?? null}
      onChange={(_, next) => void formik.setFieldValue(name, next?.id ?? null)}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(o, v) => o.id === v.id}
      disabled={formik.isSubmitting}
      fullWidth
      renderInput={input(name, label)}
    />
  );
  const many = (name: ManyKey, label: string) => (
    <Autocomplete
      multiple
      options={lists[name]}
      value={lists[name].filter((o) => formik.values[name].includes(o.id))}
      onChange={(_, next) =>
        void formik.setFieldValue(
          name,
          next.map((o) => o.id),
        )
      }
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(o, v) => o.id === v.id}
      disabled={formik.isSubmitting}
      fullWidth
      renderInput={input(name, label)}
    />
  );
  return (
    <SectionForm
      id="preferences"
      label="Preferences"
      onSubmit={formik.handleSubmit}
      busy={formik.isSubmitting}
      onCancel={cancel}
      sx={{ maxWidth: 640 }}
    >
      {single('jobFunctionId', 'Job function')}
      {many('keySkillIds', 'Key skills')}
      {many('interestAreaIds', 'Interest areas (optional)')}
      {single('preferredDomainId', 'Preferred domain')}
      {many('locationIds', 'Preferred locations')}
    </SectionForm>
  );
}

export function PreferencesSection({ profile }: { profile: Profile }) {
  const preferences = profile.preferences;
  const names = (options: readonly Option[] | undefined) => options?.map((o) => o.name).join(', ');
  return (
    <ProfileSection
      id="preferences"
      title="Preferences"
      complete={Boolean(preferences)}
      view={
        <ViewRows
          rows={[
            ['Job function', preferences?.jobFunction.name],
            ['Key skills', names(preferences?.keySkills)],
            ['Interest areas', names(preferences?.interestAreas)],
            ['Preferred domain', preferences?.preferredDomain.name],
            ['Preferred locations', names(preferences?.locations)],
          ]}
        />
      }
      form={(close, cancel) => <PreferencesFormView profile={profile} close={close} cancel={cancel} />}
    />
  );
}
