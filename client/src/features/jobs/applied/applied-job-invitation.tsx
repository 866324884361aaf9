import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventIcon from '@mui/icons-material/EventOutlined';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useSnackbar } from '../../../shared/toast';
import type { InterviewInvitationFieldsFragment, RsvpResponse } from '../../../graphql/generated/graphql';
import { useRespondToInterviewMutation } from '../../../graphql/generated/hooks';

export const RsvpDoneText: Record<RsvpResponse, string> = {
  ACCEPTED: 'You accepted the interview',
  DECLINED: 'You declined the interview',
};
const ANSWER_LABEL: Record<RsvpResponse, string> = { ACCEPTED: 'You accepted', DECLINED: 'You declined' };

/** Links in the details open as links; the rest stays text. */
const LINK = /(https?:\/\/[^\s]+)/g;
function Details({ text }: { text: string }) {
  return (
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
      {text.split(LINK).map((part, index) =>
        index % 2 === 1 ? (
          <a key={index} href={part} target="_blank" rel="noreferrer">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </Typography>
  );
}

/**
 * An application's interview invitation: stage, time, place or link, and the learner's answer. The
 * answer may change until the interview begins (the server refuses after with INTERVIEW_IS_PAST, shown
 * as it words it); an application no longer in progress cannot answer.
 */
export function InvitationPanel({
  invitation,
  open,
}: {
  invitation: InterviewInvitationFieldsFragment;
  /** Whether the application is still in progress. */
  open: boolean;
}) {
  const { enqueueSnackbar } = useSnackbar();
  const [respond, { loading }] = useRespondToInterviewMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const answerable = open && dayjs(invitation.scheduledAt).isAfter(dayjs());

  const answer = async (response: RsvpResponse) => {
    setRefusal(null);
    const { data } = await respond({
      variables: { input: { invitationId: invitation.invitationId, response } },
    });
    const payload = data?.respondToInterview;
    if (!payload) return; // a failure the app has already shown
    if (payload.userErrors.length > 0) {
      setRefusal(payload.userErrors.map((error) => error.message).join(' '));
      return;
    }
    // The payload's invitation carries the answer: the normalised cache updates this panel.
    enqueueSnackbar(RsvpDoneText[response], { variant: 'success' });
  };

  return (
    <Paper variant="outlined" sx={{ p: 2, bgcolor: 'action.hover' }} data-testid="application-invitation">
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <EventIcon fontSize="small" aria-hidden />
          <Typography variant="subtitle2" component="h3">
            Interview: {invitation.stageName} · {dayjs(invitation.scheduledAt).format('DD/MM/YYYY HH:mm')}
          </Typography>
          {invitation.response && (
            <Chip
              size="small"
              color={invitation.response === 'ACCEPTED' ? 'success' : 'default'}
              label={ANSWER_LABEL[invitation.response]}
              data-testid="application-invitation-response"
            />
          )}
        </Stack>
        {invitation.details && <Details text={invitation.details} />}
        {refusal && (
          <Alert severity="error" data-testid="application-invitation-error">
            {refusal}
          </Alert>
        )}
        {answerable && (
          <Stack direction="row" spacing={1}>
            <Button
              size="small"
              variant={invitation.response === 'ACCEPTED' ? 'contained' : 'outlined'}
              color="success"
              disabled={loading || invitation.response === 'ACCEPTED'}
              onClick={() => void answer('ACCEPTED')}
              data-testid="application-invitation-accept"
            >
              Accept
            </Button>
            <Button
              size="small"
              variant={invitation.response === 'DECLINED' ? 'contained' : 'outlined'}
              color="error"
              disabled={loading || invitation.response === 'DECLINED'}
              onClick={() => void answer('DECLINED')}
              data-testid="application-invitation-decline"
            >
              Decline
            </Button>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
