import { BulkUploadPage } from './bulk-upload-page';
import { PROFILE_SCORE_UPLOAD } from './upload-kinds';

/** /profile-score-upload (`001 §7` upload/profileScore, admin or ops): learners' profile scores from a file. */
export default function ProfileScoreUploadPage() {
  return <BulkUploadPage kind={PROFILE_SCORE_UPLOAD} />;
}
