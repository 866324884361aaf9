import { BulkUploadPage } from './bulk-upload-page';
import { PAYMENT_UPLOAD } from './upload-kinds';

/** `001 §2` screen 8: the bulk payment upload (/uploadPayment). */
export default function UploadPaymentPage() {
  return <BulkUploadPage kind={PAYMENT_UPLOAD} />;
}
