import { lazyPage } from '../../shared/lazy-page';
import { ClientPath } from '@finx/domain';
import { RoleSet, type FeatureRoute } from '../../shared/feature-route';

const StudentSectionPage = lazyPage(() => import('./student-section-page'));
const DownloadDocumentsPage = lazyPage(() => import('./download-documents-page'));

/** The Student Section and the staff document downloads (issue 14 item 4), admin or ops. */
export const studentsRoutes: readonly FeatureRoute[] = [
  // `001 §2` lists /studentSection as open to any signed-in user; it shows every learner's contact details
  // and resumes, so it is a staff screen here (docs/decisions/student-section.md).
  {
    path: ClientPath.STUDENT_SECTION,
    frame: 'staff',
    roles: RoleSet.ADMIN_OR_OPS,
    element: <StudentSectionPage />,
    menu: {
      label: 'Student Section',
      icon: () => import('@mui/icons-material/SchoolOutlined'),
      group: 'masters',
      order: 190,
    },
  },
  {
    path: ClientPath.DOWNLOAD_DOCUMENTS,
    frame: 'staff',
    roles: RoleSet.ADMIN_OR_OPS,
    element: <DownloadDocumentsPage />,
    menu: {
      label: 'Download Documents',
      icon: () => import('@mui/icons-material/FolderSharedOutlined'),
      group: 'masters',
      order: 200,
    },
  },
];
