import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useFormik, type FormikHelpers } from 'formik';
import { useNavigate } from 'react-router-dom';
import { useApolloClient } from '@apollo/client/react';
import { useSnackbar } from '../../shared/toast';
import {
  ClientRoute,
  Delay,
  ReasonCode,
  RegistrationText,
  registerInputSchema,
  messageFor,
  type RegistrationValues,
} from '@finx/domain';
import {
  useRegisterMutation,
  useRegisterStaffMutation,
  useValidateEmailMutation,
} from '../../graphql/generated/hooks';
import { ViewerDocument } from '../../graphql/generated/operations/Viewer';
import { applyUserErrors, type UserErrorLike } from '../../graphql/use-operation';
import { OtpCountdown } from '../../shared/otp-countdown';
import { PolicyRoute } from '../../shared/site-links';
import { captureEntryLink, clearEntryLink, leadRegisterFrom, storedEntryLink } from './entry-link';
import { EntryLinkProductNotice } from './entry-link-product';
import { useMobileVerification } from './use-mobile-verification';

/** Learners register and are signed in; college officers and ops/admin staff ask for an account. */
export type RegistrationAudience = 'learner' | 'college' | 'staff';

const INITIAL: RegistrationValues = {
  mobile: '',
  otp: '',
  firstName: '',
  lastName: '',
  email: '',
  termsAccepted: false,
  messagingConsent: false,
};

/**
 * The Register form (`000 §2`, §4, §5): mobile, OTP box, names, e-mail, terms, optional consent. The
 * spec's schema from @finx/domain validates; the server repeats every check and its userErrors land on
 * the fields. A learner goes to /registerSuccess after Delay.AFTER_REGISTRATION, signed in.
 */
