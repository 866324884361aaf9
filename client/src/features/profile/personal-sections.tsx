import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import {
  GENDERS,
  GenderLabel,
  profileParentsSchema,
  personalDetailsSchema,
  type ProfileParentsValues,
  type PersonalDetailsValues,
} from '@finx/domain';
import type { LearnerProfileFieldsFragment } from '../../graphql/generated/graphql';
import {
  useMyProfileQuery,
  useSaveParentDetailsMutation,
  useSavePersonalDetailsMutation,
} from '../../graphql/generated/hooks';
import { formatDate } from '../../shared/format';
import { fieldProps, ProfileSection, SectionForm, useSectionSave, ViewRows } from './profile-section';

type Profile = LearnerProfileFieldsFragment;
const FORM_SX = { maxWidth: 640 } as const;

function PersonalForm({
  profile,
  close,
  cancel,
}: {
  profile: Profile;
  close: () => void;
  cancel?: () => void;
}) {
  const [save] = useSavePersonalDetailsMutation();
  const finish = useSectionSave();
  const formik = useFormik<PersonalDetailsValues>({
    initialValues: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      dateOfBirth: profile.personal?.dateOfBirth ?? '',
      gender: profile.personal?.gender ?? '',
    },
    validationSchema: personalDetailsSchema,
    onSubmit: async (values, helpers) => {
      const { data } = await save({ variables: { input: personalDetailsSchema.cast(values) } });
      await finish(data?.savePersonalDetails, helpers, values, close);
    },
  });
  return (
    <SectionForm
      id="personal"
      label="Personal details"
      onSubmit={formik.handleSubmit}
      busy={formik.isSubmitting}
      onCancel={cancel}
      sx={FORM_SX}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }}>
        <TextField {...fieldProps(formik, 'firstName')} label="First name" autoComplete="given-name" />
        <TextField {...fieldProps(formik, 'lastName')} label="Last name" autoComplete="family-name" />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }}>
        <TextField
          {...fieldProps(formik, 'dateOfBirth')}
          type="date"
          label="Date of birth"
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { 'data-testid': 'profile-field-dateOfBirth' },
          }}
        />
        <TextField
          {...fieldProps(formik, 'gender')}
          select
          label="Gender"
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'profile-field-gender' } as object } }}
        >
          {GENDERS.map((gender) => (
            <MenuItem key={gender} value={gender} data-testid={`profile-gender-${gender}`}>
              {GenderLabel[gender]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </SectionForm>
  );
}

export function PersonalSection({ profile }: { profile: Profile }) {
  const personal = profile.personal;
  return (
    <ProfileSection
      id="personal"
      title="Personal details"
      complete={Boolean(personal)}
      view={
        <ViewRows
          rows={[
            ['Name', `${profile.firstName} ${profile.lastName}`],
            ['Date of birth', formatDate(personal?.dateOfBirth)],
            [
              'Gender',
              personal ? (GenderLabel[personal.gender as keyof typeof GenderLabel] ?? personal.gender) : null,
            ],
          ]}
        />
      }
      form={(close, cancel) => <PersonalForm profile={profile} close={close} cancel={cancel} />}
    />
  );
}

function ParentsForm({
  profile,
  close,
  cancel,
}: {
  profile: Profile;
  close: () => void;
  cancel?: () => void;
}) {
  const [save] = useSaveParentDetailsMutation();
  const finish = useSectionSave();
  const parents = profile.parents;
  const formik = useFormik<ProfileParentsValues>({
    initialValues: {
      fatherName: parents?.fatherName ?? '',
      fatherMobile: parents?.fatherMobile ?? '',
      motherName: parents?.motherName ?? '',
      motherMobile: parents?.motherMobile ?? '',
    },
    validationSchema: profileParentsSchema,
    onSubmit: async (values, helpers) => {
      const { data } = await save({ variables: { input: profileParentsSchema.cast(values) } });
      await finish(data?.saveParentDetails, helpers, values, close);
    },
  });
  const mobile = { inputMode: 'numeric', maxLength: 10 } as const;
  return (
    <SectionForm
      id="parents"
      label="Parents"
      onSubmit={formik.handleSubmit}
      busy={formik.isSubmitting}
      onCancel={cancel}
      sx={FORM_SX}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }}>
        <TextField {...fieldProps(formik, 'fatherName')} label="Father's name" />
        <TextField
          {...fieldProps(formik, 'fatherMobile')}
          label="Father's mobile (optional)"
          slotProps={{ htmlInput: { ...mobile, 'data-testid': 'profile-field-fatherMobile' } }}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }}>
        <TextField {...fieldProps(formik, 'motherName')} label="Mother's name" />
        <TextField
          {...fieldProps(formik, 'motherMobile')}
          label="Mother's mobile (optional)"
          slotProps={{ htmlInput: { ...mobile, 'data-testid': 'profile-field-motherMobile' } }}
        />
      </Stack>
    </SectionForm>
  );
}

export function ParentsSection({ profile }: { profile: Profile }) {
  const parents = profile.parents;
  return (
    <ProfileSection
      id="parents"
      title="Parents"
      complete={Boolean(parents)}
      view={
        <ViewRows
          rows={[
            ["Father's name", parents?.fatherName],
            ["Father's mobile", parents?.fatherMobile],
            ["Mother's name", parents?.motherName],
            ["Mother's mobile", parents?.motherMobile],
          ]}
        />
      }
      form={(close, cancel) => <ParentsForm profile={profile} close={close} cancel={cancel} />}
    />
  );
}

/**
 * The parents' section on the dashboard (`001 §3` updateParentDetails): the same record and form as My
 * Profile's, so a change in either place shows in both.
 */
export function ParentsCard() {
  const { data } = useMyProfileQuery({ fetchPolicy: 'cache-first' });
  const profile = data?.myProfile;
  return profile ? <ParentsSection profile={profile} /> : null;
}
