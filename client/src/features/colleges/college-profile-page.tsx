import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { type CollegeContactRequest, collegeContactSchema, messageFor } from '@finx/domain';
import { useSnackbar } from '../../shared/toast';
import { useMyCollegeQuery, useUpdateCollegeContactMutation } from '../../graphql/generated/hooks';
import { applyUserErrors } from '../../graphql/use-operation';
import { formikTextField } from '../../shared/formik-text-field';

export const COLLEGE_SAVED_TEXT = 'College details saved successfully';

/**
 * /collegeProfile (`001 §2`, college officer): the college's details; the officer keeps its contact
 * person, e-mail and phone current. Name and city are set by FinX staff.
 */
export default function CollegeProfilePage() {
  const { enqueueSnackbar } = useSnackbar();
  const { data, loading } = useMyCollegeQuery();
  const [save] = useUpdateCollegeContactMutation();
  const college = data?.myCollege;
  const formik = useFormik<CollegeContactRequest>({
    initialValues: {
      contactName: college?.contactName ?? '',
      contactEmail: college?.contactEmail ?? '',
      contactPhone: college?.contactPhone ?? '',
    },
    enableReinitialize: true,
    validationSchema: collegeContactSchema,
    onSubmit: async (values, helpers) => {
      const { data: answer } = await save({ variables: { input: values } });
      const payload = answer?.updateCollegeContact;
      if (!payload) return;
      for (const error of applyUserErrors(payload.userErrors, helpers, values)) {
        enqueueSnackbar(error.message, { variant: 'error' });
      }
      if (payload.college) enqueueSnackbar(COLLEGE_SAVED_TEXT, { variant: 'success' });
    },
  });
  if (!college) {
    return loading ? null : (
      <Typography data-testid="college-missing">{messageFor('NOT_COLLEGE_MEMBER')}</Typography>
    );
  }
  const field = (name: keyof CollegeContactRequest, label: string) => ({
    ...formikTextField(formik, name, `college-${name}`),
    label,
  });
  return (
    <Stack spacing={3} data-testid="college-profile">
      <div>
        <Typography variant="h4" component="h1">
          {college.name}
        </Typography>
        <Typography color="text.secondary">{college.city}</Typography>
      </div>
      <Stack component="form" noValidate spacing={1} onSubmit={formik.handleSubmit} sx={{ maxWidth: 480 }}>
        <TextField {...field('contactName', 'Contact Person')} />
        <TextField {...field('contactEmail', 'Contact E-Mail Id')} type="email" />
        <TextField {...field('contactPhone', 'Contact Mobile Number')} />
        <Button
          type="submit"
          variant="contained"
          disabled={formik.isSubmitting}
          data-testid="college-save"
          sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
        >
          Save
        </Button>
      </Stack>
    </Stack>
  );
}
