import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useSnackbar } from '../../shared/toast';
import { useState } from 'react';
import { OTHER_PREFERENCE_MAX, OTHER_PREFERENCE_TOO_LONG } from '@finx/domain';
import { useMyOtherPreferenceQuery, useSaveOtherPreferenceMutation } from '../../graphql/generated/hooks';
import { fieldProps, SECTION_SAVED_TEXT, SectionForm, ViewRows } from './profile-section';

interface OtherPreferenceForm {
  otherPreference: string;
}

const validate = ({ otherPreference }: OtherPreferenceForm) =>
  otherPreference.trim().length > OTHER_PREFERENCE_MAX ? { otherPreference: OTHER_PREFERENCE_TOO_LONG } : {};

/**
 * `001 §7` otherpref: what the learner would like beyond the preference lists (a role, place or field the
 * lists lack), in their own words. Optional, so it neither counts towards completeness nor opens as a form.
 */
export function OtherPreferenceSection() {
  const { data } = useMyOtherPreferenceQuery();
  const [save] = useSaveOtherPreferenceMutation();
  const { enqueueSnackbar } = useSnackbar();
  const [editing, setEditing] = useState(false);
  const saved = data?.myOtherPreference.otherPreference ?? null;
  const formik = useFormik<OtherPreferenceForm>({
    initialValues: { otherPreference: saved ?? '' },
    enableReinitialize: true,
    validate,
    onSubmit: async ({ otherPreference }, helpers) => {
      const { data: answer } = await save({ variables: { otherPreference: otherPreference.trim() || null } });
      const payload = answer?.saveOtherPreference;
      if (!payload) return;
      for (const error of payload.userErrors) {
        if (error.field === 'otherPreference') helpers.setFieldError('otherPreference', error.message);
        else enqueueSnackbar(error.message, { variant: 'error' });
      }
      if (payload.otherPreference) {
        enqueueSnackbar(SECTION_SAVED_TEXT, { variant: 'success' });
        setEditing(false);
      }
    },
  });
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="other-preferences-title"
      sx={{ p: { xs: 2, sm: 3 } }}
      data-testid="profile-other-preferences"
    >
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="h6" component="h2" id="other-preferences-title" sx={{ flexGrow: 1 }}>
            Other preferences
          </Typography>
          {!editing && (
            <Button
              size="small"
              onClick={() => setEditing(true)}
              data-testid="profile-other-preferences-edit"
            >
              Edit
            </Button>
          )}
        </Stack>
        {editing ? (
          <SectionForm
            id="other-preferences"
            label="Other preferences"
            onSubmit={formik.handleSubmit}
            busy={formik.isSubmitting}
            onCancel={() => {
              formik.resetForm();
              setEditing(false);
            }}
          >
            <TextField
              {...fieldProps(formik, 'otherPreference')}
              label="Anything the lists above do not offer"
              multiline
              minRows={2}
            />
          </SectionForm>
        ) : (
          <ViewRows rows={[['Other preferences', saved]]} />
        )}
      </Stack>
    </Paper>
  );
}
