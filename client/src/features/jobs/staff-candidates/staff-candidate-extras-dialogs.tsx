import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { useFormik, type FormikErrors, type FormikHelpers } from 'formik';
import { useState, type ReactNode } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { FEEDBACK_MAX, StaffCandidateExtrasMessage } from '@finx/domain';
import { useSnackbar } from '../../../shared/toast';
import type { CandidateFieldsFragment } from '../../../graphql/generated/graphql';
import {
  useAddExternalCommentMutation,
  useApplicationHistoryQuery,
  useRateCandidateMutation,
} from '../../../graphql/generated/hooks';
import { applyUserErrors, type UserErrorLike } from '../../../graphql/use-operation';
import type { StaffStage } from '../staff-jobs/staff-jobs.types';
import { StageSelect } from './staff-candidate-stage-select';
import { fieldError } from '../../../shared/formik-text-field';

/** The extras' dialogs on the candidate page. */
export type ExtraAction = 'rate' | 'comment' | 'message' | 'invite';

export const ExtraDoneText = {
  rate: 'Rating saved',
  comment: 'Comment recorded',
  message: 'Message sent',
  invite: 'Invitation sent',
} as const;
export const PickStageText = 'Pick the stage';

/** The lists the page shows refetch once a dialog saved (a refused save changed nothing). */
const REFETCH = ['StaffCandidateExtras'];

type Submit = () => Promise<readonly UserErrorLike[] | undefined>;

/**
 * A formik form in a dialog: the server's refusals go on their fields (`applyUserErrors`), those on no
 * field show above the form; success toasts and closes.
 */
export function useExtraForm<V extends object>(
  initialValues: V,
  validate: (values: V) => FormikErrors<V>,
  send: (values: V) => Submit,
  done: string,
  onClose: () => void,
) {
  const { enqueueSnackbar } = useSnackbar();
  const client = useApolloClient();
  const [refusals, setRefusals] = useState<UserErrorLike[]>([]);
  const form = useFormik<V>({
    initialValues,
    validate,
    onSubmit: async (values: V, helpers: FormikHelpers<V>) => {
      setRefusals([]);
      const userErrors = await send(values)();
      // No data: a failure the app has already shown.
      if (userErrors === undefined) return;
      if (userErrors.length > 0) {
        setRefusals(applyUserErrors(userErrors, helpers, values));
        return;
      }
      // A refetch that fails shows through the page's own query; the save itself is done.
      await client.refetchQueries({ include: REFETCH }).catch(() => undefined);
      enqueueSnackbar(done, { variant: 'success' });
      close();
    },
  });
  const close = () => {
    setRefusals([]);
    form.resetForm();
    onClose();
  };
  const field = (name: keyof V & string) => {
    const error = fieldError(form, name);
    return {
      name,
      value: form.values[name] as unknown as string,
      onChange: form.handleChange,
      onBlur: form.handleBlur,
      error: Boolean(error),
      helperText: error,
    };
  };
  return { form, refusals, close, field };
}

interface ShellProps {
  open: boolean;
  title: string;
  testId: string;
  submitting: boolean;
  refusals: readonly UserErrorLike[];
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}

