import CircularProgress from '@mui/material/CircularProgress';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ClientPath, learningPathSchema, ReasonMessage } from '@finx/domain';
import { useSnackbar } from '../../shared/toast';
import {
  useCreateLearningPathMutation,
  useLearningPathQuery,
  useUpdateLearningPathMutation,
} from '../../graphql/generated/hooks';
import { applyUserErrors } from '../../graphql/use-operation';
import type { PickedProduct } from '../catalogue-admin/product-picker';
import { PathCourses } from './path-courses';
import { formikTextField } from '../../shared/formik-text-field';

export const LEARNING_PATH_SAVED_TEXT = 'Learning path saved successfully';

interface FormValues {
  name: string;
  description: string;
  productIds: number[];
}

/** /learning-path/add and /learning-path/edit/:id (admin): a name and courses in the order to take them. */
export default function LearningPathFormPage() {
  const { id } = useParams();
  const pathId = id ? Number(id) : null;
  const editing = pathId !== null && Number.isSafeInteger(pathId) && pathId > 0;
  const { data, loading } = useLearningPathQuery({ variables: { pathId: pathId ?? 0 }, skip: !editing });
  if (id !== undefined && !editing) return <Typography>{ReasonMessage.NOT_FOUND}</Typography>;
  if (editing && loading) return <CircularProgress aria-label="Loading" />;
  const saved = data?.learningPath;
  if (editing && !saved)
    return <Typography data-testid="learning-path-missing">{ReasonMessage.NOT_FOUND}</Typography>;
  const courses = (saved?.courses ?? []).map(({ productId, productName }) => ({ productId, productName }));
  return (
    <LearningPathForm
      key={id ?? 'new'}
      pathId={saved?.pathId ?? null}
      initial={{ name: saved?.name ?? '', description: saved?.description ?? '' }}
      initialCourses={courses}
    />
  );
}

function LearningPathForm({
  pathId,
  initial,
  initialCourses,
}: {
  pathId: number | null;
  initial: { name: string; description: string };
  initialCourses: PickedProduct[];
}) {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [create] = useCreateLearningPathMutation();
  const [update] = useUpdateLearningPathMutation();
  // Names are kept beside the ids so the rows read as courses; the form's value is the ids in order.
  const [courses, setCourses] = useState<PickedProduct[]>(initialCourses);
  const title = pathId === null ? 'Add Learning Path' : 'Edit Learning Path';
  const formik = useFormik<FormValues>({
    initialValues: { ...initial, productIds: initialCourses.map((course) => course.productId) },
    validationSchema: learningPathSchema,
    onSubmit: async (values, helpers) => {
      const input = {
        name: values.name.trim(),
        description: values.description.trim(),
        productIds: values.productIds,
      };
      const payload =
        pathId === null
          ? (await create({ variables: { input } })).data?.createLearningPath
          : (await update({ variables: { pathId, input } })).data?.updateLearningPath;
      if (!payload) return;
      for (const error of applyUserErrors(payload.userErrors, helpers, values)) {
        enqueueSnackbar(error.message, { variant: 'error' });
      }
      if (!payload.learningPath) return;
      enqueueSnackbar(LEARNING_PATH_SAVED_TEXT, { variant: 'success' });
      void navigate(`${ClientPath.LEARNING_PATH}?q=${encodeURIComponent(payload.learningPath.name)}`);
    },
  });
  const changeCourses = (next: PickedProduct[]) => {
    setCourses(next);
    void formik.setFieldValue(
      'productIds',
      next.map((course) => course.productId),
    );
  };
  const field = (name: 'name' | 'description', testId: string) => formikTextField(formik, name, testId);
  // A string for the list as a whole, or one entry per row (a refusal on `input.productIds.N`).
  const coursesError = formik.errors.productIds;
  return (
    <Stack spacing={3} data-testid="learning-path-form">
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <Stack
        component="form"
        noValidate
        spacing={1}
        onSubmit={formik.handleSubmit}
        aria-label={title}
        sx={{ maxWidth: 720, minWidth: 0 }}
      >
        <TextField {...field('name', 'learning-path-name')} label="Path Name" />
        <TextField
          {...field('description', 'learning-path-description')}
          label="Description"
          multiline
          minRows={2}
        />
        <PathCourses
          courses={courses}
          onChange={changeCourses}
          error={formik.submitCount > 0 || formik.touched.productIds ? coursesError : undefined}
          disabled={formik.isSubmitting}
        />
        <Stack direction="row" spacing={2}>
          <Button
            type="submit"
            variant="contained"
            disabled={formik.isSubmitting}
            data-testid="learning-path-submit"
          >
            Save
          </Button>
          <Button onClick={() => void navigate(ClientPath.LEARNING_PATH)} disabled={formik.isSubmitting}>
            Back
          </Button>
        </Stack>
      </Stack>
    </Stack>
  );
}
