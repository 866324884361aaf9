import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { Link as RouterLink } from 'react-router-dom';
import { ClientRoute, moduleSchema } from '@finx/domain';
import { useSnackbar } from '../../shared/toast';
import { useAddProductModuleMutation, useStaffModulesQuery } from '../../graphql/generated/hooks';
import { applyUserErrors } from '../../graphql/use-operation';

export const MODULE_ADDED_TEXT = 'Module added successfully';

/**
 * A product's modules in sequence, each opening its lessons, and a new one at the end (admin). A module
 * added to a course on sale starts inactive, until it has lessons.
 */
export function ProductModules({ productId, onChanged }: { productId: number; onChanged: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const { data, refetch } = useStaffModulesQuery({
    variables: { productId },
    fetchPolicy: 'cache-and-network',
  });
  const [add] = useAddProductModuleMutation();
  const formik = useFormik({
    initialValues: { title: '' },
    validationSchema: moduleSchema,
    onSubmit: async (values, helpers) => {
      const { data: result } = await add({ variables: { input: { productId, title: values.title.trim() } } });
      const payload = result?.addProductModule;
      if (!payload) return;
      for (const error of applyUserErrors(payload.userErrors, helpers, values)) {
        enqueueSnackbar(error.message, { variant: 'error' });
      }
      if (!payload.module) return;
      enqueueSnackbar(MODULE_ADDED_TEXT, { variant: 'success' });
      helpers.resetForm();
      void refetch();
      onChanged();
    },
  });
  const modules = data?.staffModules ?? [];
  const error = formik.touched.title ? formik.errors.title : undefined;
  return (
    <Stack spacing={1} data-testid="product-modules" sx={{ maxWidth: 640 }}>
      <Typography variant="h5" component="h2">
        Modules
      </Typography>
      {modules.length === 0 ? (
        <Typography color="text.secondary">No modules yet.</Typography>
      ) : (
        <List dense>
          {modules.map((module) => (
            <ListItem
              key={module.id}
              disableGutters
              data-testid="product-module"
              secondaryAction={
                <Button
                  size="small"
                  component={RouterLink}
                  to={ClientRoute.courseLessons(module.moduleId)}
                  data-testid={`product-module-lessons-${module.moduleId}`}
                >
                  Lessons ({module.lessonCount})
                </Button>
              }
              sx={{ pr: 14 }}
            >
              <ListItemText
                primary={`${module.sequence}. ${module.title}`}
                secondary={module.active ? null : 'Inactive: learners do not see it'}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Stack
        component="form"
        noValidate
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        onSubmit={formik.handleSubmit}
      >
        <TextField
          name="title"
          size="small"
          label="New module title"
          value={formik.values.title}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          error={Boolean(error)}
          helperText={error ?? ' '}
          disabled={formik.isSubmitting}
          sx={{ flex: 1 }}
          slotProps={{ htmlInput: { 'data-testid': 'module-title' } }}
        />
        <Button
          type="submit"
          variant="outlined"
          disabled={formik.isSubmitting}
          data-testid="module-submit"
          sx={{ alignSelf: { sm: 'flex-start' } }}
        >
          Add Module
        </Button>
      </Stack>
    </Stack>
  );
}
