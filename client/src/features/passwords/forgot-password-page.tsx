import { useEffect, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { useNavigate } from 'react-router-dom';
import { useSnackbar } from '../../shared/toast';
import { Delay, Text, forgotPasswordSchema, loginRouteOf, type ForgotPasswordValues } from '@finx/domain';
import { useForgotPasswordMutation } from '../../graphql/generated/hooks';
import { applyUserErrors } from '../../graphql/use-operation';
import { lastKnownRoleId } from '../../shared/session-route';
import { PasswordPageFrame } from './password-page-frame';

/**
 * `/forgotpassword` (`000 §2`, §4): one e-mail field, Cancel and Submit. Success shows the spec's toast
 * and after 3 s goes to the role's login. The answer is the same whether or not the address is known.
 */
export default function ForgotPasswordPage() {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [forgotPassword] = useForgotPasswordMutation();
  const [sent, setSent] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const formik = useFormik<ForgotPasswordValues>({
    initialValues: { email: '' },
    validationSchema: forgotPasswordSchema,
    onSubmit: async (values, helpers) => {
      const { email } = forgotPasswordSchema.cast(values);
      const { data } = await forgotPassword({ variables: { email } });
      if (!data) return;
      if (!data.forgotPassword.ok) {
        for (const error of applyUserErrors(data.forgotPassword.userErrors, helpers, values)) {
          enqueueSnackbar(error.message, { variant: 'error' });
        }
        return;
      }
      setSent(true);
      enqueueSnackbar(Text.RESET_LINK_SENT, { variant: 'success' });
      // `000 §4`: the role's login, without the time-out flag.
      const target = loginRouteOf(lastKnownRoleId());
      timer.current = setTimeout(() => navigate(target, { replace: true }), Delay.AFTER_FORGOT_PASSWORD);
    },
  });
  const busy = formik.isSubmitting || sent;
  const error = formik.touched.email ? formik.errors.email : undefined;

  return (
    <PasswordPageFrame title="Forgot Password">
      <Stack
        component="form"
        noValidate
        spacing={2}
        onSubmit={formik.handleSubmit}
        aria-label="Forgot password"
      >
        <TextField
          id="forgot-email"
          name="email"
          label="Email ID"
          type="email"
          autoComplete="email"
          value={formik.values.email}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          error={Boolean(error)}
          helperText={error}
          disabled={busy}
          fullWidth
          slotProps={{ htmlInput: { 'data-testid': 'forgot-email' } }}
        />
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={() => navigate(-1)} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy} data-testid="forgot-submit">
            Submit
          </Button>
        </Stack>
      </Stack>
    </PasswordPageFrame>
  );
}
