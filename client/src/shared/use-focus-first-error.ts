import { useEffect, useRef, type RefObject } from 'react';

interface SubmitState {
  submitCount: number;
  isSubmitting: boolean;
  errors: object;
}

/**
 * After a submit the form's own rules refused, the first field in error takes focus, which scrolls it
 * into view. A long form is submitted from its foot (Post job below the pipeline and questionnaire),
 * where a refusal marked fields far above and the user saw nothing happen. Once per refused submit, so
 * the user's next click is theirs.
 */
export function useFocusFirstError(form: SubmitState, container: RefObject<HTMLElement | null>) {
  const handled = useRef(0);
  const refused = form.submitCount > 0 && !form.isSubmitting && Object.keys(form.errors).length > 0;
  useEffect(() => {
    if (!refused || handled.current === form.submitCount) return;
    handled.current = form.submitCount;
    container.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refused, form.submitCount, container]);
}
