import { lazyPage } from '../../shared/lazy-page';
import { ClientPath } from '@finx/domain';
import type { FeatureRoute } from '../../shared/feature-route';

const FaqPage = lazyPage(() => import('./faq-page'));

export const faqRoutes: readonly FeatureRoute[] = [
  { path: ClientPath.FAQ, frame: 'public', element: <FaqPage /> },
];
