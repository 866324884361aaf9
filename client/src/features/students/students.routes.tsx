import { lazy } from 'react';
import { ClientPath } from '@finx/domain';
import type { FeatureRoute } from '../../shared/feature-route';

const StudentSectionPage = lazy(() => import('./student-section-page'));
const DownloadDocumentsPage = lazy(() => import('./download-documents-page'));

/** The Student Section and the staff document downloads (issue 14 item 4), admin or ops. */
export const studentsRoutes: readonly FeatureRoute[] = [
  { path: ClientPath.STUDENT_SECTION, frame: 'staff', element: <StudentSectionPage /> },
  { path: ClientPath.DOWNLOAD_DOCUMENTS, frame: 'staff', element: <DownloadDocumentsPage /> },
];
