import { lazyPage } from '../../shared/lazy-page';
import { ClientPath } from '@finx/domain';
import { RoleSet, type FeatureRoute } from '../../shared/feature-route';

const UploadPaymentPage = lazyPage(() => import('./upload-payment-page'));
const UserBulkUploadPage = lazyPage(() => import('./user-bulk-upload-page'));
const BulkUnsubscribeUploadPage = lazyPage(() => import('./bulk-unsubscribe-upload-page'));
const AddStudentCoursePage = lazyPage(() => import('./add-student-course-page'));
const AddCourseStudentPage = lazyPage(() => import('./add-course-student-page'));
const GdpiUploadPage = lazyPage(() => import('./gdpi-upload-page'));
const JobBulkUploadPage = lazyPage(() => import('./job-bulk-upload-page'));
const ProfileScoreUploadPage = lazyPage(() => import('./profile-score-upload-page'));

const uploadIcon = () => import('@mui/icons-material/UploadFileOutlined');

/** Bulk uploads (issue 14): staff screens in the staff layout. */
export const uploadsRoutes: readonly FeatureRoute[] = [
  // `001 §2` lists /uploadPayment as open to any signed-in user, but recording payments is a staff
  // action: admin or ops only (docs/decisions/bulk-uploads.md).
  {
    path: ClientPath.UPLOAD_PAYMENT,
    frame: 'staff',
    roles: RoleSet.ADMIN_OR_OPS,
    element: <UploadPaymentPage />,
    menu: { label: 'Bulk Payment Upload', icon: uploadIcon, group: 'masters', order: 220 },
  },
  {
    path: ClientPath.USER_BULK_UPLOAD,
    frame: 'staff',
    roles: RoleSet.ADMIN_OR_SYSOPS,
    element: <UserBulkUploadPage />,
    menu: { label: 'Users Bulk Upload', icon: uploadIcon, group: 'masters', order: 230 },
  },
  {
    path: ClientPath.BULK_UNSUBSCRIBE_UPLOAD,
    frame: 'staff',
    roles: RoleSet.STAFF_AND_SYSOPS,
    element: <BulkUnsubscribeUploadPage />,
    menu: { label: 'Bulk Unsubscribe Upload', icon: uploadIcon, group: 'masters', order: 240 },
  },
  {
    path: ClientPath.ADD_STUDENT_COURSE,
    frame: 'staff',
    roles: RoleSet.ADMIN,
    element: <AddStudentCoursePage />,
    menu: { label: 'Students to Course Upload', icon: uploadIcon, group: 'masters', order: 250 },
  },
  {
    path: ClientPath.ADD_COURSE_STUDENT,
    frame: 'staff',
    roles: RoleSet.ADMIN_OR_OPS,
    element: <AddCourseStudentPage />,
    menu: {
      label: 'Add Student to Course',
      icon: () => import('@mui/icons-material/LibraryAddOutlined'),
      group: 'masters',
      order: 260,
    },
  },
  {
    path: ClientPath.ADMIN_BULK_UPLOAD_GDPI,
    frame: 'staff',
    roles: RoleSet.ADMIN,
    element: <GdpiUploadPage />,
    menu: { label: 'GDPI Bulk Upload', icon: uploadIcon, group: 'masters', order: 280 },
  },
  // This system's jobs file and profile score file (issue 14 item 2, docs/decisions/bulk-uploads.md):
  // as /add-job.
  {
    path: ClientPath.JOB_BULK_UPLOAD,
    frame: 'staff',
    roles: RoleSet.ADMIN_OR_OPS,
    element: <JobBulkUploadPage />,
    menu: { label: 'Jobs Bulk Upload', icon: uploadIcon, group: 'masters', order: 290 },
  },
  {
    path: ClientPath.PROFILE_SCORE_UPLOAD,
    frame: 'staff',
    roles: RoleSet.ADMIN_OR_OPS,
    element: <ProfileScoreUploadPage />,
    menu: { label: 'Profile Score Upload', icon: uploadIcon, group: 'masters', order: 300 },
  },
];
