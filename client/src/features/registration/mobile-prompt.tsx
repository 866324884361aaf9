import { lazy, Suspense } from 'react';
import { useAccountChecksQuery } from '../../graphql/generated/hooks';

// The dialog, its four operations and the domain's yup rules for a mobile and an OTP (yup alone is
// some 68 KB before minifying) load only for the few learners the flag names, not with the dashboard.
const MobilePromptDialog = lazy(() =>
  import('./mobile-prompt-dialog').then((module) => ({ default: module.MobilePromptDialog })),
);

/**
 * Where the dashboard asks for a mobile: nothing for a learner the account checks leave out, else the
 * mobile pop-up (`mobile-prompt-dialog.tsx`), which reads the same flag and closes itself once answered.
 */
export function MobilePrompt() {
  const { data } = useAccountChecksQuery();
  if (!data?.accountChecks.showMobilePrompt) return null;
  return (
    <Suspense fallback={null}>
      <MobilePromptDialog />
    </Suspense>
  );
}
