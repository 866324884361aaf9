import { lazy } from 'react';
import { ClientPath } from '@finx/domain';
import type { FeatureRoute } from '../../shared/feature-route';

const AssessmentPage = lazy(() => import('./assessment-page'));
const CfxReportPage = lazy(() => import('./cfx-report-page'));

export const assessmentRoutes: readonly FeatureRoute[] = [
  { path: ClientPath.ASSESSMENT, frame: 'learner', element: <AssessmentPage /> },
  { path: ClientPath.MY_CFX_REPORT, frame: 'learner', element: <CfxReportPage mine /> },
  { path: ClientPath.CFX_REPORT, frame: 'staff', element: <CfxReportPage mine={false} /> },
];
