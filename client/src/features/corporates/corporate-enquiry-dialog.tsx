import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { CorporateEnquiryMessage, CorporateEnquiryStatus, corporateEnquiryUpdateSchema } from '@finx/domain';
import { useSnackbar } from '../../shared/toast';
import type { CorporateEnquiryFieldsFragment } from '../../graphql/generated/graphql';
import { useUpdateCorporateEnquiryMutation } from '../../graphql/generated/hooks';
import { applyUserErrors } from '../../graphql/use-operation';

export const ENQUIRY_STATUS_LABEL: Record<CorporateEnquiryStatus, string> = {
  NEW: 'New',
  CONTACTED: 'Contacted',
  CLOSED: 'Closed',
};

interface Values {
  status: CorporateEnquiryStatus;
  notes: string;
}

/** Staff's follow-up of one enquiry: its status and their notes (audited on the server). */
export function CorporateEnquiryDialog({
  enquiry,
  onClose,
}: {
  enquiry: CorporateEnquiryFieldsFragment;
  onClose: () => void;
}) {
  const { enqueueSnackbar } = useSnackbar();
  const [update] = useUpdateCorporateEnquiryMutation();
  const formik = useFormik<Values>({
    initialValues: { status: enquiry.status, notes: enquiry.notes },
    validationSchema: corporateEnquiryUpdateSchema,
    onSubmit: async (values, helpers) => {
      const input = { status: values.status, notes: values.notes.trim() };
      const payload = (await update({ variables: { enquiryId: enquiry.enquiryId, input } })).data
        ?.updateCorporateEnquiry;
      if (!payload) return;
      for (const error of applyUserErrors(payload.userErrors, helpers, values)) {
        enqueueSnackbar(error.message, { variant: 'error' });
      }
      if (!payload.enquiry) return;
      enqueueSnackbar(CorporateEnquiryMessage.UPDATED, { variant: 'success' });
      onClose();
    },
  });
  const notesError = formik.touched.notes ? formik.errors.notes : undefined;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="enquiry-dialog-title">
      <DialogTitle id="enquiry-dialog-title">{enquiry.companyName}</DialogTitle>
      <DialogContent>
        <Stack component="form" id="enquiry-form" noValidate spacing={2} onSubmit={formik.handleSubmit}>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            {enquiry.contactName} · {enquiry.email} · {enquiry.phone}
            {'\n'}
            {enquiry.message}
          </Typography>
          <TextField
            select
            name="status"
            label="Status"
            value={formik.values.status}
            onChange={formik.handleChange}
            disabled={formik.isSubmitting}
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'enquiry-status' } as object } }}
          >
            {Object.values(CorporateEnquiryStatus).map((value) => (
              <MenuItem key={value} value={value}>
                {ENQUIRY_STATUS_LABEL[value]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            name="notes"
            label="Notes"
            multiline
            minRows={3}
            value={formik.values.notes}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            error={Boolean(notesError)}
            helperText={notesError ?? ' '}
            disabled={formik.isSubmitting}
            slotProps={{ htmlInput: { 'data-testid': 'enquiry-notes' } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={formik.isSubmitting}>
          Cancel
        </Button>
        <Button
          type="submit"
          form="enquiry-form"
          variant="contained"
          disabled={formik.isSubmitting}
          data-testid="enquiry-save"
        >
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
