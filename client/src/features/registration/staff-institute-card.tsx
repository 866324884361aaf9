import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormikHelpers, useFormik } from 'formik';
import { instituteSchema, type InstituteValues } from '@finx/domain';
import {
  useLearnerInstituteDueQuery,
  useStaffSaveInstituteDetailsMutation,
} from '../../graphql/generated/hooks';
import { applyUserErrors } from '../../graphql/use-operation';
import { formikTextField } from '../../shared/formik-text-field';
import { useSnackbar } from '../../shared/toast';

export const INSTITUTE_SAVED_TEXT = 'Institute details saved';

/**
 * `001 §7` Admin institute (/admin-edit-user-profile, admin and ops): when the check says Y (the learner
 * came through a college link and gave no institute details), staff may give the BFS ID and batch for
 * them, with the institute form's rules and messages; nothing shows otherwise.
 */
export function StaffInstituteCard({ partyId, userId }: { partyId: number; userId: number }) {
  const { enqueueSnackbar } = useSnackbar();
  const { data, refetch } = useLearnerInstituteDueQuery({
    variables: { partyId },
    fetchPolicy: 'network-only',
  });
  const [save] = useStaffSaveInstituteDetailsMutation();
  const formik = useFormik<InstituteValues>({
    initialValues: { bfsId: '', batchNumber: '' },
    validationSchema: instituteSchema,
    onSubmit: async (values: InstituteValues, helpers: FormikHelpers<InstituteValues>) => {
      const input = instituteSchema.cast(values) as InstituteValues;
      const { data: saved } = await save({ variables: { userId, input } });
      const payload = saved?.staffSaveInstituteDetails;
      if (!payload) return;
      for (const error of applyUserErrors(payload.userErrors, helpers, values)) {
        enqueueSnackbar(error.message, { variant: 'error' });
      }
      if (!payload.ok) return;
      enqueueSnackbar(INSTITUTE_SAVED_TEXT, { variant: 'success' });
      await refetch();
    },
  });
  if (!data?.learnerInstituteDue) return null;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }} data-testid="staff-institute">
      <Stack
        component="form"
        noValidate
        spacing={1.5}
        onSubmit={formik.handleSubmit}
        aria-label="Institute details"
      >
        <Typography variant="h6" component="h2">
          Institute details
        </Typography>
        <Typography variant="body2" color="text.secondary">
          This learner came through a college link and has not given institute details yet.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }}>
          <TextField {...formikTextField(formik, 'bfsId', 'staff-institute-bfs-id')} label="BFS ID" />
          <TextField
            {...formikTextField(formik, 'batchNumber', 'staff-institute-batch-number')}
            label="Batch Number"
          />
        </Stack>
        <Button
          type="submit"
          variant="contained"
          disabled={formik.isSubmitting}
          data-testid="staff-institute-save"
          sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
        >
          Save
        </Button>
      </Stack>
    </Paper>
  );
}