export function DialogShell({
  open,
  title,
  testId,
  submitting,
  refusals,
  onSubmit,
  onClose,
  children,
}: ShellProps) {
  return (
    <Dialog open={open} onClose={submitting ? undefined : onClose} maxWidth="sm" fullWidth>
      <form
        noValidate
        data-testid={testId}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {refusals.map((refusal) => (
              <Alert key={refusal.message} severity="error" data-testid="extra-dialog-error">
                {refusal.message}
              </Alert>
            ))}
            {children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={submitting}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={submitting} data-testid="extra-dialog-confirm">
            {title}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

export interface DialogProps {
  open: boolean;
  candidate: CandidateFieldsFragment;
  onClose: () => void;
}

/**
 * Rate the candidate 1 to 5 at a stage they reached, with optional feedback. Only the stages in the
 * candidate's history are offered (the server refuses the others with STAGE_NOT_REACHED); the history is
 * the one the page already shows, read from the cache.
 */
export function RateDialog({
  open,
  candidate,
  stages,
  onClose,
}: DialogProps & { stages: readonly StaffStage[] }) {
  const [rate] = useRateCandidateMutation();
  const history = useApplicationHistoryQuery({
    variables: { applicationId: candidate.applicationId },
    skip: !open,
  });
  const reachedNames = new Set((history.data?.applicationHistory ?? []).map((entry) => entry.stageName));
  const reached = stages.filter((stage) => reachedNames.has(stage.name));
  const { form, refusals, close, field } = useExtraForm(
    { stageId: '', rating: 0, feedback: '' },
    (values) => {
      const errors: FormikErrors<typeof values> = {};
      if (values.stageId === '') errors.stageId = PickStageText;
      if (values.rating < 1 || values.rating > 5) errors.rating = StaffCandidateExtrasMessage.RATING;
      if (values.feedback.trim().length > FEEDBACK_MAX)
        errors.feedback = StaffCandidateExtrasMessage.FEEDBACK;
      return errors;
    },
    (values) => async () => {
      const input = {
        applicationId: candidate.applicationId,
        stageId: Number(values.stageId),
        rating: values.rating,
        feedback: values.feedback.trim(),
      };
      return (await rate({ variables: { input } })).data?.rateCandidate.userErrors;
    },
    ExtraDoneText.rate,
    onClose,
  );
  const ratingError = (form.touched.rating || form.submitCount > 0) && form.errors.rating;
  return (
    <DialogShell
      open={open}
      title="Rate candidate"
      testId="rate-dialog"
      submitting={form.isSubmitting}
      refusals={refusals}
      onSubmit={form.submitForm}
      onClose={close}
    >
      <StageSelect
        {...field('stageId')}
        label="Stage"
        stages={reached}
        emptyText="The candidate's history is loading."
        testId="rate-stage-select"
      />
      <div>
        <Typography component="legend" variant="body2" id="rate-label">
          Rating
        </Typography>
        <Rating
          name="rating"
          value={form.values.rating || null}
          onChange={(_, value) => void form.setFieldValue('rating', value !== null && value > 0 ? value : 0)}
          aria-labelledby="rate-label"
          data-testid="rate-stars"
        />
        {ratingError && <FormHelperText error>{form.errors.rating}</FormHelperText>}
      </div>
      <TextField
        {...field('feedback')}
        label="Feedback (optional)"
        multiline
        minRows={3}
        fullWidth
        slotProps={{ htmlInput: { maxLength: FEEDBACK_MAX, 'data-testid': 'rate-feedback' } }}
      />
    </DialogShell>
  );
}

/** Record what the corporate's interviewer said, and on which day. */
export function CommentDialog({ open, candidate, onClose }: DialogProps) {
  const [add] = useAddExternalCommentMutation();
  const today = dayjs().format('YYYY-MM-DD');
  const { form, refusals, close, field } = useExtraForm(
    { interviewerName: '', comment: '', commentedOn: today },
    (values) => {
      const errors: FormikErrors<typeof values> = {};
      if (values.interviewerName.trim() === '')
        errors.interviewerName = StaffCandidateExtrasMessage.INTERVIEWER_NAME;
      if (values.comment.trim() === '') errors.comment = StaffCandidateExtrasMessage.COMMENT;
      // YYYY-MM-DD strings compare as days; the server checks the day in India time too.
      if (!/^\d{4}-\d{2}-\d{2}$/.test(values.commentedOn) || values.commentedOn > today) {
        errors.commentedOn = StaffCandidateExtrasMessage.COMMENT_DATE;
      }
      return errors;
    },
    (values) => async () => {
      const input = {
        applicationId: candidate.applicationId,
        interviewerName: values.interviewerName.trim(),
        comment: values.comment.trim(),
        commentedOn: values.commentedOn,
      };
      return (await add({ variables: { input } })).data?.addExternalComment.userErrors;
    },
    ExtraDoneText.comment,
    onClose,
  );
  return (
    <DialogShell
      open={open}
      title="Add interviewer's comment"
      testId="comment-dialog"
      submitting={form.isSubmitting}
      refusals={refusals}
      onSubmit={form.submitForm}
      onClose={close}
    >
      <TextField
        {...field('interviewerName')}
        label="Interviewer"
        fullWidth
        slotProps={{ htmlInput: { 'data-testid': 'comment-interviewer' } }}
      />
      <TextField
        {...field('comment')}
        label="Comment"
        multiline
        minRows={3}
        fullWidth
        slotProps={{ htmlInput: { 'data-testid': 'comment-text' } }}
      />
      <TextField
        {...field('commentedOn')}
        type="date"
        label="Said on"
        fullWidth
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today, 'data-testid': 'comment-date' } }}
      />
    </DialogShell>
  );
}
