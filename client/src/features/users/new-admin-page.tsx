import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useNavigate } from 'react-router-dom';
import type { FocusEvent } from 'react';
import {
  ASSIGNABLE_ROLES,
  ClientPath,
  newUserSchema,
  type NewUserValues,
  Pattern,
  RoleId,
} from '@finx/domain';
import { useSnackbar } from '../../shared/toast';
import { useCheckStaffEmailMutation, useCreateUserMutation } from '../../graphql/generated/hooks';
import { applyUserErrors } from '../../graphql/use-operation';
import { formikTextField } from '../../shared/formik-text-field';

const ROLE_LABEL: Record<number, string> = {
  [RoleId.LEARNER]: 'Learner',
  [RoleId.ADMIN]: 'Admin',
  [RoleId.OPS]: 'Operations',
  [RoleId.SYSOPS_ADMIN]: 'System operations admin (SYSOPSADMIN)',
  [RoleId.COLLEGE]: 'College officer (TPO)',
};

export const USER_CREATED_TEXT = 'User created successfully';

/**
 * /new-admin (`001 §2`, admin): a new account of any role with its first password, which its owner must
 * change at the first sign-in. Then back to /user-list, filtered to the new account. The e-mail is checked
 * on blur (validate/email).
 */
export default function NewAdminPage() {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [create] = useCreateUserMutation();
  const formik = useFormik<NewUserValues>({
    initialValues: { firstName: '', lastName: '', email: '', mobile: '', roleId: '', password: '' },
    validationSchema: newUserSchema,
    onSubmit: async (values, helpers) => {
      const input = { ...values, roleId: Number(values.roleId), email: values.email.trim().toLowerCase() };
      const { data } = await create({ variables: { input } });
      const payload = data?.createUser;
      if (!payload) return;
      for (const error of applyUserErrors(payload.userErrors, helpers, values)) {
        enqueueSnackbar(error.message, { variant: 'error' });
      }
      if (!payload.user) return;
      enqueueSnackbar(USER_CREATED_TEXT, { variant: 'success' });
      void navigate(`${ClientPath.USER_LIST}?q=${encodeURIComponent(payload.user.email)}`);
    },
  });
  const field = (name: keyof NewUserValues) => formikTextField(formik, name);
  const [checkEmail] = useCheckStaffEmailMutation();
  // validate/email on blur: a taken address is said before the form is sent (the form's own rule first).
  const onEmailBlur = async (event: FocusEvent<HTMLInputElement>) => {
    formik.handleBlur(event);
    const email = formik.values.email.trim().toLowerCase();
    if (!Pattern.EMAIL.test(email)) return;
    const { data } = await checkEmail({ variables: { email } });
    const refused = data?.checkStaffEmail.userErrors[0];
    if (refused) formik.setFieldError('email', refused.message);
  };
  return (
    <Stack spacing={3} data-testid="new-admin">
      <Typography variant="h4" component="h1">
        Add User
      </Typography>
      <Stack
        component="form"
        noValidate
        spacing={1}
        onSubmit={formik.handleSubmit}
        aria-label="Add user"
        sx={{ maxWidth: 480 }}
      >
        <TextField
          {...field('firstName')}
          label="First Name"
          slotProps={{ htmlInput: { 'data-testid': 'new-first-name' } }}
        />
        <TextField
          {...field('lastName')}
          label="Last Name"
          slotProps={{ htmlInput: { 'data-testid': 'new-last-name' } }}
        />
        <TextField
          {...field('email')}
          onBlur={(event) => void onEmailBlur(event as FocusEvent<HTMLInputElement>)}
          label="E-Mail Id"
          type="email"
          slotProps={{ htmlInput: { 'data-testid': 'new-email' } }}
        />
        <TextField
          {...field('mobile')}
          label="Mobile Number"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10, 'data-testid': 'new-mobile' } }}
        />
        <TextField
          {...field('roleId')}
          select
          label="Role"
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'new-role' } as object } }}
        >
          {ASSIGNABLE_ROLES.map((roleId) => (
            <MenuItem key={roleId} value={roleId}>
              {ROLE_LABEL[roleId]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          {...field('password')}
          label="First Password"
          type="password"
          autoComplete="new-password"
          slotProps={{ htmlInput: { 'data-testid': 'new-password' } }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={formik.isSubmitting}
          data-testid="new-user-submit"
          sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
        >
          Add User
        </Button>
      </Stack>
    </Stack>
  );
}
