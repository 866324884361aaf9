import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useFormik, type FormikHelpers } from 'formik';
import { useNavigate, Link as RouterLink } from 'react-router-dom';
import { useApolloClient } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import {
  Delay,
  LoginMessage,
  ReasonCode,
  identifierMode,
  loginSchema,
  messageFor,
  type LoginValues,
} from '@finx/domain';
import { useLoginMutation } from '../../graphql/generated/hooks';
import { ViewerDocument, type ViewerFieldsFragment } from '../../graphql/generated/graphql';
import { applyUserErrors, userErrorMessage } from '../../graphql/use-operation';
import { useCapsLock } from './use-caps-lock';
import { rememberRole, safeInternalPath } from './session-route';

/** Where a login reason code belongs when the server does not name the field. */
const FIELD_FOR_CODE: Partial<Record<string, keyof LoginValues>> = {
  [ReasonCode.UNKNOWN_EMAIL]: 'username',
  [ReasonCode.INVALID_EMAIL]: 'username',
  [ReasonCode.MOBILE_NOT_REGISTERED]: 'username',
  [ReasonCode.INVALID_CREDENTIALS]: 'password',
};
const FIELDS: readonly (keyof LoginValues)[] = ['username', 'password'];

export const MOBILE_OTP_NOTE = 'Mobile OTP sign-in is coming soon';

type Props = {
  /** Called once the server accepted the credentials, before the delayed redirect. */
  onSignedIn?: (viewer: ViewerFieldsFragment) => void;
};

/**
 * The Login tab (`000 §2`, §5): one identifier field that switches mode on its shape, Caps Lock
 * warning, Sign in shown only when both fields are filled, Forgot Password link, trimmed values, field
 * errors from the spec's schema and from the server's userErrors, then a success toast and the redirect
 * after Delay.AFTER_LOGIN.
 */
export function LoginForm({ onSignedIn }: Props) {
  const navigate = useNavigate();
  const client = useApolloClient();
  const { enqueueSnackbar } = useSnackbar();
  const [login] = useLoginMutation();
  const { capsLock, onKeyEvent } = useCapsLock();
  const [showPassword, setShowPassword] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const onSubmit = async (values: LoginValues, helpers: FormikHelpers<LoginValues>) => {
    const { username, password } = loginSchema.cast(values);
    const { data } = await login({ variables: { input: { username, password } } });
    if (!data) return; // a GraphQL or network error, already shown by the wrapper
    const { userErrors, viewer, redirectTo } = data.login;
    if (userErrors.length > 0) {
      const rest = applyUserErrors(userErrors, helpers, { fields: FIELDS, fieldForCode: FIELD_FOR_CODE });
      for (const error of rest) enqueueSnackbar(userErrorMessage(error), { variant: 'error' });
      return;
    }
    if (!viewer) {
      enqueueSnackbar(messageFor(ReasonCode.INTERNAL), { variant: 'error' });
      return;
    }
    rememberRole(viewer.roleId);
    onSignedIn?.(viewer);
    setRedirecting(true);
    enqueueSnackbar(`Welcome back, ${viewer.name}! Signing you in…`, { variant: 'success' });
    const target = safeInternalPath(redirectTo, viewer.landingRoute);
    redirectTimer.current = setTimeout(() => {
      // The cache learns about the session only now, so screens that react to a signed-in viewer
      // (the home page sends learners to their dashboard) do not cut the spec's 3 s delay short.
      client.writeQuery({ query: ViewerDocument, data: { viewer } });
      navigate(target, { replace: true });
    }, Delay.AFTER_LOGIN);
  };

  const formik = useFormik<LoginValues>({
    initialValues: { username: '', password: '' },
    validationSchema: loginSchema,
    onSubmit,
  });
  const { values, errors, touched } = formik;
  const mode = identifierMode(values.username);
  const mobileMode = mode === 'mobile';
  const bothFilled = values.username.trim() !== '' && values.password.trim() !== '';
  const bothMissing =
    touched.username && touched.password && values.username.trim() === '' && values.password.trim() === '';
  const usernameError = !bothMissing && touched.username ? errors.username : undefined;
  const passwordError = !bothMissing && touched.password ? errors.password : undefined;
  const busy = formik.isSubmitting || redirecting;

  return (
    <Stack component="form" noValidate onSubmit={formik.handleSubmit} spacing={2} aria-label="Login">
      <TextField
        id="login-username"
        name="username"
        label="Email ID / Mobile Number"
        autoComplete="username"
        value={values.username}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        onKeyDown={onKeyEvent}
        onKeyUp={onKeyEvent}
        error={Boolean(usernameError)}
        helperText={usernameError}
        disabled={busy}
        fullWidth
        slotProps={{ htmlInput: { 'data-testid': 'login-username', inputMode: 'email' } }}
      />

      {mobileMode ? (
        <Stack spacing={1.5}>
          <Alert severity="info" data-testid="login-otp-note">
            {MOBILE_OTP_NOTE}
          </Alert>
          <Button variant="outlined" disabled fullWidth>
            Get OTP
          </Button>
        </Stack>
      ) : (
        <TextField
          id="login-password"
          name="password"
          label="Password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          value={values.password}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          onKeyDown={onKeyEvent}
          onKeyUp={onKeyEvent}
          error={Boolean(passwordError)}
          helperText={passwordError}
          disabled={busy}
          fullWidth
          slotProps={{
            htmlInput: { 'data-testid': 'login-password' },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    aria-label={showPassword ? 'Hide password' : 'Show password'}
                    onClick={() => setShowPassword((shown) => !shown)}
                    edge="end"
                  >
                    {showPassword ? <VisibilityOff /> : <Visibility />}
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
      )}

      {capsLock && (
        <Alert severity="warning" data-testid="caps-lock-warning">
          Caps Lock is on
        </Alert>
      )}
      {bothMissing && (
        <FormHelperText error role="alert">
          {LoginMessage.BOTH_REQUIRED}
        </FormHelperText>
      )}

      <Link component={RouterLink} to="/forgotpassword" variant="body2" sx={{ alignSelf: 'flex-end' }}>
        Forgot Password?
      </Link>

      {!mobileMode && bothFilled && (
        <Button type="submit" variant="contained" size="large" disabled={busy} data-testid="login-submit">
          Sign in
        </Button>
      )}
    </Stack>
  );
}
