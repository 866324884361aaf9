import { PAYMENT_UPLOAD_PATH } from './send-upload';
import { BulkUploadPanel } from './bulk-upload-panel';
import { PAYMENT_TEMPLATE } from './upload-templates';

/** `001 §2` screen 8, §4 Bulk payment upload (/uploadPayment). */
export default function UploadPaymentPage() {
  return (
    <BulkUploadPanel
      title="Bulk Payment Upload"
      path={PAYMENT_UPLOAD_PATH}
      template={PAYMENT_TEMPLATE}
      testId="upload-payment"
    />
  );
}
