import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { useState, type ReactNode } from 'react';
import { ApplicationStatus } from '@finx/domain';
import type { CandidateFieldsFragment, RsvpResponse } from '../../../graphql/generated/graphql';
import { useStaffCandidateExtrasQuery } from '../../../graphql/generated/hooks';
import { formatDate } from '../../../shared/format';
import { InviteDialog, MessageDialog } from './staff-candidate-extras-contact-dialogs';
import { CommentDialog, RateDialog, type ExtraAction } from './staff-candidate-extras-dialogs';
import type { StaffStage } from '../staff-jobs/staff-jobs.types';

/** Date and time as the screens show them (`001 §9`: DD/MM/YYYY, HH:mm). */
export const formatDateTime = (iso: string): string => dayjs(iso).format('DD/MM/YYYY HH:mm');

export const RSVP_LABEL: Record<RsvpResponse, string> = { ACCEPTED: 'Accepted', DECLINED: 'Declined' };
export const NO_ANSWER_TEXT = 'No answer yet';

function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
        >
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          {action}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}

const Empty = ({ children }: { children: ReactNode }) => (
  <Typography variant="body2" color="text.secondary">
    {children}
  </Typography>
);

interface ExtrasProps {
  candidate: CandidateFieldsFragment;
  stages: readonly StaffStage[];
}

/**
 * The candidate's extras (`001 §7`): interview invitations with the candidate's answer, ratings and
 * feedback per stage, interviewers' comments and the messages sent, each with the dialog that adds one.
 */
export function StaffCandidateExtras({ candidate, stages }: ExtrasProps) {
  const [action, setAction] = useState<ExtraAction | null>(null);
  const { data, loading } = useStaffCandidateExtrasQuery({
    variables: { applicationId: candidate.applicationId },
    fetchPolicy: 'cache-and-network',
  });
  const inProgress = candidate.status === ApplicationStatus.IN_PROGRESS;
  const hasInterview = stages.some((stage) => stage.kind === 'INTERVIEW');
  const close = () => setAction(null);
  if (loading && !data) return <Skeleton variant="rounded" height={160} />;
  const invitations = data?.interviewInvitations ?? [];
  const ratings = data?.candidateRatings ?? [];
  const comments = data?.externalComments ?? [];
  const messages = data?.candidateMessages ?? [];

  return (
    <>
      <Section
        title="Interview invitations"
        action={
          <Button
            variant="outlined"
            size="small"
            disabled={!inProgress || !hasInterview}
            onClick={() => setAction('invite')}
            data-testid="candidate-invite"
          >
            Invite to interview
          </Button>
        }
      >
        {invitations.length === 0 ? (
          <Empty>No invitation sent.</Empty>
        ) : (
          <Stack spacing={1.5} data-testid="candidate-invitations">
            {invitations.map((invitation) => (
              <Stack key={invitation.id} spacing={0.5} data-testid="candidate-invitation">
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
                  <Typography variant="subtitle2">
                    {invitation.stageName} · {formatDateTime(invitation.scheduledAt)}
                  </Typography>
                  <Chip
                    size="small"
                    color={
                      invitation.response === 'ACCEPTED'
                        ? 'success'
                        : invitation.response
                          ? 'error'
                          : 'default'
                    }
                    label={invitation.response ? RSVP_LABEL[invitation.response] : NO_ANSWER_TEXT}
                    data-testid="candidate-invitation-response"
                  />
                </Stack>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {invitation.details}
                </Typography>
              </Stack>
            ))}
          </Stack>
        )}
      </Section>
      <Section
        title="Ratings and feedback"
        action={
          <Button
            variant="outlined"
            size="small"
            onClick={() => setAction('rate')}
            data-testid="candidate-rate"
          >
            Rate
          </Button>
        }
      >
        {ratings.length === 0 ? (
          <Empty>No rating yet.</Empty>
        ) : (
          <Stack spacing={1.5} data-testid="candidate-ratings">
            {ratings.map((rating) => (
              <Stack key={rating.id} spacing={0.5} data-testid="candidate-rating">
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography variant="subtitle2">{rating.stageName}</Typography>
                  <Rating value={rating.rating} readOnly size="small" aria-label={`${rating.rating} of 5`} />
                </Stack>
                {rating.feedback && (
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {rating.feedback}
                  </Typography>
                )}
                <Typography variant="caption" color="text.secondary">
                  {rating.byName} · {formatDate(rating.ratedAt)}
                </Typography>
              </Stack>
            ))}
          </Stack>
        )}
      </Section>
      <Section
        title="Interviewers' comments"
        action={
          <Button
            variant="outlined"
            size="small"
            onClick={() => setAction('comment')}
            data-testid="candidate-comment"
          >
            Add comment
          </Button>
        }
      >
        {comments.length === 0 ? (
          <Empty>No comment recorded.</Empty>
        ) : (
          <Stack spacing={1.5} data-testid="candidate-comments">
            {comments.map((comment) => (
              <Stack key={comment.id} spacing={0.5} data-testid="candidate-comment-entry">
                <Typography variant="subtitle2">
                  {comment.interviewerName} · {formatDate(comment.commentedOn)}
                </Typography>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {comment.comment}
                </Typography>
              </Stack>
            ))}
          </Stack>
        )}
      </Section>
      <Section
        title="Messages"
        action={
          <Button
            variant="outlined"
            size="small"
            onClick={() => setAction('message')}
            data-testid="candidate-message"
          >
            Message candidate
          </Button>
        }
      >
        {messages.length === 0 ? (
          <Empty>No message sent.</Empty>
        ) : (
          <Stack spacing={1.5} data-testid="candidate-messages">
            {messages.map((message) => (
              <Stack key={message.id} spacing={0.5} data-testid="candidate-message-entry">
                <Typography variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
                  {message.channel === 'SMS' ? 'SMS' : message.subject} · {formatDateTime(message.sentAt)}
                </Typography>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                  {message.body}
                </Typography>
                <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  To {message.recipient}
                </Typography>
              </Stack>
            ))}
          </Stack>
        )}
      </Section>
      <RateDialog open={action === 'rate'} candidate={candidate} stages={stages} onClose={close} />
      <CommentDialog open={action === 'comment'} candidate={candidate} onClose={close} />
      <MessageDialog open={action === 'message'} candidate={candidate} onClose={close} />
      <InviteDialog open={action === 'invite'} candidate={candidate} stages={stages} onClose={close} />
    </>
  );
}
