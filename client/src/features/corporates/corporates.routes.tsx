import { lazy } from 'react';
import { ClientPath } from '@finx/domain';
import type { FeatureRoute } from '../../app/feature-route';

const CorporateListPage = lazy(() => import('./corporate-list-page'));
const CorporateFormPage = lazy(() => import('./corporate-form-page'));

/** Staff corporate management (issue 13 item 4): admin or ops by the route table (`001 §2`). */
export const corporatesRoutes: readonly FeatureRoute[] = [
  { path: ClientPath.CORPORATE_LIST, frame: 'staff', element: <CorporateListPage /> },
  { path: ClientPath.ADD_CORPORATE, frame: 'staff', element: <CorporateFormPage /> },
  { path: ClientPath.EDIT_CORPORATE, frame: 'staff', element: <CorporateFormPage /> },
];
