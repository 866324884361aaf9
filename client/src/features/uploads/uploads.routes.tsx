import { lazy } from 'react';
import { ClientPath } from '@finx/domain';
import type { FeatureRoute } from '../../app/feature-route';

const UploadPaymentPage = lazy(() => import('./upload-payment-page'));
const GdpiUploadPage = lazy(() => import('./gdpi-upload-page'));

/** Bulk uploads (issue 14): staff screens in the staff layout. */
export const uploadsRoutes: readonly FeatureRoute[] = [
  { path: ClientPath.UPLOAD_PAYMENT, frame: 'staff', element: <UploadPaymentPage /> },
  { path: ClientPath.ADMIN_BULK_UPLOAD_GDPI, frame: 'staff', element: <GdpiUploadPage /> },
];
