import { lazyPage } from '../../shared/lazy-page';
import { ClientPath } from '@finx/domain';
import { RoleSet, type FeatureRoute } from '../../shared/feature-route';

const MyDocumentsPage = lazyPage(() => import('./my-documents-page'));

export const documentsRoutes: readonly FeatureRoute[] = [
  // This system's screen for the learner's documents until /userprofile shows them
  // (docs/decisions/learner-documents.md).
  { path: ClientPath.MY_DOCUMENTS, frame: 'learner', roles: RoleSet.LEARNER, element: <MyDocumentsPage /> },
];