export function RegistrationForm({ audience = 'learner' }: { audience?: RegistrationAudience }) {
  const navigate = useNavigate();
  const client = useApolloClient();
  const { enqueueSnackbar } = useSnackbar();
  const [validateEmail] = useValidateEmailMutation();
  const [register] = useRegisterMutation();
  const [registerStaff] = useRegisterStaffMutation();
  const mobile = useMobileVerification();
  const [done, setDone] = useState<string | null>(null);
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    captureEntryLink(window.location.search, window.location.href);
    return () => clearTimeout(redirect.current);
  }, []);

  const onSubmit = async (values: RegistrationValues, helpers: FormikHelpers<RegistrationValues>) => {
    // Refusals land on the field their input path names; the rest are toasts.
    const place = (errors: readonly UserErrorLike[]) => {
      for (const error of applyUserErrors(errors, helpers, values)) {
        enqueueSnackbar(error.message, { variant: 'error' });
      }
    };
    const cast = registerInputSchema.cast(values) as RegistrationValues;
    // `000 §4`: the e-mail domain is checked first, then the terms (the schema), then registration.
    const email = await validateEmail({ variables: { input: { email: cast.email } } });
    const emailErrors = email.data?.validateEmail.userErrors ?? [];
    if (!email.data || emailErrors.length > 0) {
      place(emailErrors);
      return;
    }
    const input = {
      mobile: cast.mobile,
      otp: cast.otp,
      firstName: cast.firstName,
      lastName: cast.lastName,
      email: cast.email,
      termsAccepted: cast.termsAccepted,
    };
    if (audience !== 'learner') {
      const role = audience === 'college' ? 'TPO' : 'SYSOPSADMIN';
      const { data } = await registerStaff({ variables: { input: { ...input, role } } });
      if (!data) return;
      place(data.registerStaff.userErrors);
      if (data.registerStaff.ok)
        setDone(data.registerStaff.message ?? RegistrationText.STAFF_REQUEST_RECEIVED);
      return;
    }
    const { data } = await register({
      variables: {
        input: {
          ...input,
          messagingConsent: cast.messagingConsent,
          leadRegister: leadRegisterFrom(storedEntryLink()),
        },
      },
    });
    if (!data) return;
    const { viewer, userErrors, redirectTo } = data.register;
    if (userErrors.length > 0 || !viewer) {
      place(userErrors);
      if (!viewer && userErrors.length === 0)
        enqueueSnackbar(messageFor(ReasonCode.INTERNAL), { variant: 'error' });
      return;
    }
    clearEntryLink();
    setDone(RegistrationText.THANK_YOU);
    enqueueSnackbar(RegistrationText.THANK_YOU, { variant: 'success' });
    redirect.current = setTimeout(() => {
      client.writeQuery({ query: ViewerDocument, data: { viewer } });
      navigate(redirectTo ?? ClientRoute.registerSuccess(), { replace: true });
    }, Delay.AFTER_REGISTRATION);
  };

  const formik = useFormik<RegistrationValues>({
    initialValues: INITIAL,
    validationSchema: registerInputSchema,
    onSubmit,
  });
  const { values, errors, touched } = formik;
  const fieldError = (name: keyof RegistrationValues) => (touched[name] ? errors[name] : undefined);
  const busy = formik.isSubmitting || done !== null;
  const locked = mobile.locked || busy;
  const verified = mobile.phase === 'verified';

  if (done && audience !== 'learner') {
    return (
      <Alert severity="success" data-testid="register-done">
        {done}
      </Alert>
    );
  }

  const text = (
    name: 'firstName' | 'lastName' | 'email',
    label: string,
    testId: string,
    autoComplete: string,
  ) => (
    <TextField
      id={`register-${name}`}
      name={name}
      label={label}
      autoComplete={autoComplete}
      value={values[name]}
      onChange={formik.handleChange}
      onBlur={formik.handleBlur}
      error={Boolean(fieldError(name))}
      helperText={fieldError(name)}
      disabled={locked}
      fullWidth
      slotProps={{ htmlInput: { 'data-testid': testId } }}
    />
  );

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={formik.handleSubmit}
      spacing={2}
      aria-label="Register"
      data-testid="register-tab"
    >
      {audience === 'learner' && <EntryLinkProductNotice />}
      <TextField
        id="register-mobile"
        name="mobile"
        label="Mobile Number"
        autoComplete="tel-national"
        value={values.mobile}
        onChange={(event) => {
          // Digits only, at most 10 (`000 §5`).
          const digits = event.target.value.replace(/\D/g, '').slice(0, 10);
          void formik.setFieldValue('mobile', digits);
          void mobile.onMobileChange(digits);
        }}
        onBlur={formik.handleBlur}
        error={Boolean(fieldError('mobile') ?? mobile.mobileError)}
        helperText={fieldError('mobile') ?? mobile.mobileError ?? '+91'}
        disabled={locked || verified || mobile.phase === 'checking'}
        fullWidth
        slotProps={{ htmlInput: { 'data-testid': 'register-mobile', inputMode: 'numeric' } }}
      />

      {(mobile.phase === 'otp' || verified) && (
        <Stack spacing={1}>
          <TextField
            id="register-otp"
            name="otp"
            label="OTP"
            autoComplete="one-time-code"
            value={values.otp}
            onChange={(event) =>
              void formik.setFieldValue('otp', event.target.value.replace(/\D/g, '').slice(0, 4))
            }
            onBlur={(event) => {
              formik.handleBlur(event);
              void mobile.onOtpBlur(values.mobile, values.otp);
            }}
            error={Boolean(mobile.otpError ?? fieldError('otp'))}
            helperText={verified ? 'Mobile number verified' : (mobile.otpError ?? fieldError('otp'))}
            disabled={locked || verified}
            fullWidth
            slotProps={{ htmlInput: { 'data-testid': 'register-otp', inputMode: 'numeric' } }}
          />
          {!verified && mobile.otpDeadline !== null && (
            <OtpCountdown
              deadline={mobile.otpDeadline}
              onResend={() => void mobile.resendOtp(values.mobile)}
              resendDisabled={locked}
              resendTestId="register-resend-otp"
            />
          )}
        </Stack>
      )}

      {text('firstName', 'First Name', 'register-first-name', 'given-name')}
      {text('lastName', 'Last Name', 'register-last-name', 'family-name')}
      {text('email', 'E-Mail Id', 'register-email', 'email')}

      <div>
        <FormControlLabel
          control={
            <Checkbox
              name="termsAccepted"
              checked={values.termsAccepted}
              onChange={formik.handleChange}
              disabled={locked}
              data-testid="register-terms"
            />
          }
          label={
            <>
              I accept the{' '}
              {/* The Disclaimer holds the terms of use (usage, copyright, refunds, jurisdiction). A new
                  tab keeps what is typed here: the form sits in a modal, and leaving it would lose it. */}
              <Link
                href={PolicyRoute.DISCLAIMER}
                target="_blank"
                rel="noopener"
                data-testid="register-terms-link"
              >
                Terms and Conditions
                <OpenInNewIcon
                  fontSize="inherit"
                  titleAccess="opens in a new tab"
                  sx={{ ml: 0.25, verticalAlign: 'middle' }}
                />
              </Link>
            </>
          }
        />
        {fieldError('termsAccepted') && <FormHelperText error>{fieldError('termsAccepted')}</FormHelperText>}
        {audience === 'learner' && (
          <FormControlLabel
            control={
              <Checkbox
                name="messagingConsent"
                checked={values.messagingConsent}
                onChange={formik.handleChange}
                disabled={locked}
                data-testid="register-consent"
              />
            }
            label="Send me updates on WhatsApp, e-mail and SMS"
          />
        )}
      </div>

      {verified && (
        <Button type="submit" variant="contained" size="large" disabled={busy} data-testid="register-submit">
          Submit
        </Button>
      )}
    </Stack>
  );
}
