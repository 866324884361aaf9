import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { StageKind, type StageDraft } from '@finx/domain';
import { withInterviewRound } from './staff-job-draft';

const KIND_LABEL: Record<StageKind, string> = {
  APPLIED: 'Applied',
  SCREENING: 'Screening',
  ASSESSMENT: 'Assessment',
  INTERVIEW: 'Interview',
  OFFER: 'Offer',
  PLACED: 'Placed',
};

/** A stage's count of applications on an edited job: such a stage cannot be removed (JOB_STAGE_IN_USE). */
export type StageHolding = (name: string) => number;

interface StagesEditorProps {
  stages: readonly StageDraft[];
  error: string | undefined;
  onChange: (stages: StageDraft[]) => void;
  holding?: StageHolding;
}

/**
 * The pipeline: Applied stays first and Placed last (`checkPipeline`), so those two can be renamed but
 * not removed; interview rounds are added after the last round. Renaming a saved stage makes it a new
 * one on the server (stages are matched by name), which the helper text says.
 */
export function StagesEditor({ stages, error, onChange, holding }: StagesEditorProps) {
  const rename = (index: number, name: string) =>
    onChange(stages.map((stage, at) => (at === index ? { ...stage, name } : stage)));
  const remove = (index: number) => onChange(stages.filter((_, at) => at !== index));

  return (
    <Stack spacing={1.5} component="fieldset" sx={{ border: 0, p: 0, m: 0 }} data-testid="staff-job-stages">
      <Typography component="legend" variant="h6" sx={{ mb: 1 }}>
        Stage pipeline
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Candidates move through these stages in order. Renaming a stage that holds candidates counts as
        removing it.
      </Typography>
      {stages.map((stage, index) => {
        const fixed = stage.kind === StageKind.APPLIED || stage.kind === StageKind.PLACED;
        const held = holding?.(stage.name) ?? 0;
        return (
          <Stack
            key={index}
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center' }}
            data-testid="staff-stage"
          >
            <Typography variant="body2" color="text.secondary" sx={{ width: 24, flexShrink: 0 }}>
              {index + 1}.
            </Typography>
            <TextField
              size="small"
              label={`Stage ${index + 1} name`}
              value={stage.name}
              onChange={(event) => rename(index, event.target.value)}
              sx={{ flex: 1, minWidth: 0 }}
              slotProps={{ htmlInput: { maxLength: 60, 'data-testid': `staff-stage-name-${index}` } }}
            />
            <Chip size="small" label={KIND_LABEL[stage.kind]} sx={{ display: { xs: 'none', sm: 'flex' } }} />
            <IconButton
              aria-label={`Remove stage ${stage.name || index + 1}`}
              onClick={() => remove(index)}
              disabled={fixed || held > 0}
              title={held > 0 ? 'Candidates stand at this stage' : undefined}
              data-testid={`staff-stage-remove-${index}`}
            >
              <DeleteIcon />
            </IconButton>
          </Stack>
        );
      })}
      {error && (
        <FormHelperText error data-testid="staff-stages-error">
          {error}
        </FormHelperText>
      )}
      <Button
        startIcon={<AddIcon />}
        onClick={() => onChange(withInterviewRound(stages))}
        sx={{ alignSelf: 'flex-start' }}
        data-testid="staff-stage-add-interview"
      >
        Add interview round
      </Button>
    </Stack>
  );
}
