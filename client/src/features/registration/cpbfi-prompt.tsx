import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useAccountChecksQuery, useAnswerCpbfiPromptMutation } from '../../graphql/generated/hooks';
import { useSnackbar } from '../../shared/toast';

export const CpbfiPromptText = {
  TITLE: 'The CPBFI programme',
  BODY: 'Would you like to hear about the CPBFI programme in banking, financial services and insurance? Our team will get in touch.',
  THANKS_YES: 'Thank you. Our team will get in touch with you about the CPBFI programme.',
  THANKS_NO: 'Thank you for letting us know.',
} as const;

/**
 * The learner dashboard's CPBFI pop-up (`001 §7` getCPBFIPopuupFlag, saveCPBFIPopuupDetails), asked
 * once. An answer card in the page rather than a modal, so it never stands between the learner and the
 * dashboard.
 */
export function CpbfiPrompt() {
  const { enqueueSnackbar } = useSnackbar();
  const { data } = useAccountChecksQuery();
  const [answer, answering] = useAnswerCpbfiPromptMutation();
  if (!data?.accountChecks.showCpbfiPrompt) return null;

  const reply = async (interested: boolean) => {
    const { data: answered } = await answer({ variables: { interested } });
    if (answered) {
      enqueueSnackbar(interested ? CpbfiPromptText.THANKS_YES : CpbfiPromptText.THANKS_NO, {
        variant: 'success',
      });
    }
  };

  return (
    <Alert
      severity="info"
      variant="outlined"
      data-testid="cpbfi-prompt"
      action={
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button
            size="small"
            variant="contained"
            onClick={() => void reply(true)}
            disabled={answering.loading}
            data-testid="cpbfi-yes"
          >
            Yes, tell me more
          </Button>
          <Button
            size="small"
            onClick={() => void reply(false)}
            disabled={answering.loading}
            data-testid="cpbfi-no"
          >
            No, thanks
          </Button>
        </Stack>
      }
    >
      <AlertTitle>{CpbfiPromptText.TITLE}</AlertTitle>
      {CpbfiPromptText.BODY}
    </Alert>
  );
}
