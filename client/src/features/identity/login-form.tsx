import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useFormik, type FormikHelpers } from 'formik';
import { Link as RouterLink } from 'react-router-dom';
import { ClientRoute, LoginMessage, identifierMode, loginSchema, type LoginValues } from '@finx/domain';
import { useLoginMutation } from '../../graphql/generated/hooks';
import type { ViewerFieldsFragment } from '../../graphql/generated/graphql';
import { OutlinedTextField } from '../../shared/outlined-text-field';
import { useCapsLock } from './use-caps-lock';
import { MobileLogin } from './mobile-login';
import { SocialSignInButtons } from './social-sign-in-buttons';
import { applyUserErrors } from '../../graphql/use-operation';
import { useSignInFlow, type PlaceErrors } from './use-sign-in-flow';

type Props = {
  /** Called once the server accepted the credentials, before the delayed redirect. */
  onSignedIn?: (viewer: ViewerFieldsFragment) => void;
};

/**
 * The Login tab (`000 §2`, §5): one identifier field that switches mode on its shape (digits: mobile
 * and OTP, below in MobileLogin; an e-mail: password), Caps Lock warning, Sign in shown only when both
 * fields are filled, Forgot Password link, trimmed values, field errors from the spec's schema and
 * from the server's userErrors, messages of no field above the button, and the login prompts (SM-07,
 * SM-14) and redirect of useSignInFlow.
 */
export function LoginForm({ onSignedIn }: Props) {
  const [login] = useLoginMutation();
  const { capsLock, onKeyEvent } = useCapsLock();
  const [showPassword, setShowPassword] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const flow = useSignInFlow({ onSignedIn });

  const onSubmit = async (values: LoginValues, helpers: FormikHelpers<LoginValues>) => {
    const { username, password } = loginSchema.cast(values);
    setFormError(null);
    const place: PlaceErrors = (errors) => {
      for (const error of applyUserErrors(errors, helpers, values)) setFormError(error.message);
    };
    await flow.signIn(async (choices) => {
      const { data } = await login({ variables: { input: { username, password, ...choices } } });
      return data?.login ?? null;
    }, place);
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
  const busy = formik.isSubmitting || flow.pending || flow.redirecting;
  const showFormError = (message: string) => setFormError(message);

  return (
    <Stack component="form" noValidate onSubmit={formik.handleSubmit} spacing={2} aria-label="Login">
      <OutlinedTextField
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
        htmlInput={{ 'data-testid': 'login-username', inputMode: 'email' }}
      />

      {mobileMode ? (
        <MobileLogin
          key={values.username.trim()}
          mobile={values.username.trim()}
          onMobileError={(message) => {
            void formik.setFieldTouched('username', true, false);
            formik.setFieldError('username', message);
          }}
          onFormError={showFormError}
          signIn={flow.signIn}
          busy={busy}
        />
      ) : (
        <OutlinedTextField
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
          htmlInput={{ 'data-testid': 'login-password' }}
          endAdornment={
            <InputAdornment position="end">
              <IconButton
                aria-label={showPassword ? 'Hide password' : 'Show password'}
                onClick={() => setShowPassword((shown) => !shown)}
                edge="end"
              >
                {showPassword ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          }
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

      {formError && (
        <Alert severity="error" data-testid="login-error">
          {formError}
        </Alert>
      )}

      <Link
        component={RouterLink}
        to={ClientRoute.forgotPassword()}
        variant="body2"
        sx={{ alignSelf: 'flex-end' }}
      >
        Forgot Password?
      </Link>

      {!mobileMode && bothFilled && (
        <Button type="submit" variant="contained" size="large" disabled={busy} data-testid="login-submit">
          Sign in
        </Button>
      )}

      <SocialSignInButtons signIn={flow.signIn} onFormError={showFormError} busy={busy} />
      {flow.prompts}
    </Stack>
  );
}
