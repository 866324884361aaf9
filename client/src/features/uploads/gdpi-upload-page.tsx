import { ClientRoute } from '@finx/domain';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { BulkUploadPanel } from './bulk-upload-panel';
import { GDPI_UPLOAD_PATH } from './send-upload';
import { GDPI_TEMPLATE } from './upload-templates';

/** /adminbulkuploadgdpi (`001 §2`, admin only): the learners' GD/PI statuses from a file. */
export default function GdpiUploadPage() {
  return (
    <>
      <BulkUploadPanel
        title="GDPI Bulk Upload"
        path={GDPI_UPLOAD_PATH}
        template={GDPI_TEMPLATE}
        testId="upload-gdpi"
      />
      <Button component={RouterLink} to={ClientRoute.gdpi()} sx={{ mt: 2 }} data-testid="gdpi-list-link">
        GDPI Status List
      </Button>
    </>
  );
}
