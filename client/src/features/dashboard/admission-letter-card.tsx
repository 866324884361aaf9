import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PRODUCT_NAME } from '@finx/domain';
import { useSnackbar } from '../../shared/toast';
import { useAcceptAdmissionLetterMutation, useAdmissionLetterQuery } from '../../graphql/generated/hooks';
import { formatDate } from '../../shared/format';

export const ADMISSION_ACCEPTED_TEXT = 'You have accepted your admission letter. Welcome aboard!';

/**
 * The CFX admission letter (`001 §3` saveAdmissionLetterAccept): shown to a learner who holds CFX,
 * accepted once; afterwards it says when. Others see nothing.
 */
export function AdmissionLetterCard({ learnerName }: { learnerName: string | null }) {
  const { enqueueSnackbar } = useSnackbar();
  const { data } = useAdmissionLetterQuery({ fetchPolicy: 'cache-and-network' });
  const [accept, { loading }] = useAcceptAdmissionLetterMutation();
  const letter = data?.admissionLetter;
  if (!letter?.eligible) return null;

  const onAccept = async () => {
    const { data: answered } = await accept();
    const payload = answered?.acceptAdmissionLetter;
    if (!payload) return;
    for (const error of payload.userErrors) enqueueSnackbar(error.message, { variant: 'error' });
    if (payload.letter?.acceptedOn) enqueueSnackbar(ADMISSION_ACCEPTED_TEXT, { variant: 'success' });
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="admission-heading"
      sx={{ p: { xs: 2, sm: 3 } }}
      data-testid="admission-letter"
    >
      <Stack spacing={2}>
        <Typography variant="h5" component="h2" id="admission-heading">
          Admission letter
        </Typography>
        <Typography>
          Dear {learnerName ?? 'learner'}, we are pleased to offer you admission to the {letter.productName}{' '}
          at {PRODUCT_NAME}. Accept the offer to confirm your seat in the programme.
        </Typography>
        {letter.acceptedOn ? (
          <Alert severity="success" data-testid="admission-accepted">
            Accepted on {formatDate(letter.acceptedOn)}.
          </Alert>
        ) : (
          <Button
            variant="contained"
            onClick={() => void onAccept()}
            disabled={loading}
            data-testid="admission-accept"
            sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
          >
            Accept admission letter
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
