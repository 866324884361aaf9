import { ClientRoute } from '@finx/domain';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { BulkUploadPage } from './bulk-upload-page';
import { JOB_UPLOAD } from './upload-kinds';

/** /job-bulk-upload (`001 §7` createBulk, admin or ops as /add-job): jobs from a file. */
export default function JobBulkUploadPage() {
  return (
    <>
      <BulkUploadPage kind={JOB_UPLOAD} />
      <Button component={RouterLink} to={ClientRoute.jobList()} sx={{ mt: 2 }} data-testid="job-list-link">
        Job List
      </Button>
    </>
  );
}
