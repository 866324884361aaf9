import { useEffect, useState } from 'react';
import { useStayOnTop } from '../session/use-stay-on-top';
import { LazyFeedbackModal } from './lazy-feedback-modal';
import { clearFeedbackRequest, readFeedbackRequest, setFeedbackPromptOpen } from './feedback-after-sign-out';

/** Mounted once in the app shell: shows the feedback modal once after a learner's sign-out (`000 §4`). */
export function FeedbackAfterSignOut() {
  const [author] = useState(readFeedbackRequest);
  const [open, setOpen] = useState(author !== null);
  // Cleared after the first render rather than while reading, so a double render cannot lose it.
  useEffect(() => clearFeedbackRequest(), []);
  // The home page opens its login modal as it loads; the feedback question comes first.
  const suspended = useStayOnTop(open);
  if (!author) return null;
  const close = () => {
    setOpen(false);
    setFeedbackPromptOpen(false);
  };
  return <LazyFeedbackModal open={open && !suspended} author={author} onClose={close} stayOnTop />;
}
