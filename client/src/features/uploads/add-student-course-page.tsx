import { BulkUploadPage } from './bulk-upload-page';
import { COURSE_STUDENT_UPLOAD } from './upload-kinds';

/** /add-student-course (admin): learners enrolled in courses from a file, without payment. */
export default function AddStudentCoursePage() {
  return <BulkUploadPage kind={COURSE_STUDENT_UPLOAD} />;
}
