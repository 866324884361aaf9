import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ChangeEvent, FocusEvent } from 'react';
import type { StaffStage } from '../staff-jobs/staff-jobs.types';

interface StageSelectProps {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: (event: FocusEvent<HTMLInputElement>) => void;
  error: boolean;
  helperText: string | undefined;
  label: string;
  /** The stages on offer, in pipeline order. */
  stages: readonly StaffStage[];
  /** Shown when there is no stage to offer, in place of an empty menu. */
  emptyText: string;
  testId: string;
}

/** The stage picker of the candidate's dialogs (a rating's stage, an interview's stage): one formik field. */
export function StageSelect({ stages, emptyText, testId, label, helperText, ...field }: StageSelectProps) {
  const empty = stages.length === 0;
  return (
    <TextField
      {...field}
      select
      label={label}
      fullWidth
      disabled={empty}
      helperText={empty ? emptyText : helperText}
      slotProps={{ select: { SelectDisplayProps: { 'data-testid': testId } as object } }}
    >
      {stages.map((stage) => (
        <MenuItem key={stage.stageId} value={String(stage.stageId)}>
          {stage.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
