import { lazy } from 'react';
import { ClientPath } from '@finx/domain';
import type { FeatureRoute } from '../../shared/feature-route';

const PrerequisitesPage = lazy(() => import('./prerequisites-page'));
const CoursePage = lazy(() => import('./course-page'));

export const learningRoutes: readonly FeatureRoute[] = [
  { path: ClientPath.PREREQUISITES, frame: 'learner', element: <PrerequisitesPage /> },
  { path: ClientPath.LEARN, frame: 'learner', element: <CoursePage /> },
];
