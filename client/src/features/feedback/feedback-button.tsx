import { useState } from 'react';
import Button from '@mui/material/Button';
import FeedbackIcon from '@mui/icons-material/FeedbackOutlined';
import { RoleId } from '@finx/domain';
import { useViewerQuery } from '../../graphql/generated/hooks';
import { LazyFeedbackModal } from './lazy-feedback-modal';

/** The learner header's Feedback button (`000 §2`: learners only). */
export function FeedbackButton() {
  const { data } = useViewerQuery();
  const viewer = data?.viewer;
  const [open, setOpen] = useState(false);
  if (viewer?.roleId !== RoleId.LEARNER) return null;
  return (
    <>
      <Button
        color="inherit"
        startIcon={<FeedbackIcon />}
        onClick={() => setOpen(true)}
        data-testid="feedback-button"
      >
        Feedback
      </Button>
      {open && (
        <LazyFeedbackModal
          open
          author={{ emailId: viewer.email, partyId: viewer.partyId }}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
