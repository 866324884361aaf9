import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { FormikHelpers } from 'formik';
import { useSnackbar } from '../../shared/toast';
import { applyUserErrors, type UserErrorLike } from '../../graphql/use-operation';

export const SECTION_SAVED_TEXT = 'Saved.';

/** One row of a section's view mode; an empty value reads as a dash. */
export type ViewRow = [term: string, value: string | null | undefined];

export function ViewRows({ rows }: { rows: readonly ViewRow[] }) {
  return (
    <Stack component="dl" spacing={1} sx={{ m: 0 }}>
      {rows.map(([term, value]) => (
        <Stack key={term} direction={{ xs: 'column', sm: 'row' }} sx={{ columnGap: 2 }}>
          <Typography component="dt" color="text.secondary" sx={{ minWidth: 180 }}>
            {term}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value || '—'}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}

interface SectionProps {
  id: string;
  title: string;
  complete: boolean;
  /** The section's saved values, read only. */
  view: ReactNode;
  /** The form; `close` returns to the view once it has saved; `cancel` only when there is a view to go back to. */
  form: (close: () => void, cancel?: () => void) => ReactNode;
}

/**
 * A profile section: its saved values with an Edit button, or its form (which saves this section alone).
 * A section never filled in opens as its form.
 */
export function ProfileSection({ id, title, complete, view, form }: SectionProps) {
  const [editing, setEditing] = useState(!complete);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={`${id}-title`}
      sx={{ p: { xs: 2, sm: 3 } }}
      data-testid={`profile-${id}`}
    >
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography variant="h6" component="h2" id={`${id}-title`} sx={{ flexGrow: 1 }}>
            {title}
          </Typography>
          <Chip
            size="small"
            label={complete ? 'Complete' : 'Incomplete'}
            color={complete ? 'success' : 'default'}
            variant={complete ? 'filled' : 'outlined'}
          />
          {!editing && (
            <Button size="small" onClick={() => setEditing(true)} data-testid={`profile-${id}-edit`}>
              Edit
            </Button>
          )}
        </Stack>
        {editing ? form(() => setEditing(false), complete ? () => setEditing(false) : undefined) : view}
      </Stack>
    </Paper>
  );
}

/**
 * A section's form: its fields, then Save, and Cancel once the section has something to go back to. The
 * browser's own validation is off, so the shared yup schema's messages are the ones shown.
 */
export function SectionForm({
  id,
  label,
  onSubmit,
  busy,
  onCancel,
  sx,
  children,
}: {
  id: string;
  label: string;
  onSubmit: (event?: React.FormEvent<HTMLFormElement>) => void;
  busy: boolean;
  onCancel?: () => void;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Stack component="form" noValidate spacing={1} onSubmit={onSubmit} aria-label={label} sx={sx}>
      {children}
      <Stack direction="row" spacing={1} sx={{ justifyContent: { xs: 'stretch', sm: 'flex-start' } }}>
        <Button type="submit" variant="contained" disabled={busy} data-testid={`profile-${id}-save`}>
          Save
        </Button>
        {onCancel && (
          <Button onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

/**
 * Saves a section: the server's field refusals go under their fields, any other as a toast; on success
 * the answered profile updates the cache (completeness and score with it) and the form closes.
 */
export function useSectionSave() {
  const { enqueueSnackbar } = useSnackbar();
  return async <TValues extends object>(
    payload: { profile: object | null; userErrors: readonly UserErrorLike[] } | undefined,
    helpers: FormikHelpers<TValues>,
    values: TValues,
    close: () => void,
  ): Promise<void> => {
    if (!payload) return;
    for (const error of applyUserErrors(payload.userErrors, helpers, values)) {
      enqueueSnackbar(error.message, { variant: 'error' });
    }
    if (payload.profile) {
      enqueueSnackbar(SECTION_SAVED_TEXT, { variant: 'success' });
      close();
    }
  };
}

/** Common props of a formik-bound text field: value, handlers, and the error once touched. */
export function fieldProps<TValues extends object>(
  formik: {
    values: TValues;
    errors: Partial<Record<keyof TValues, unknown>>;
    touched: Partial<Record<keyof TValues, unknown>>;
    isSubmitting: boolean;
    handleChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
    handleBlur: (event: React.FocusEvent) => void;
  },
  name: keyof TValues & string,
) {
  const error = formik.touched[name] ? formik.errors[name] : undefined;
  return {
    name,
    value: formik.values[name] ?? '',
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: Boolean(error),
    helperText: typeof error === 'string' ? error : ' ',
    disabled: formik.isSubmitting,
    fullWidth: true,
    slotProps: { htmlInput: { 'data-testid': `profile-field-${name}` } },
  };
}
