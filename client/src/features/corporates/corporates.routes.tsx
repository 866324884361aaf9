import { lazy } from 'react';
import { ClientPath } from '@finx/domain';
import type { FeatureRoute } from '../../shared/feature-route';

const CorporateListPage = lazy(() => import('./corporate-list-page'));
const CorporateFormPage = lazy(() => import('./corporate-form-page'));
const CorporateEnquiryListPage = lazy(() => import('./corporate-enquiry-list-page'));
const HireFromUsPage = lazy(() => import('./hire-from-us-page'));

/**
 * Staff corporate management and corporate enquiries (issue 13 item 4): admin or ops by the route table
 * (`001 §2`); /hire-from-us is the public enquiry form.
 */
export const corporatesRoutes: readonly FeatureRoute[] = [
  { path: ClientPath.CORPORATE_LIST, frame: 'staff', element: <CorporateListPage /> },
  { path: ClientPath.ADD_CORPORATE, frame: 'staff', element: <CorporateFormPage /> },
  { path: ClientPath.EDIT_CORPORATE, frame: 'staff', element: <CorporateFormPage /> },
  { path: ClientPath.CORPORATE_ENQUIRIES, frame: 'staff', element: <CorporateEnquiryListPage /> },
  { path: ClientPath.HIRE_FROM_US, frame: 'public', element: <HireFromUsPage /> },
];
