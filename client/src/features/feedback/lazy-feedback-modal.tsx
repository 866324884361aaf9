import { lazy, Suspense, type ComponentProps } from 'react';

// The modal brings formik, yup and MUI's TextField; it opens rarely (after a sign-out, or from the
// header's button), so it loads on demand instead of with every page.
const FeedbackModal = lazy(() =>
  import('./feedback-modal').then((module) => ({ default: module.FeedbackModal })),
);

/** The feedback modal, loaded the first time it is drawn; nothing shows while it loads. */
export function LazyFeedbackModal(props: ComponentProps<typeof FeedbackModal>) {
  return (
    <Suspense fallback={null}>
      <FeedbackModal {...props} />
    </Suspense>
  );
}
