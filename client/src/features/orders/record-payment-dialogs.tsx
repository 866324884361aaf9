import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { useSnackbar } from '../../shared/toast';
import { ReasonCode, offlinePaymentSchema, refundSchema } from '@finx/domain';
import { useRecordOfflinePaymentMutation, useRecordRefundMutation } from '../../graphql/generated/hooks';
import { applyUserErrors, type UserErrorLike } from '../../graphql/use-operation';

/** The staff action a report row offers: offline payment while unpaid, refund once paid. */
export type RecordAction = { kind: 'offline' | 'refund'; orderId: number };

/** The field of each action, named as its mutation names the argument; the domain's rule checks it. */
const FIELD = { offline: 'reference', refund: 'note' } as const;
const SCHEMA = { offline: offlinePaymentSchema, refund: refundSchema } as const;
type Values = { reference: string; note: string };

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
    text: 'A Paytm payment is refunded through Paytm now; a card payment is refunded from the provider’s dashboard and recorded here. The learner loses access to the order’s products.',
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
  const [formError, setFormError] = useState<string | null>(null);
  // The learner already owns a product of the order: staff read why and record it anyway, or not.
  const [ownedWarning, setOwnedWarning] = useState<string | null>(null);
  const kind = action?.kind ?? 'offline';
  const copy = COPY[kind];
  const field = FIELD[kind];

  const formik = useFormik<Values>({
    initialValues: { reference: '', note: '' },
    enableReinitialize: true,
    validationSchema: SCHEMA[kind],
    onSubmit: async (values, helpers) => {
      if (!action) return;
      setFormError(null);
      const orderId = String(action.orderId);
      let userErrors: readonly UserErrorLike[] | undefined;
      if (action.kind === 'offline') {
        const { reference } = offlinePaymentSchema.cast({ reference: values.reference });
        const confirm = ownedWarning !== null;
        const { data } = await recordOffline({ variables: { orderId, reference, confirm } });
        userErrors = data?.recordOfflinePayment.userErrors;
        const owned = userErrors?.find((error) => error.code === ReasonCode.ORDER_PRODUCTS_OWNED);
        if (owned) {
          setOwnedWarning(owned.message);
          return;
        }
      } else {
        const { note } = refundSchema.cast({ note: values.note });
        const { data } = await recordRefund({ variables: { orderId, note } });
        userErrors = data?.recordRefund.userErrors;
      }
      // No payload: the error was already shown by the operation wrapper.
      if (!userErrors) return;
      if (userErrors.length > 0) {
        // A refused reference or note goes under its field; the order's state (already paid, no longer
        // refundable) is said above it, and the dialog stays open.
        const unplaced = applyUserErrors(userErrors, helpers, { [field]: values[field] });
        setFormError(unplaced.map((error) => error.message).join(' ') || null);
        return;
      }
      enqueueSnackbar(copy.done, { variant: 'success' });
      helpers.resetForm();
      setOwnedWarning(null);
      onClose();
    },
  });

  const close = () => {
    formik.resetForm();
    setFormError(null);
    setOwnedWarning(null);
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
          {ownedWarning && (
            <Alert severity="warning" sx={{ mb: 2 }} data-testid="dialog-owned-warning">
              {ownedWarning}
            </Alert>
          )}
          {formError && (
            <Alert severity="error" sx={{ mb: 2 }} data-testid="dialog-error">
              {formError}
            </Alert>
          )}
          <TextField
            autoFocus
            fullWidth
            required
            multiline={kind === 'refund'}
            minRows={kind === 'refund' ? 3 : undefined}
            name={field}
            label={copy.label}
            value={formik.values[field]}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            error={formik.touched[field] === true && Boolean(formik.errors[field])}
            helperText={formik.touched[field] === true ? formik.errors[field] : undefined}
            slotProps={{ htmlInput: { 'data-testid': copy.testId } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={formik.isSubmitting}
            color={ownedWarning ? 'warning' : 'primary'}
            data-testid="dialog-confirm"
          >
            {ownedWarning ? 'Record anyway' : copy.title}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
