import { ClientRoute } from '@finx/domain';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { BulkUploadPage } from './bulk-upload-page';
import { GDPI_UPLOAD } from './upload-kinds';

/** /adminbulkuploadgdpi (`001 §2`, admin only): the learners' GD/PI statuses from a file. */
export default function GdpiUploadPage() {
  return (
    <>
      <BulkUploadPage kind={GDPI_UPLOAD} />
      <Button component={RouterLink} to={ClientRoute.gdpi()} sx={{ mt: 2 }} data-testid="gdpi-list-link">
        GDPI Status List
      </Button>
    </>
  );
}
