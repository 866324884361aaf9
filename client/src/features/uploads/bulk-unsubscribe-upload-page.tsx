import { useEffect } from 'react';
import { BulkUploadPage } from './bulk-upload-page';
import { UNSUBSCRIBE_BOUNCED_UPLOAD } from './upload-kinds';

/**
 * /bulk-unsubscribe-upload (admin or ops). `001 §2`: opening it clears session storage; here that holds
 * only a pending entry link and the after-sign-out feedback, never the session (docs/decisions.md).
 */
export default function BulkUnsubscribeUploadPage() {
  useEffect(() => {
    sessionStorage.clear();
  }, []);
  return <BulkUploadPage kind={UNSUBSCRIBE_BOUNCED_UPLOAD} />;
}
