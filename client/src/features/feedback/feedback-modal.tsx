import { useEffect, useRef } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { useSnackbar } from '../../shared/toast';
import {
  Delay,
  FEEDBACK_CONCERNS,
  FEEDBACK_MESSAGE_MAX,
  RANKS_NEEDING_CONCERN,
  Text,
  feedbackSchema,
} from '@finx/domain';
import { useSubmitFeedbackMutation } from '../../graphql/generated/hooks';
import { STAY_ON_TOP_ATTRIBUTE } from '../session/use-stay-on-top';
import { recordFeedbackGiven, type FeedbackAuthor } from './feedback-after-sign-out';

const RATINGS = [
  { rank: 1, emoji: '😠', label: 'Very bad' },
  { rank: 2, emoji: '😞', label: 'Bad' },
  { rank: 3, emoji: '😐', label: 'Okay' },
  { rank: 4, emoji: '😊', label: 'Good' },
  { rank: 5, emoji: '😍', label: 'Excellent' },
] as const;

type Values = { rank: number; concernId: number | ''; feedbackMsg: string };

/** Reloads the page after the spec's delay; replaceable in tests. */
const reload = () => window.location.reload();

/**
 * The feedback modal (`000 §2`, §4, §5): five emoji ratings (starting at 0, none picked), the Type Of
 * Concern select only for ranks 1 and 2, the message, and 'Send your Feedback', disabled while sending.
 * Success or a failure status both reset and hide the modal and reload the page after 1.5 s.
 */
export function FeedbackModal({
  open,
  author,
  onClose,
  stayOnTop = false,
}: {
  open: boolean;
  author: FeedbackAuthor;
  onClose: () => void;
  /** Shown over another screen's modal (after sign-out, over the login modal). */
  stayOnTop?: boolean;
}) {
  const { enqueueSnackbar } = useSnackbar();
  const [submitFeedback] = useSubmitFeedbackMutation();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const formik = useFormik<Values>({
    initialValues: { rank: 0, concernId: '', feedbackMsg: '' },
    validate: async (values) => {
      try {
        await feedbackSchema.validate(
          { ...values, concernId: values.concernId === '' ? null : values.concernId, ...author },
          { abortEarly: false },
        );
        return {};
      } catch (error) {
        const inner = (error as { inner?: { path?: string; message: string }[] }).inner ?? [];
        return Object.fromEntries(inner.map((issue) => [issue.path ?? 'rank', issue.message]));
      }
    },
    onSubmit: async (values, helpers) => {
      const needsConcern = RANKS_NEEDING_CONCERN.includes(values.rank);
      const { data } = await submitFeedback({
        variables: {
          input: {
            rank: values.rank,
            feedbackMsg: values.feedbackMsg.trim() || null,
            concernId: needsConcern && values.concernId !== '' ? values.concernId : null,
            emailId: author.emailId,
            partyId: author.partyId,
          },
        },
      });
      if (!data) return;
      if (data.submitFeedback.ok) {
        recordFeedbackGiven(author);
        enqueueSnackbar(Text.FEEDBACK_THANKS, { variant: 'success' });
      } else {
        for (const error of data.submitFeedback.userErrors) {
          enqueueSnackbar(error.message, { variant: 'error' });
        }
      }
      helpers.resetForm();
      onClose();
      timer.current = setTimeout(reload, Delay.FEEDBACK_RELOAD);
    },
  });
  const { values, errors, submitCount } = formik;
  const shown = submitCount > 0;
  const needsConcern = RANKS_NEEDING_CONCERN.includes(values.rank);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="feedback-title"
      {...(stayOnTop ? { [STAY_ON_TOP_ATTRIBUTE]: 'feedback' } : {})}
    >
      <DialogTitle id="feedback-title">{Text.FEEDBACK_TITLE}</DialogTitle>
      <DialogContent>
        <Stack component="form" id="feedback-form" noValidate spacing={2} onSubmit={formik.handleSubmit}>
          <Stack
            direction="row"
            spacing={1}
            role="radiogroup"
            aria-label="Your reaction"
            sx={{ justifyContent: 'center' }}
          >
            {RATINGS.map((rating) => (
              <IconButton
                key={rating.rank}
                role="radio"
                aria-checked={values.rank === rating.rank}
                aria-label={`${rating.label} (${rating.rank})`}
                data-testid={`feedback-rank-${rating.rank}`}
                onClick={() => void formik.setFieldValue('rank', rating.rank)}
                sx={{
                  fontSize: 34,
                  opacity: values.rank === 0 || values.rank === rating.rank ? 1 : 0.4,
                  outline: values.rank === rating.rank ? '2px solid' : 'none',
                  outlineColor: 'secondary.main',
                }}
              >
                <span aria-hidden>{rating.emoji}</span>
              </IconButton>
            ))}
          </Stack>
          {shown && errors.rank && <FormHelperText error>{errors.rank}</FormHelperText>}
          {needsConcern && (
            <TextField
              select
              id="feedback-concern"
              name="concernId"
              label="Type Of Concern"
              value={values.concernId}
              onChange={formik.handleChange}
              error={shown && Boolean(errors.concernId)}
              helperText={shown ? errors.concernId : undefined}
              slotProps={{ htmlInput: { 'data-testid': 'feedback-concern' } }}
            >
              {FEEDBACK_CONCERNS.map((concern) => (
                <MenuItem key={concern.id} value={concern.id}>
                  {concern.name}
                </MenuItem>
              ))}
            </TextField>
          )}
          <TextField
            id="feedback-message"
            name="feedbackMsg"
            placeholder={Text.FEEDBACK_PLACEHOLDER}
            multiline
            minRows={3}
            value={values.feedbackMsg}
            onChange={formik.handleChange}
            error={shown && Boolean(errors.feedbackMsg)}
            helperText={shown ? errors.feedbackMsg : undefined}
            slotProps={{ htmlInput: { maxLength: FEEDBACK_MESSAGE_MAX, 'data-testid': 'feedback-message' } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button
          type="submit"
          form="feedback-form"
          variant="contained"
          disabled={formik.isSubmitting}
          data-testid="feedback-send"
        >
          {Text.FEEDBACK_SEND}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
