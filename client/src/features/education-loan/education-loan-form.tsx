import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { educationLoanSchema, LOAN_TENURES, type EducationLoanValues } from '@finx/domain';
import { useSnackbar } from '../../shared/toast';
import { MyEducationLoanDocument } from '../../graphql/generated/operations/MyEducationLoan';
import { useApplyEducationLoanMutation } from '../../graphql/generated/hooks';
import { applyUserErrors } from '../../graphql/use-operation';
import { formikTextField } from '../../shared/formik-text-field';

/** The form keeps what was typed; the shared schema turns it into numbers on submit. */
interface FormValues {
  loanAmount: string;
  tenureMonths: string;
  panNumber: string;
}

export const LOAN_APPLIED_TEXT = 'Your education loan application has been submitted.';

/**
 * The application (amount, tenure, PAN) checked by the domain's rules as the learner types; the
 * server's refusals land under their fields, or as a toast when they concern the whole application.
 * The answer's loan becomes the page's loan in the cache, so the status shows at once.
 */
export function EducationLoanForm() {
  const { enqueueSnackbar } = useSnackbar();
  const [apply] = useApplyEducationLoanMutation({
    update: (cache, { data }) => {
      const loan = data?.applyEducationLoan.loan;
      if (loan) cache.writeQuery({ query: MyEducationLoanDocument, data: { myEducationLoan: loan } });
    },
  });
  const formik = useFormik<FormValues>({
    initialValues: { loanAmount: '', tenureMonths: '', panNumber: '' },
    validationSchema: educationLoanSchema,
    onSubmit: async (values, helpers) => {
      const input: EducationLoanValues = educationLoanSchema.cast(values);
      const { data } = await apply({ variables: { input } });
      const payload = data?.applyEducationLoan;
      if (!payload) return;
      for (const error of applyUserErrors(payload.userErrors, helpers, values)) {
        enqueueSnackbar(error.message, { variant: 'error' });
      }
      if (payload.loan) enqueueSnackbar(LOAN_APPLIED_TEXT, { variant: 'success' });
    },
  });
  const field = (name: keyof FormValues) => formikTextField(formik, name);

  return (
    <Stack
      component="form"
      noValidate
      spacing={1}
      onSubmit={formik.handleSubmit}
      aria-label="Education loan application"
      data-testid="loan-form"
      sx={{ maxWidth: 480 }}
    >
      <TextField
        {...field('loanAmount')}
        label="Loan amount (₹)"
        slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'loan-amount' } }}
      />
      <TextField
        {...field('tenureMonths')}
        select
        label="Tenure"
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'loan-tenure' } as object } }}
      >
        {LOAN_TENURES.map((months) => (
          <MenuItem key={months} value={String(months)} data-testid={`loan-tenure-${months}`}>
            {months} months
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...field('panNumber')}
        label="PAN"
        autoComplete="off"
        slotProps={{
          htmlInput: { maxLength: 10, style: { textTransform: 'uppercase' }, 'data-testid': 'loan-pan' },
        }}
      />
      <Button
        type="submit"
        variant="contained"
        disabled={formik.isSubmitting}
        data-testid="loan-apply"
        sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
      >
        Apply for Loan
      </Button>
    </Stack>
  );
}
