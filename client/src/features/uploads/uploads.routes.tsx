import { lazy } from 'react';
import { ClientPath } from '@finx/domain';
import type { FeatureRoute } from '../../shared/feature-route';

const UploadPaymentPage = lazy(() => import('./upload-payment-page'));
const UserBulkUploadPage = lazy(() => import('./user-bulk-upload-page'));
const BulkUnsubscribeUploadPage = lazy(() => import('./bulk-unsubscribe-upload-page'));
const AddStudentCoursePage = lazy(() => import('./add-student-course-page'));
const AddCourseStudentPage = lazy(() => import('./add-course-student-page'));
const GdpiUploadPage = lazy(() => import('./gdpi-upload-page'));
const JobBulkUploadPage = lazy(() => import('./job-bulk-upload-page'));
const ProfileScoreUploadPage = lazy(() => import('./profile-score-upload-page'));

/** Bulk uploads (issue 14): staff screens in the staff layout. */
export const uploadsRoutes: readonly FeatureRoute[] = [
  { path: ClientPath.UPLOAD_PAYMENT, frame: 'staff', element: <UploadPaymentPage /> },
  { path: ClientPath.USER_BULK_UPLOAD, frame: 'staff', element: <UserBulkUploadPage /> },
  { path: ClientPath.BULK_UNSUBSCRIBE_UPLOAD, frame: 'staff', element: <BulkUnsubscribeUploadPage /> },
  { path: ClientPath.ADD_STUDENT_COURSE, frame: 'staff', element: <AddStudentCoursePage /> },
  { path: ClientPath.ADD_COURSE_STUDENT, frame: 'staff', element: <AddCourseStudentPage /> },
  { path: ClientPath.ADMIN_BULK_UPLOAD_GDPI, frame: 'staff', element: <GdpiUploadPage /> },
  { path: ClientPath.JOB_BULK_UPLOAD, frame: 'staff', element: <JobBulkUploadPage /> },
  { path: ClientPath.PROFILE_SCORE_UPLOAD, frame: 'staff', element: <ProfileScoreUploadPage /> },
];
