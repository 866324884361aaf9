import { lazy } from 'react';
import { ClientPath } from '@finx/domain';
import type { FeatureRoute } from '../../shared/feature-route';

const FaqPage = lazy(() => import('./faq-page'));

export const faqRoutes: readonly FeatureRoute[] = [
  { path: ClientPath.FAQ, frame: 'public', element: <FaqPage /> },
];
