import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { object } from 'yup';
import { emailField } from '@finx/domain';
import { useChangeLearnerEmailMutation } from '../../graphql/generated/hooks';
import { applyUserErrors } from '../../graphql/use-operation';
import { formikTextField } from '../../shared/formik-text-field';
import { useSnackbar } from '../../shared/toast';

export const EMAIL_CHANGED_TEXT = 'E-mail changed: the learner signs in with the new address from now on';

const schema = object({ email: emailField });

/**
 * `001 §7` Admin email (/admin-edit-user-profile, admin and ops): a learner's new sign-in address,
 * checked by the registration form's rule; a taken address is refused under the field.
 */
export function LearnerEmailForm({ partyId, email }: { partyId: number; email: string }) {
  const { enqueueSnackbar } = useSnackbar();
  const [change] = useChangeLearnerEmailMutation();
  const formik = useFormik({
    initialValues: { email },
    enableReinitialize: true,
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      const { data } = await change({ variables: { input: { partyId, email: values.email.trim() } } });
      const payload = data?.changeLearnerEmail;
      if (!payload) return;
      for (const error of applyUserErrors(payload.userErrors, helpers, values)) {
        enqueueSnackbar(error.message, { variant: 'error' });
      }
      if (payload.user) enqueueSnackbar(EMAIL_CHANGED_TEXT, { variant: 'success' });
    },
  });
  return (
    <Stack
      component="form"
      noValidate
      spacing={1}
      onSubmit={formik.handleSubmit}
      aria-label="Sign-in e-mail"
      sx={{ maxWidth: 480 }}
    >
      <TextField {...formikTextField(formik, 'email', 'learner-email')} label="Sign-in e-mail" type="email" />
      <Button
        type="submit"
        variant="outlined"
        disabled={formik.isSubmitting || formik.values.email.trim().toLowerCase() === email}
        data-testid="learner-email-save"
        sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
      >
        Change e-mail
      </Button>
    </Stack>
  );
}
