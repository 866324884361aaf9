import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { useFormik, type FormikErrors } from 'formik';
import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useSnackbar } from '../../../shared/toast';
import type { CandidateFieldsFragment } from '../../../graphql/generated/graphql';
import {
  useMoveCandidateToNextStageMutation,
  useMoveCandidateToStageMutation,
  useRejectCandidateMutation,
  useSavePlacementMutation,
} from '../../../graphql/generated/hooks';
import { applyUserErrors, type UserErrorLike } from '../../../graphql/use-operation';
import type { StaffOption, StaffStage } from '../staff-jobs/staff-jobs.types';
import { fieldError } from '../../../shared/formik-text-field';

dayjs.extend(customParseFormat);

/** The candidate actions, each its own dialog. */
export type CandidateAction = 'next' | 'stage' | 'reject' | 'place';

/**
 * A move changes the candidate, the job's counts and the history: the screens showing them refetch once
 * it is done (a refused move changed nothing).
 */
const REFETCH = ['JobCandidates', 'ApplicationHistory', 'JobStageCounts', 'StaffJob', 'StaffJobs'];

export const ActionDoneText = {
  next: (stage: string) => `Moved to ${stage}`,
  stage: (stage: string) => `Moved to ${stage}`,
  reject: 'Candidate rejected',
  place: 'Placement recorded',
} as const;
export const PlacementMessage = {
  DATE: 'Enter the joining date as DD/MM/YYYY',
  CTC: 'Enter the annual CTC in whole rupees',
  STAGE: 'Pick the stage',
  REASON: 'Pick the reason',
} as const;

interface Values {
  stageId: string;
  reasonId: string;
  joiningDate: string;
  ctc: string;
}

/**
 * Typed forms of DD/MM/YYYY: the product's other date fields take the digits alone (their separators are
 * drawn for them), so staff type 04012027 here too; a dash or a dot stands for the slash.
 */
const TYPED_DATE = ['DD/MM/YYYY', 'DDMMYYYY', 'DD-MM-YYYY', 'DD.MM.YYYY'];

/** DD/MM/YYYY (`001 §9`) to the ISO date the API takes; null when it is not a real date. */
export const isoFromDisplay = (value: string): string | null => {
  const date = dayjs(value.trim(), TYPED_DATE, true);
  return date.isValid() ? date.format('YYYY-MM-DD') : null;
};

interface ActionDialogProps {
  action: CandidateAction | null;
  candidate: CandidateFieldsFragment;
  stages: readonly StaffStage[];
  reasons: readonly StaffOption[];
  onClose: () => void;
}

const TITLE: Record<CandidateAction, string> = {
  next: 'Move to next stage',
  stage: 'Move to stage',
  reject: 'Reject candidate',
  place: 'Record placement',
};

/** The stage after the candidate's own, or null at the end of the pipeline. */
export const nextStageOf = (stages: readonly StaffStage[], current: string): StaffStage | null => {
  const at = stages.findIndex((stage) => stage.name === current);
  return at >= 0 ? (stages[at + 1] ?? null) : null;
};

