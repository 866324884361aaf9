import { useEffect, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useFormik, validateYupSchema, yupToFormErrors, type FormikHelpers } from 'formik';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useApolloClient } from '@apollo/client/react';
import { useSnackbar } from '../../shared/toast';
import {
  ClientRoute,
  Delay,
  PasswordMessage,
  RoleId,
  Text,
  changePasswordSchema,
  type ChangePasswordValues,
} from '@finx/domain';
import {
  useChangePasswordMutation,
  useChangeUserPasswordMutation,
  useRegistrationTypeQuery,
  useViewerQuery,
} from '../../graphql/generated/hooks';
import { applyUserErrors } from '../../graphql/use-operation';
import { FullScreenLoader } from '../../shared/full-screen-loader';
import { broadcastSignOut } from '../identity/use-sign-out';
import { safeInternalPath } from '../../shared/session-route';
import { PasswordField } from './password-field';
import { PasswordPageFrame } from './password-page-frame';
import { PasswordPolicyChecklist } from './password-policy-checklist';

/**
 * `/changepassword` (`000 §2`, §4): current, new and confirm with the live checklist and meter. Three
 * modes: the user's own change; a federated user's first password (flag N, no current password); an
 * administrator setting someone else's (`?userId=`), which returns to /user-list after 2 s. The own
 * change signs the user out and goes to the role's login after 5 s (2 s for an administrator).
 */
export default function ChangePasswordPage() {
  const navigate = useNavigate();
  const client = useApolloClient();
  const { enqueueSnackbar } = useSnackbar();
  const [params] = useSearchParams();
  const { data: viewerData, loading: viewerLoading } = useViewerQuery();
  const viewer = viewerData?.viewer;
  const targetUserId = Number(params.get('userId')) || null;
  const adminInitiated =
    viewer?.roleId === RoleId.ADMIN && targetUserId !== null && targetUserId !== viewer.userId;
  const { data: typeData, loading: typeLoading } = useRegistrationTypeQuery({
    skip: !viewer || adminInitiated,
  });
  const requireCurrent = !adminInitiated && typeData?.registrationType.currentPwdFlag !== 'N';
  const [changePassword] = useChangePasswordMutation();
  const [changeUserPassword] = useChangeUserPasswordMutation();
  const [done, setDone] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onSubmit = async (values: ChangePasswordValues, helpers: FormikHelpers<ChangePasswordValues>) => {
    if (!viewer) return;
    if (adminInitiated && targetUserId !== null) {
      const { data } = await changeUserPassword({
        variables: { input: { userId: targetUserId, newPassword: values.newPassword } },
      });
      if (!data) return;
      const rest = applyUserErrors(data.changeUserPassword.userErrors, helpers, values);
      for (const error of rest) enqueueSnackbar(error.message, { variant: 'error' });
      if (!data.changeUserPassword.ok) return;
      setDone(true);
      enqueueSnackbar(Text.PASSWORD_CHANGED, { variant: 'success' });
      // `001 §2`: an admin-initiated change returns to the user list.
      timer.current = setTimeout(() => navigate(ClientRoute.userList()), Delay.AFTER_PASSWORD_CHANGE_ADMIN);
      return;
    }
    const { data } = await changePassword({
      variables: {
        input: {
          newPassword: values.newPassword,
          ...(requireCurrent ? { currentPassword: values.currentPassword } : {}),
        },
      },
    });
    if (!data) return;
    const { ok, userErrors, redirectTo } = data.changePassword;
    // A refusal about a field shows under it; `000 §8`: any other is the server's reason as a toast.
    const rest = applyUserErrors(userErrors, helpers, values);
    for (const error of rest) enqueueSnackbar(error.message, { variant: 'error' });
    if (!ok) return;
    setDone(true);
    enqueueSnackbar(Text.PASSWORD_CHANGED, { variant: 'success' });
    // The gateway has ended the session: forget everything, tell the other tabs, then go to login.
    await client.clearStore();
    broadcastSignOut();
    const delay =
      viewer.roleId === RoleId.ADMIN ? Delay.AFTER_PASSWORD_CHANGE_ADMIN : Delay.AFTER_PASSWORD_CHANGE;
    const target = safeInternalPath(redirectTo, ClientRoute.home());
    timer.current = setTimeout(() => window.location.assign(target), delay);
  };

  const formik = useFormik<ChangePasswordValues>({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: async (values) => {
      try {
        await validateYupSchema(values, changePasswordSchema, false, { requireCurrent });
        return {};
      } catch (error) {
        return yupToFormErrors(error);
      }
    },
    onSubmit,
  });

  if (viewerLoading || (viewer && !adminInitiated && typeLoading)) return <FullScreenLoader />;
  if (!viewer && !done) return <Navigate to={ClientRoute.home()} replace />;

  const { values, errors, touched } = formik;
  const errorOf = (field: keyof ChangePasswordValues) => (touched[field] ? errors[field] : undefined);
  const busy = formik.isSubmitting || done;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    // `000 §5`/§8: submitting without the current password also says so in a toast.
    if (requireCurrent && values.currentPassword === '') {
      enqueueSnackbar(PasswordMessage.OLD_PASSWORD_MISSING, { variant: 'error' });
    }
    void formik.submitForm();
  };

  return (
    <PasswordPageFrame
      // A learner without a password (mobile OTP or social sign-up) sets their first one here.
      title={requireCurrent || adminInitiated ? 'Change Password' : 'Set Password'}
    >
      <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label="Change password">
        {requireCurrent && (
          <PasswordField
            name="currentPassword"
            label="Current Password"
            autoComplete="current-password"
            value={values.currentPassword}
            error={errorOf('currentPassword')}
            disabled={busy}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
          />
        )}
        <PasswordField
          name="newPassword"
          label="New Password"
          autoComplete="new-password"
          value={values.newPassword}
          error={errorOf('newPassword')}
          disabled={busy}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
        />
        <PasswordPolicyChecklist value={values.newPassword} />
        <PasswordField
          name="confirmPassword"
          label="Confirm Password"
          autoComplete="new-password"
          value={values.confirmPassword}
          error={errorOf('confirmPassword')}
          disabled={busy}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
        />
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={() => navigate(-1)} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy} data-testid="change-password-submit">
            Submit
          </Button>
        </Stack>
      </Stack>
    </PasswordPageFrame>
  );
}
