import { lazy } from 'react';
import { ClientPath } from '@finx/domain';
import type { FeatureRoute } from '../../app/feature-route';

const EducationLoanPage = lazy(() => import('./education-loan-page'));

export const educationLoanRoutes: readonly FeatureRoute[] = [
  { path: ClientPath.EDUCATION_LOAN, frame: 'learner', element: <EducationLoanPage /> },
];