/** One dialog for the four actions; the result shows as a toast and the screens refetch. */
export function CandidateActionDialog({ action, candidate, stages, reasons, onClose }: ActionDialogProps) {
  const { enqueueSnackbar } = useSnackbar();
  const client = useApolloClient();
  const [moveNext] = useMoveCandidateToNextStageMutation();
  const [moveTo] = useMoveCandidateToStageMutation();
  const [reject] = useRejectCandidateMutation();
  const [place] = useSavePlacementMutation();
  const [refusals, setRefusals] = useState<UserErrorLike[]>([]);
  const applicationId = candidate.applicationId;
  const next = nextStageOf(stages, candidate.stageName);

  const close = () => {
    setRefusals([]);
    form.resetForm();
    onClose();
  };

  const form = useFormik<Values>({
    initialValues: { stageId: '', reasonId: '', joiningDate: '', ctc: '' },
    validate: (values) => {
      const errors: FormikErrors<Values> = {};
      if (action === 'stage' && values.stageId === '') errors.stageId = PlacementMessage.STAGE;
      if (action === 'reject' && values.reasonId === '') errors.reasonId = PlacementMessage.REASON;
      if (action === 'place') {
        if (isoFromDisplay(values.joiningDate) === null) errors.joiningDate = PlacementMessage.DATE;
        if (!/^\d{1,10}$/.test(values.ctc.trim()) || Number(values.ctc) < 1)
          errors.ctc = PlacementMessage.CTC;
      }
      return errors;
    },
    onSubmit: async (values, helpers) => {
      setRefusals([]);
      let userErrors: readonly UserErrorLike[] | undefined;
      let done = '';
      if (action === 'next') {
        const { data } = await moveNext({ variables: { applicationId } });
        userErrors = data?.moveCandidateToNextStage.userErrors;
        done = ActionDoneText.next(next?.name ?? '');
      } else if (action === 'stage') {
        const stageId = Number(values.stageId);
        const { data } = await moveTo({ variables: { applicationId, stageId } });
        userErrors = data?.moveCandidateToStage.userErrors;
        done = ActionDoneText.stage(stages.find((stage) => stage.stageId === stageId)?.name ?? '');
      } else if (action === 'reject') {
        const { data } = await reject({ variables: { applicationId, reasonId: Number(values.reasonId) } });
        userErrors = data?.rejectCandidate.userErrors;
        done = ActionDoneText.reject;
      } else if (action === 'place') {
        const input = {
          applicationId,
          joiningDate: isoFromDisplay(values.joiningDate) ?? '',
          ctc: Number(values.ctc),
        };
        const { data } = await place({ variables: { input } });
        userErrors = data?.savePlacement.userErrors;
        done = ActionDoneText.place;
      }
      // No data: a failure the app has already shown.
      if (userErrors === undefined) return;
      if (userErrors.length > 0) {
        setRefusals(applyUserErrors(userErrors, helpers, values));
        return;
      }
      // A refetch that fails shows through the screen's own queries; the move itself is done.
      await client.refetchQueries({ include: REFETCH }).catch(() => undefined);
      enqueueSnackbar(done, { variant: 'success' });
      close();
    },
  });

  // Dialog fields carry no blank helper line: the dialog stays compact until there is something to say.
  const shown = (name: keyof Values) => {
    const error = fieldError(form, name);
    return { error: Boolean(error), helperText: error };
  };
  const field = (name: keyof Values) => ({
    name,
    value: form.values[name],
    onChange: form.handleChange,
    onBlur: form.handleBlur,
    ...shown(name),
  });

  return (
    <Dialog open={action !== null} onClose={form.isSubmitting ? undefined : close} maxWidth="xs" fullWidth>
      <form noValidate onSubmit={form.handleSubmit} data-testid="candidate-action-dialog">
        <DialogTitle>{action ? TITLE[action] : ''}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {refusals.map((refusal) => (
              <Alert key={refusal.message} severity="error" data-testid="candidate-action-error">
                {refusal.message}
              </Alert>
            ))}
            {action === 'next' && (
              <DialogContentText>
                {next
                  ? `Move ${candidate.fullName} from ${candidate.stageName} to ${next.name}?`
                  : `${candidate.stageName} is the last stage.`}
              </DialogContentText>
            )}
            {action === 'stage' && (
              <TextField
                {...field('stageId')}
                select
                label="Stage"
                fullWidth
                slotProps={{
                  select: { SelectDisplayProps: { 'data-testid': 'candidate-stage-select' } as object },
                }}
              >
                {stages
                  .filter((stage) => stage.name !== candidate.stageName)
                  .map((stage) => (
                    <MenuItem key={stage.stageId} value={String(stage.stageId)}>
                      {stage.name}
                    </MenuItem>
                  ))}
              </TextField>
            )}
            {action === 'reject' && (
              <>
                <DialogContentText>
                  {candidate.fullName} stays at {candidate.stageName} marked Not selected, and sees the
                  reason.
                </DialogContentText>
                <TextField
                  {...field('reasonId')}
                  select
                  label="Reason"
                  fullWidth
                  slotProps={{
                    select: { SelectDisplayProps: { 'data-testid': 'candidate-reason-select' } as object },
                  }}
                >
                  {reasons.map((reason) => (
                    <MenuItem key={reason.id} value={String(reason.id)}>
                      {reason.name}
                    </MenuItem>
                  ))}
                </TextField>
              </>
            )}
            {action === 'place' && (
              <>
                <TextField
                  {...field('joiningDate')}
                  label="Joining date"
                  placeholder="DD/MM/YYYY"
                  fullWidth
                  slotProps={{
                    htmlInput: {
                      inputMode: 'numeric',
                      maxLength: 10,
                      'data-testid': 'candidate-joining-date',
                    },
                  }}
                />
                <TextField
                  {...field('ctc')}
                  label="Annual CTC (₹)"
                  fullWidth
                  slotProps={{
                    htmlInput: { inputMode: 'numeric', maxLength: 10, 'data-testid': 'candidate-ctc' },
                  }}
                />
              </>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={form.isSubmitting}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={action === 'reject' ? 'error' : 'primary'}
            disabled={form.isSubmitting || (action === 'next' && next === null)}
            data-testid="candidate-action-confirm"
          >
            {action ? TITLE[action] : ''}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
