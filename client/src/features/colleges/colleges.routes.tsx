import { lazy } from 'react';
import { ClientPath } from '@finx/domain';
import type { FeatureRoute } from '../../shared/feature-route';

const CollegeProfilePage = lazy(() => import('./college-profile-page'));
const SpocPage = lazy(() => import('./spoc-page'));
const CollegeListPage = lazy(() => import('./college-list-page'));
const CollegeFormPage = lazy(() => import('./college-form-page'));

/**
 * The college officer's college (issue 13 item 1; its dashboard part sits on /collegeDashboard), SPOC, and
 * staff college management with members (item 4).
 */
export const collegesRoutes: readonly FeatureRoute[] = [
  { path: ClientPath.COLLEGE_PROFILE, frame: 'college', element: <CollegeProfilePage /> },
  { path: ClientPath.UPLOAD_SPOC, frame: 'staff', element: <SpocPage /> },
  { path: ClientPath.COLLEGE_LIST, frame: 'staff', element: <CollegeListPage /> },
  { path: ClientPath.ADD_COLLEGE, frame: 'staff', element: <CollegeFormPage /> },
  { path: ClientPath.EDIT_COLLEGE, frame: 'staff', element: <CollegeFormPage /> },
];
