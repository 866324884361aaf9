import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import type { ReactNode } from 'react';
import { CourseType, PRODUCT_LEVELS, type ProductFormValues, productSchema } from '@finx/domain';
import { useSnackbar } from '../../shared/toast';
import type { StaffProductFieldsFragment } from '../../graphql/generated/graphql';
import { useProductFormOptionsQuery, useSaveProductMutation } from '../../graphql/generated/hooks';
import { applyUserErrors } from '../../graphql/use-operation';
import { formikTextField } from '../../shared/formik-text-field';

export const PRODUCT_SAVED_TEXT = 'Product saved successfully';

const EMPTY: ProductFormValues = {
  productName: '',
  productType: 'COURSE',
  description: '',
  categoryId: '',
  subjectArea: '',
  level: 'Beginner',
  durationMinutes: '',
  productPrice: '',
  courseType: '',
  validityDays: '',
  parentProductId: '',
};

// Videos are Self-paced (docs/decisions.md, catalogue depth).
const VIDEO_EMPTY: ProductFormValues = { ...EMPTY, productType: 'VIDEO', courseType: CourseType.SELF_PACED };

const valuesOf = (product: StaffProductFieldsFragment): ProductFormValues => ({
  productName: product.productName,
  productType: product.productType === 'VIDEO' ? 'VIDEO' : 'COURSE',
  description: product.description,
  categoryId: product.categoryId,
  subjectArea: product.subjectArea,
  level: product.level,
  durationMinutes: product.durationMinutes,
  productPrice: product.productPrice,
  courseType: product.courseType ?? '',
  validityDays: product.validityDays ?? '',
  parentProductId: product.parentProductId ?? '',
});

// An empty optional field means "none".
const orNull = (value: number | string | ''): number | null => (value === '' ? null : Number(value));

/**
 * The fields of a product (/add-course, /edit-course): name, type, category, level, duration, price in
 * rupees, course type, validity in days, and the parent course of an add-on (which may cost at most
 * the parent; the server says so when it does not).
 */
export function ProductForm({
  product,
  onSaved,
  videoOnly = false,
  children,
}: {
  product: StaffProductFieldsFragment | null;
  onSaved: (saved: StaffProductFieldsFragment) => void | Promise<void>;
  /** /add-video and /edit-video: the type is VIDEO, the course type Self-paced, and no parent course. */
  videoOnly?: boolean;
  /** More fields of the page's own, shown above Save (the video file on /add-video). */
  children?: ReactNode;
}) {
  const { enqueueSnackbar } = useSnackbar();
  const { data: options } = useProductFormOptionsQuery();
  const [save] = useSaveProductMutation();
  const formik = useFormik<ProductFormValues>({
    initialValues: product ? valuesOf(product) : videoOnly ? VIDEO_EMPTY : EMPTY,
    validationSchema: productSchema,
    onSubmit: async (values, helpers) => {
      const input = {
        productId: product?.productId ?? null,
        productName: values.productName.trim(),
        productType: values.productType,
        description: values.description.trim(),
        categoryId: Number(values.categoryId),
        subjectArea: values.subjectArea.trim(),
        level: values.level,
        durationMinutes: Number(values.durationMinutes),
        productPrice: Number(values.productPrice),
        courseType: values.courseType || null,
        validityDays: orNull(values.validityDays),
        parentProductId: orNull(values.parentProductId),
      };
      const { data } = await save({ variables: { input } });
      const payload = data?.saveProduct;
      if (!payload) return;
      for (const error of applyUserErrors(payload.userErrors, helpers, values)) {
        enqueueSnackbar(error.message, { variant: 'error' });
      }
      if (!payload.product) return;
      enqueueSnackbar(PRODUCT_SAVED_TEXT, { variant: 'success' });
      await onSaved(payload.product);
    },
  });
  const field = (name: keyof ProductFormValues, testId: string) => formikTextField(formik, name, testId);
  // A select's test id goes on what is clicked; its hidden native input keeps none (one match per id).
  const selectField = (name: keyof ProductFormValues, testId: string) => ({
    ...field(name, testId),
    select: true,
    slotProps: { select: { SelectDisplayProps: { 'data-testid': testId } as object } },
  });
  return (
    <Stack
      component="form"
      noValidate
      spacing={1}
      onSubmit={formik.handleSubmit}
      aria-label="Product"
      sx={{ maxWidth: 640 }}
      data-testid="product-form"
    >
      <TextField {...field('productName', 'product-name')} label="Product Name" />
      {!videoOnly && (
        <TextField {...selectField('productType', 'product-type')} label="Type">
          <MenuItem value="COURSE">Course</MenuItem>
          <MenuItem value="VIDEO">Video</MenuItem>
        </TextField>
      )}
      <TextField {...field('description', 'product-description')} label="Description" multiline minRows={3} />
      <TextField {...selectField('categoryId', 'product-category')} label="Category">
        {(options?.categories ?? []).map((category) => (
          <MenuItem key={category.id} value={category.categoryId}>
            {category.categoryName}
          </MenuItem>
        ))}
      </TextField>
      <TextField {...field('subjectArea', 'product-subject-area')} label="Subject Area" />
      <TextField {...selectField('level', 'product-level')} label="Level">
        {PRODUCT_LEVELS.map((level) => (
          <MenuItem key={level} value={level}>
            {level}
          </MenuItem>
        ))}
      </TextField>
      <TextField {...field('durationMinutes', 'product-duration')} label="Duration (minutes)" type="number" />
      <TextField {...field('productPrice', 'product-price')} label="Price (₹)" type="number" />
      {!videoOnly && (
        <TextField {...selectField('courseType', 'product-course-type')} label="Course Type">
          <MenuItem value="">Not set</MenuItem>
          {(options?.courseTypes ?? []).map((courseType) => (
            <MenuItem key={courseType} value={courseType}>
              {courseType}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        {...field('validityDays', 'product-validity')}
        label="Validity (days after enrolment; empty: no end)"
        type="number"
      />
      {!videoOnly && (
        <TextField
          {...field('parentProductId', 'product-parent')}
          label="Add-on of course id (empty: not an add-on)"
          type="number"
        />
      )}
      {children}
      <Button
        type="submit"
        variant="contained"
        disabled={formik.isSubmitting}
        data-testid="product-submit"
        sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
      >
        Save
      </Button>
    </Stack>
  );
}
