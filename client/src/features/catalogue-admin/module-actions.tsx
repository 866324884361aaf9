import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ClientRoute, moduleSchema } from '@finx/domain';
import { useSnackbar } from '../../shared/toast';
import type { StaffModuleFieldsFragment } from '../../graphql/generated/graphql';
import { useRenameModuleMutation, useSetModuleActiveMutation } from '../../graphql/generated/hooks';
import { applyUserErrors } from '../../graphql/use-operation';

export const MODULE_SAVED_TEXT = 'Module saved successfully';
export const MODULE_ACTIVATED_TEXT = 'Module activated: learners see it in the course';
export const MODULE_DEACTIVATED_TEXT = 'Module deactivated: learners no longer see it';

function RenameDialog({
  module,
  onClose,
  onSaved,
}: {
  module: StaffModuleFieldsFragment;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { enqueueSnackbar } = useSnackbar();
  const [rename] = useRenameModuleMutation();
  const formik = useFormik({
    initialValues: { title: module.title },
    validationSchema: moduleSchema,
    onSubmit: async (values, helpers) => {
      const { data } = await rename({ variables: { moduleId: module.moduleId, title: values.title.trim() } });
      const payload = data?.renameModule;
      if (!payload) return;
      for (const error of applyUserErrors(payload.userErrors, helpers, values)) {
        enqueueSnackbar(error.message, { variant: 'error' });
      }
      if (!payload.ok) return;
      enqueueSnackbar(MODULE_SAVED_TEXT, { variant: 'success' });
      onSaved();
    },
  });
  const error = formik.touched.title ? formik.errors.title : undefined;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <form noValidate onSubmit={formik.handleSubmit} aria-label="Edit module">
        <DialogTitle>Edit Module</DialogTitle>
        <DialogContent>
          <TextField
            name="title"
            label="Module title"
            value={formik.values.title}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            error={Boolean(error)}
            helperText={error ?? ' '}
            disabled={formik.isSubmitting}
            fullWidth
            sx={{ mt: 1 }}
            slotProps={{ htmlInput: { 'data-testid': 'module-edit-title' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={formik.isSubmitting}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={formik.isSubmitting}
            data-testid="module-edit-submit"
          >
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/**
 * A module's row actions on /modules-list (admin): open its lessons, rename it, show it to learners or
 * hide it.
 */
export function ModuleActions({
  module,
  onChanged,
}: {
  module: StaffModuleFieldsFragment;
  onChanged: () => void;
}) {
  const { enqueueSnackbar } = useSnackbar();
  const [editing, setEditing] = useState(false);
  const [setActive, { loading }] = useSetModuleActiveMutation();
  const toggle = async () => {
    const { data } = await setActive({ variables: { moduleId: module.moduleId, active: !module.active } });
    const payload = data?.setModuleActive;
    if (!payload) return;
    for (const error of payload.userErrors) enqueueSnackbar(error.message, { variant: 'error' });
    if (!payload.ok) return;
    enqueueSnackbar(module.active ? MODULE_DEACTIVATED_TEXT : MODULE_ACTIVATED_TEXT, { variant: 'success' });
    onChanged();
  };
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', height: '100%' }}>
      <Button
        size="small"
        component={RouterLink}
        to={ClientRoute.courseLessons(module.moduleId)}
        data-testid={`module-lessons-${module.moduleId}`}
      >
        Lessons ({module.lessonCount})
      </Button>
      <Button size="small" onClick={() => setEditing(true)} data-testid={`module-edit-${module.moduleId}`}>
        Edit
      </Button>
      <Button
        size="small"
        variant={module.active ? 'outlined' : 'contained'}
        color={module.active ? 'warning' : 'success'}
        disabled={loading}
        onClick={() => void toggle()}
        data-testid={`module-status-${module.moduleId}`}
      >
        {module.active ? 'Deactivate' : 'Activate'}
      </Button>
      {editing && (
        <RenameDialog
          module={module}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            onChanged();
          }}
        />
      )}
    </Stack>
  );
}
