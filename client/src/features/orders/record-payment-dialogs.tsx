import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { useSnackbar } from 'notistack';
import * as yup from 'yup';
import { useRecordOfflinePaymentMutation, useRecordRefundMutation } from '../../graphql/generated/hooks';
import { userErrorMessage, type UserErrorLike } from '../../graphql/use-operation';

/** The staff action a report row offers: offline payment while unpaid, refund once paid. */
export type RecordAction = { kind: 'offline' | 'refund'; orderId: number };

// The same limits the payment service applies; the dialog says so before the server has to.
const offlineSchema = yup.object({
  value: yup
    .string()
    .trim()
    .required('Enter the payment reference')
    .max(100, 'At most 100 characters')
    .matches(/^[\w\-./: ]+$/, 'Letters, digits, spaces and - _ . / : only'),
});
const refundSchema = yup.object({
  value: yup.string().trim().required('Enter a note for the refund').max(500, 'At most 500 characters'),
});

const COPY = {
  offline: {
    title: 'Record offline payment',
    text: 'The order is marked Paid and the learner gets access to its products.',
    label: 'Payment reference',
    testId: 'offline-reference',
    done: 'Offline payment recorded',
  },
  refund: {
    title: 'Record refund',
    text: 'Record a refund made through the payment provider. The learner loses access to the order’s products.',
    label: 'Refund note',
    testId: 'refund-note',
    done: 'Refund recorded',
  },
} as const;

/** One dialog for both staff actions; after success the report refetches so the row shows the new status. */
export function RecordPaymentDialog({
  action,
  onClose,
}: {
  action: RecordAction | null;
  onClose: () => void;
}) {
  const { enqueueSnackbar } = useSnackbar();
  const refetchQueries = ['PaymentReport'];
  const [recordOffline] = useRecordOfflinePaymentMutation({ refetchQueries, awaitRefetchQueries: true });
  const [recordRefund] = useRecordRefundMutation({ refetchQueries, awaitRefetchQueries: true });
  const kind = action?.kind ?? 'offline';
  const copy = COPY[kind];

  const formik = useFormik<{ value: string }>({
    initialValues: { value: '' },
    enableReinitialize: true,
    validationSchema: kind === 'offline' ? offlineSchema : refundSchema,
    onSubmit: async ({ value }, helpers) => {
      if (!action) return;
      const orderId = String(action.orderId);
      let userErrors: readonly UserErrorLike[] | undefined;
      if (action.kind === 'offline') {
        const { data } = await recordOffline({ variables: { orderId, reference: value.trim() } });
        userErrors = data?.recordOfflinePayment.userErrors;
      } else {
        const { data } = await recordRefund({ variables: { orderId, note: value.trim() } });
        userErrors = data?.recordRefund.userErrors;
      }
      // No payload: the error was already shown by the operation wrapper.
      if (!userErrors) return;
      if (userErrors.length > 0) {
        // The dialog has one field, and every refusal (bad reference, order no longer refundable) is
        // about what the staff member is recording: it goes under that field.
        helpers.setFieldError('value', userErrors.map(userErrorMessage).join(' '));
        return;
      }
      enqueueSnackbar(copy.done, { variant: 'success' });
      helpers.resetForm();
      onClose();
    },
  });

  const close = () => {
    formik.resetForm();
    onClose();
  };

  return (
    <Dialog open={action !== null} onClose={close} fullWidth maxWidth="sm">
      <form onSubmit={formik.handleSubmit} noValidate>
        <DialogTitle>
          {copy.title}
          {action ? ` · order ${action.orderId}` : ''}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{copy.text}</DialogContentText>
          <TextField
            autoFocus
            fullWidth
            required
            multiline={kind === 'refund'}
            minRows={kind === 'refund' ? 3 : undefined}
            name="value"
            label={copy.label}
            value={formik.values.value}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            error={formik.touched.value === true && Boolean(formik.errors.value)}
            helperText={formik.touched.value === true ? formik.errors.value : undefined}
            slotProps={{ htmlInput: { 'data-testid': copy.testId } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={formik.isSubmitting}
            data-testid="dialog-confirm"
          >
            {copy.title}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
