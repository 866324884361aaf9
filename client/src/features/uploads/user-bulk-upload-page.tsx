import { BulkUploadPage } from './bulk-upload-page';
import { USER_UPLOAD } from './upload-kinds';

/** /userbulkupload (admin): learner accounts from a file, entry mode 2 Bulk Upload. */
export default function UserBulkUploadPage() {
  return <BulkUploadPage kind={USER_UPLOAD} />;
}
