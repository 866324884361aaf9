import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormikHelpers, useFormik } from 'formik';
import { userProfileSchema, type UserProfileValues } from '@finx/domain';
import { formikTextField } from '../../shared/formik-text-field';

interface Props {
  initial: UserProfileValues;
  label: string;
  onSubmit: (values: UserProfileValues, helpers: FormikHelpers<UserProfileValues>) => Promise<void>;
}

/** Names and mobile, checked by the domain's rules as staff type (/admin-profile-edit, a learner's). */
export function UserProfileForm({ initial, label, onSubmit }: Props) {
  const formik = useFormik<UserProfileValues>({
    initialValues: initial,
    validationSchema: userProfileSchema,
    onSubmit,
  });
  const field = (name: keyof UserProfileValues) => formikTextField(formik, name, `profile-${name}`);
  return (
    <Stack
      component="form"
      noValidate
      spacing={1}
      onSubmit={formik.handleSubmit}
      aria-label={label}
      sx={{ maxWidth: 480 }}
    >
      <TextField {...field('firstName')} label="First Name" />
      <TextField {...field('lastName')} label="Last Name" />
      <TextField {...field('mobile')} label="Mobile Number" inputMode="numeric" />
      <Button
        type="submit"
        variant="contained"
        disabled={formik.isSubmitting}
        data-testid="profile-save"
        sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
      >
        Save
      </Button>
    </Stack>
  );
}
