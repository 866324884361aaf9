import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useFormik, type FormikHelpers } from 'formik';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSnackbar } from '../../shared/toast';
import { ClientRoute, Text, resetPasswordSchema, type ResetPasswordValues } from '@finx/domain';
import { useResetPasswordMutation } from '../../graphql/generated/hooks';
import { applyUserErrors } from '../../graphql/use-operation';
import { PasswordField } from './password-field';
import { PasswordPageFrame } from './password-page-frame';
import { PasswordPolicyChecklist } from './password-policy-checklist';

/**
 * `/forgotpasswordnext?id=` (`000 §2`, §4): new and confirm password for the mailed link. Success shows
 * 'Password has been reset successfully.' and goes to /; a used or expired link shows the server's reason.
 */
export default function ResetPasswordPage() {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [params] = useSearchParams();
  const token = params.get('id') ?? '';
  const [resetPassword] = useResetPasswordMutation();
  const [done, setDone] = useState(false);

  const onSubmit = async (values: ResetPasswordValues, helpers: FormikHelpers<ResetPasswordValues>) => {
    const { data } = await resetPassword({
      variables: { input: { token, newPassword: values.newPassword } },
    });
    if (!data) return;
    // The policy lands under New Password; `000 §8`: any other failure (a used link) is the reason as a toast.
    const rest = applyUserErrors(data.resetPassword.userErrors, helpers, values);
    for (const error of rest) enqueueSnackbar(error.message, { variant: 'error' });
    if (!data.resetPassword.ok) return;
    setDone(true);
    enqueueSnackbar(Text.PASSWORD_RESET, { variant: 'success' });
    // `000 §4`: reset success goes to / (the toast stays on screen across the navigation).
    navigate(ClientRoute.home(), { replace: true });
  };

  const formik = useFormik<ResetPasswordValues>({
    initialValues: { newPassword: '', confirmPassword: '' },
    validationSchema: resetPasswordSchema,
    onSubmit,
  });
  const { values, errors, touched } = formik;
  const busy = formik.isSubmitting || done;

  return (
    <PasswordPageFrame title="Reset Password">
      {token === '' ? (
        <Alert severity="error">
          The reset link is incomplete. Please open the link from the mail again.
        </Alert>
      ) : (
        <Stack
          component="form"
          noValidate
          spacing={2}
          onSubmit={formik.handleSubmit}
          aria-label="Reset password"
        >
          <PasswordField
            name="newPassword"
            label="New Password"
            autoComplete="new-password"
            value={values.newPassword}
            error={touched.newPassword ? errors.newPassword : undefined}
            disabled={busy}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
          />
          <PasswordPolicyChecklist value={values.newPassword} noSpaces={false} />
          <PasswordField
            name="confirmPassword"
            label="Confirm Password"
            autoComplete="new-password"
            value={values.confirmPassword}
            error={touched.confirmPassword ? errors.confirmPassword : undefined}
            disabled={busy}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
          />
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={() => navigate(ClientRoute.home())} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={busy} data-testid="reset-submit">
              Submit
            </Button>
          </Stack>
        </Stack>
      )}
    </PasswordPageFrame>
  );
}
