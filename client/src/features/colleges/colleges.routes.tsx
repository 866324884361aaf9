import { lazy } from 'react';
import { ClientPath } from '@finx/domain';
import type { FeatureRoute } from '../../app/feature-route';

const CollegeProfilePage = lazy(() => import('./college-profile-page'));
const SpocPage = lazy(() => import('./spoc-page'));

/** The college officer's college (issue 13 item 1; its dashboard part sits on /collegeDashboard) and SPOC. */
export const collegesRoutes: readonly FeatureRoute[] = [
  { path: ClientPath.COLLEGE_PROFILE, frame: 'college', element: <CollegeProfilePage /> },
  { path: ClientPath.UPLOAD_SPOC, frame: 'staff', element: <SpocPage /> },
];
