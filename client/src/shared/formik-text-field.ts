import type { FormikProps } from 'formik';

type BoundForm<V> = Pick<
  FormikProps<V>,
  'values' | 'errors' | 'touched' | 'submitCount' | 'isSubmitting' | 'handleChange' | 'handleBlur'
>;

/**
 * A field's message once the user has left the field or tried to submit: a form does not open in red.
 * Server refusals set through `setErrors`/`setFieldError` show the same way.
 */
export const fieldError = <V>(formik: BoundForm<V>, name: keyof V & string): string | undefined => {
  const error = formik.errors[name];
  return (formik.touched[name] || formik.submitCount > 0) && typeof error === 'string' ? error : undefined;
};

/**
 * The props that bind one MUI TextField to a formik value: handlers, the error line (a blank line when
 * none, so the form does not jump as messages come and go), disabled while submitting, and the test id
 * on the input itself.
 */
export const formikTextField = <V>(formik: BoundForm<V>, name: keyof V & string, testId?: string) => {
  const error = fieldError(formik, name);
  return {
    name,
    value: formik.values[name],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: Boolean(error),
    helperText: error ?? ' ',
    disabled: formik.isSubmitting,
    fullWidth: true,
    ...(testId === undefined ? {} : { slotProps: { htmlInput: { 'data-testid': testId } } }),
  };
};
