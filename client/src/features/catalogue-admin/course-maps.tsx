import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { array, number, object } from 'yup';
import { useSnackbar } from '../../shared/toast';
import type { StaffProductFieldsFragment } from '../../graphql/generated/graphql';
import {
  useCourseMapOptionsQuery,
  useSetProductCategoriesMutation,
  useSetProductLookingForMutation,
} from '../../graphql/generated/hooks';
import { applyUserErrors } from '../../graphql/use-operation';
import { fieldError } from '../../shared/formik-text-field';
import { autocompleteInput } from '../../shared/autocomplete-input';

export const COURSE_MAPS_SAVED_TEXT =
  'Categories and looking-for options saved: the catalogue filters use them now';

interface MapValues {
  categoryIds: number[];
  lookingForIds: number[];
}

const mapSchema = object({
  categoryIds: array(number().required()),
  lookingForIds: array(number().required()),
});

interface Option {
  id: number;
  label: string;
}

function IdsField({
  label,
  options,
  value,
  onChange,
  error,
  disabled,
  testId,
}: {
  label: string;
  options: Option[];
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string;
  disabled: boolean;
  testId: string;
}) {
  return (
    <Autocomplete
      multiple
      options={options}
      value={options.filter((option) => value.includes(option.id))}
      onChange={(_event, chosen) => onChange(chosen.map((option) => option.id))}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      disabled={disabled}
      renderInput={autocompleteInput({ label, size: 'small', testId, error, hint: ' ' })}
    />
  );
}

/**
 * `001 §7` updateCategoryMap and updateLookingforMap on /edit-course: the categories a course is listed
 * under beyond its main one, and its 'looking for' options. The learner catalogue's filters read the
 * same maps, so a saved change shows there at once.
 */
export function CourseMaps({
  product,
  onSaved,
}: {
  product: StaffProductFieldsFragment;
  onSaved: () => void;
}) {
  const { enqueueSnackbar } = useSnackbar();
  const { data } = useCourseMapOptionsQuery();
  const [setCategories] = useSetProductCategoriesMutation();
  const [setLookingFor] = useSetProductLookingForMutation();
  const formik = useFormik<MapValues>({
    initialValues: { categoryIds: product.extraCategoryIds, lookingForIds: product.lookingForIds },
    enableReinitialize: true,
    validationSchema: mapSchema,
    onSubmit: async (values, helpers) => {
      const productId = product.productId;
      const categories = (
        await setCategories({ variables: { input: { productId, categoryIds: values.categoryIds } } })
      ).data?.setProductCategories;
      const lookingFor = (
        await setLookingFor({ variables: { input: { productId, lookingForIds: values.lookingForIds } } })
      ).data?.setProductLookingFor;
      if (!categories || !lookingFor) return;
      const errors = [...categories.userErrors, ...lookingFor.userErrors];
      for (const error of applyUserErrors(errors, helpers, values)) {
        enqueueSnackbar(error.message, { variant: 'error' });
      }
      if (errors.length > 0) return;
      enqueueSnackbar(COURSE_MAPS_SAVED_TEXT, { variant: 'success' });
      onSaved();
    },
  });
  const categoryOptions = (data?.categories ?? [])
    .filter((category) => category.categoryId !== product.categoryId)
    .map((category) => ({ id: category.categoryId, label: category.categoryName }));
  const lookingForOptions = (data?.lookingForTags ?? []).map((tag) => ({
    id: tag.lookingForId,
    label: tag.name,
  }));
  const errorOf = (name: keyof MapValues) => fieldError(formik, name);
  return (
    <Stack
      component="form"
      noValidate
      spacing={1}
      onSubmit={formik.handleSubmit}
      data-testid="course-maps"
      sx={{ maxWidth: 640 }}
    >
      <Typography variant="h5" component="h2">
        Categories and Looking For
      </Typography>
      <Typography color="text.secondary" variant="body2">
        Main category: {product.categoryName}. The catalogue&apos;s filters also find the course under these.
      </Typography>
      <IdsField
        label="Also in categories"
        options={categoryOptions}
        value={formik.values.categoryIds}
        onChange={(ids) => void formik.setFieldValue('categoryIds', ids)}
        error={errorOf('categoryIds')}
        disabled={formik.isSubmitting}
        testId="course-map-categories"
      />
      <IdsField
        label="Looking for"
        options={lookingForOptions}
        value={formik.values.lookingForIds}
        onChange={(ids) => void formik.setFieldValue('lookingForIds', ids)}
        error={errorOf('lookingForIds')}
        disabled={formik.isSubmitting}
        testId="course-map-looking-for"
      />
      <Button
        type="submit"
        variant="outlined"
        disabled={formik.isSubmitting}
        data-testid="course-maps-submit"
        sx={{ alignSelf: 'flex-start' }}
      >
        Save Categories and Looking For
      </Button>
    </Stack>
  );
}
