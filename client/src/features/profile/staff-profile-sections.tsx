import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { object } from 'yup';
import { personalDetailsSchema } from '@finx/domain';
import type { LearnerProfileFieldsFragment } from '../../graphql/generated/graphql';
import { useLearnerProfileQuery, useStaffSaveDateOfBirthMutation } from '../../graphql/generated/hooks';
import { EducationSection, EmploymentSection } from './career-sections';
import { PreferencesSection } from './preferences-section';
import { fieldProps, ProfileSection, SectionForm, useSectionSave, ViewRows } from './profile-section';
import { StaffProfileTarget } from './staff-profile-target';

type Profile = LearnerProfileFieldsFragment;
const dateOfBirthSchema = object({ dateOfBirth: personalDetailsSchema.fields.dateOfBirth });

/** `001 §7` Admin saveDateOfBirth: the date of birth alone; the learner's gender stays theirs to give. */
function DateOfBirthSection({ profile, partyId }: { profile: Profile; partyId: number }) {
  const [save] = useStaffSaveDateOfBirthMutation();
  const finish = useSectionSave();
  const saved = profile.personal?.dateOfBirth ?? '';
  const form = (close: () => void, cancel?: () => void) => (
    <DateOfBirthForm
      initial={saved}
      cancel={cancel}
      submit={async (values, helpers) => {
        const { data } = await save({ variables: { partyId, dateOfBirth: values.dateOfBirth.trim() } });
        await finish(data?.staffSaveDateOfBirth, helpers, values, close);
      }}
    />
  );
  return (
    <ProfileSection
      id="dateOfBirth"
      title="Date of birth"
      complete={Boolean(saved)}
      view={<ViewRows rows={[['Date of birth', saved]]} />}
      form={form}
    />
  );
}

function DateOfBirthForm({
  initial,
  cancel,
  submit,
}: {
  initial: string;
  cancel?: () => void;
  submit: Parameters<typeof useFormik<{ dateOfBirth: string }>>[0]['onSubmit'];
}) {
  const formik = useFormik({
    initialValues: { dateOfBirth: initial },
    validationSchema: dateOfBirthSchema,
    onSubmit: submit,
  });
  return (
    <SectionForm
      id="dateOfBirth"
      label="Date of birth"
      onSubmit={formik.handleSubmit}
      busy={formik.isSubmitting}
      onCancel={cancel}
      sx={{ maxWidth: 320 }}
    >
      <TextField
        {...fieldProps(formik, 'dateOfBirth')}
        type="date"
        label="Date of birth"
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { 'data-testid': 'profile-field-dateOfBirth' },
        }}
      />
    </SectionForm>
  );
}

/**
 * /admin-edit-user-profile (admin and ops): the learner's date of birth, education, employment and
 * preferences, each saved for them through the admin service's calls with the learner's own rules.
 */
export function StaffProfileSections({ partyId }: { partyId: number }) {
  const { data } = useLearnerProfileQuery({ variables: { partyId }, fetchPolicy: 'cache-and-network' });
  const profile = data?.learnerProfile;
  if (!profile) return null;
  return (
    <StaffProfileTarget partyId={partyId}>
      <Stack spacing={2} sx={{ maxWidth: 720 }} data-testid="staff-profile-sections">
        <Typography variant="h5" component="h2">
          Profile ({profile.completeness} % complete)
        </Typography>
        <DateOfBirthSection profile={profile} partyId={partyId} />
        <EducationSection profile={profile} />
        <EmploymentSection profile={profile} />
        <PreferencesSection profile={profile} />
      </Stack>
    </StaffProfileTarget>
  );
}
