import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { aadharField } from '@finx/domain';
import { object } from 'yup';
import type { LearnerProfileFieldsFragment } from '../../graphql/generated/graphql';
import { useSaveAadharMutation } from '../../graphql/generated/hooks';
import { fieldProps, ProfileSection, SectionForm, useSectionSave, ViewRows } from './profile-section';

type Profile = LearnerProfileFieldsFragment;
const aadharSchema = object({ aadharNumber: aadharField });

function AadharForm({
  profile,
  close,
  cancel,
}: {
  profile: Profile;
  close: () => void;
  cancel?: () => void;
}) {
  const [save] = useSaveAadharMutation();
  const finish = useSectionSave();
  const masked = profile.maskedAadhar;
  // The masked form shown back saves as unchanged; the shared rule knows it by its last four digits.
  const storedLastFour = masked ? masked.slice(-4) : null;
  const formik = useFormik({
    initialValues: { aadharNumber: masked ?? '' },
    validate: async (values) => {
      try {
        await aadharSchema.validate(values, { context: { storedLastFour } });
        return {};
      } catch (error) {
        return { aadharNumber: (error as Error).message };
      }
    },
    onSubmit: async (values, helpers) => {
      const { data } = await save({ variables: { input: { aadharNumber: values.aadharNumber.trim() } } });
      await finish(data?.saveAadhar, helpers, values, close);
    },
  });
  return (
    <SectionForm
      id="aadhar"
      label="Aadhar"
      onSubmit={formik.handleSubmit}
      busy={formik.isSubmitting}
      onCancel={cancel}
      sx={{ maxWidth: 400 }}
    >
      <TextField
        {...fieldProps(formik, 'aadharNumber')}
        label="Aadhar number"
        autoComplete="off"
        slotProps={{
          htmlInput: { inputMode: 'numeric', maxLength: 19, 'data-testid': 'profile-field-aadharNumber' },
        }}
      />
    </SectionForm>
  );
}

/** `001 §5` Aadhar: twelve digits with the Verhoeff check, kept encrypted, shown masked. */
export function AadharSection({ profile }: { profile: Profile }) {
  return (
    <ProfileSection
      id="aadhar"
      title="Aadhar"
      complete={Boolean(profile.maskedAadhar)}
      view={
        <Stack spacing={1}>
          <ViewRows rows={[['Aadhar number', profile.maskedAadhar]]} />
          <Typography variant="body2" color="text.secondary">
            Only the last four digits are shown; the number is stored encrypted.
          </Typography>
        </Stack>
      }
      form={(close, cancel) => <AadharForm profile={profile} close={close} cancel={cancel} />}
    />
  );
}
