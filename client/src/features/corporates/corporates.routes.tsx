import { lazyPage } from '../../shared/lazy-page';
import { ClientPath } from '@finx/domain';
import { RoleSet, type FeatureRoute } from '../../shared/feature-route';

const CorporateListPage = lazyPage(() => import('./corporate-list-page'));
const CorporateFormPage = lazyPage(() => import('./corporate-form-page'));
const CorporateEnquiryListPage = lazyPage(() => import('./corporate-enquiry-list-page'));
const HireFromUsPage = lazyPage(() => import('./hire-from-us-page'));

/**
 * Staff corporate management and corporate enquiries (issue 13 item 4): admin or ops by the route table
 * (`001 §2`); /hire-from-us is the public enquiry form.
 */
export const corporatesRoutes: readonly FeatureRoute[] = [
  {
    path: ClientPath.CORPORATE_LIST,
    frame: 'staff',
    roles: RoleSet.ADMIN_OR_OPS,
    element: <CorporateListPage />,
    menu: {
      label: 'Corporates',
      icon: () => import('@mui/icons-material/BusinessOutlined'),
      group: 'masters',
      order: 130,
    },
  },
  {
    path: ClientPath.ADD_CORPORATE,
    frame: 'staff',
    roles: RoleSet.ADMIN_OR_OPS,
    element: <CorporateFormPage />,
  },
  {
    path: ClientPath.EDIT_CORPORATE,
    withoutId: ClientPath.CORPORATE_LIST,
    frame: 'staff',
    roles: RoleSet.ADMIN_OR_OPS,
    element: <CorporateFormPage />,
  },
  // This system's corporate enquiries (issue 13 item 4, docs/decisions/colleges-and-corporates.md).
  {
    path: ClientPath.CORPORATE_ENQUIRIES,
    frame: 'staff',
    roles: RoleSet.ADMIN_OR_OPS,
    element: <CorporateEnquiryListPage />,
    menu: {
      label: 'Corporate Enquiries',
      icon: () => import('@mui/icons-material/ContactMailOutlined'),
      group: 'masters',
      order: 140,
    },
  },
  { path: ClientPath.HIRE_FROM_US, frame: 'public', element: <HireFromUsPage /> },
];
