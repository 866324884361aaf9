import { lazy } from 'react';
import { ClientPath } from '@finx/domain';
import type { FeatureRoute } from '../../shared/feature-route';

const MyDocumentsPage = lazy(() => import('./my-documents-page'));

export const documentsRoutes: readonly FeatureRoute[] = [
  { path: ClientPath.MY_DOCUMENTS, frame: 'learner', element: <MyDocumentsPage /> },
];
