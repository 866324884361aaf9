import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useFormik, type FormikHelpers } from 'formik';
import { useSnackbar } from '../../shared/toast';
import { instituteSchema, type InstituteValues } from '@finx/domain';
import { useSaveInstituteDetailsMutation } from '../../graphql/generated/hooks';
import { applyUserErrors } from '../../graphql/use-operation';
import { fieldError } from '../../shared/formik-text-field';

/** The institute-student modal of /registerSuccess (`000 §2`): BFS ID and Batch Number. */
export function InstituteModal({ open, onDone }: { open: boolean; onDone: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const [save] = useSaveInstituteDetailsMutation();

  const onSubmit = async (values: InstituteValues, helpers: FormikHelpers<InstituteValues>) => {
    const input = instituteSchema.cast(values) as InstituteValues;
    const { data } = await save({ variables: { input } });
    if (!data) return;
    const errors = data.saveInstituteDetails.userErrors;
    const rest = applyUserErrors(errors, helpers, values);
    for (const error of rest) enqueueSnackbar(error.message, { variant: 'error' });
    if (data.saveInstituteDetails.ok) onDone();
  };

  const formik = useFormik<InstituteValues>({
    initialValues: { bfsId: '', batchNumber: '' },
    validationSchema: instituteSchema,
    onSubmit,
  });
  const error = (name: keyof InstituteValues) => fieldError(formik, name);

  return (
    <Dialog open={open} fullWidth maxWidth="xs" aria-labelledby="institute-title">
      <form noValidate onSubmit={formik.handleSubmit} data-testid="institute-modal">
        <DialogTitle id="institute-title">Institute details</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              name="bfsId"
              label="BFS ID"
              value={formik.values.bfsId}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
              error={Boolean(error('bfsId'))}
              helperText={error('bfsId')}
              slotProps={{ htmlInput: { 'data-testid': 'institute-bfs-id' } }}
            />
            <TextField
              name="batchNumber"
              label="Batch Number"
              value={formik.values.batchNumber}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
              error={Boolean(error('batchNumber'))}
              helperText={error('batchNumber')}
              slotProps={{ htmlInput: { 'data-testid': 'institute-batch-number' } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button
            type="submit"
            variant="contained"
            disabled={formik.isSubmitting}
            data-testid="institute-save"
          >
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
