import { lazy } from 'react';
import { ClientPath } from '@finx/domain';
import type { FeatureRoute } from '../../shared/feature-route';

const EducationLoanPage = lazy(() => import('./education-loan-page'));
const LoanListPage = lazy(() => import('./loan-list-page'));

export const educationLoanRoutes: readonly FeatureRoute[] = [
  { path: ClientPath.EDUCATION_LOAN, frame: 'learner', element: <EducationLoanPage /> },
  { path: ClientPath.EDUCATIONAL_LOAN_LIST, frame: 'staff', element: <LoanListPage /> },
];
