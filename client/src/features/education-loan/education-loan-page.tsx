import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LoanStatus } from '@finx/domain';
import { FullScreenLoader } from '../../shared/full-screen-loader';
import type { EducationLoanFieldsFragment } from '../../graphql/generated/graphql';
import { useMyEducationLoanQuery } from '../../graphql/generated/hooks';
import { formatDate, formatPrice } from '../../shared/format';
import { EducationLoanForm } from './education-loan-form';

const STATUS_COLOUR: Record<number, 'info' | 'success' | 'error' | 'primary'> = {
  [LoanStatus.APPLIED]: 'info',
  [LoanStatus.APPROVED]: 'primary',
  [LoanStatus.PAID]: 'success',
  [LoanStatus.REJECTED]: 'error',
};

function LoanStatusCard({ loan }: { loan: EducationLoanFieldsFragment }) {
  const rows: [string, string][] = [
    ['Course', loan.productName],
    ...(loan.loanAmount !== null ? [['Amount', formatPrice(loan.loanAmount)] as [string, string]] : []),
    ...(loan.tenureMonths !== null ? [['Tenure', `${loan.tenureMonths} months`] as [string, string]] : []),
    ...(loan.appliedOn ? [['Applied on', formatDate(loan.appliedOn)] as [string, string]] : []),
    ['Last updated', formatDate(loan.updatedOn)],
    ...(loan.comment ? [['Comment', loan.comment] as [string, string]] : []),
  ];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 560 }} data-testid="loan-status">
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2">
            Loan status
          </Typography>
          <Chip
            label={loan.statusLabel}
            color={STATUS_COLOUR[loan.status] ?? 'primary'}
            data-testid="loan-status-label"
          />
        </Stack>
        <Stack component="dl" spacing={1} sx={{ m: 0 }}>
          {rows.map(([term, value]) => (
            <Stack key={term} direction={{ xs: 'column', sm: 'row' }} sx={{ columnGap: 2 }}>
              <Typography component="dt" color="text.secondary" sx={{ minWidth: 120 }}>
                {term}
              </Typography>
              <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Stack>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}

/**
 * /education-loan: the learner's CFX education loan (`001 §1`: learners may apply for one). Without a
 * loan, the application form; with one, its status (3, Paid, once CFX is paid, `001 §4`); after a
 * rejection, the status and the form to apply again.
 */
export default function EducationLoanPage() {
  const { data, loading } = useMyEducationLoanQuery({ fetchPolicy: 'cache-and-network' });
  if (loading && !data) return <FullScreenLoader />;
  const loan = data?.myEducationLoan ?? null;
  const canApply = !loan || loan.status === LoanStatus.REJECTED;
  return (
    <Stack spacing={3} data-testid="education-loan">
      <Typography variant="h5" component="h1">
        Education Loan
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 720 }}>
        Finance the Chartered Financial Expert (CFX) programme with an education loan. Apply below and follow
        your application here.
      </Typography>
      {loan && <LoanStatusCard loan={loan} />}
      {loan?.status === LoanStatus.REJECTED && (
        <Alert severity="info" sx={{ maxWidth: 560 }}>
          You may apply again.
        </Alert>
      )}
      {canApply && <EducationLoanForm />}
    </Stack>
  );
}
