import { lazyPage } from '../../shared/lazy-page';
import type { FeatureRoute } from '../../shared/feature-route';
import { PolicyAliasRoute, PolicyRoute } from '../../shared/site-links';

const PrivacyPolicyPage = lazyPage(() => import('./privacy-policy-page'));
const DisclaimerPage = lazyPage(() => import('./disclaimer-page'));
const CookiesPolicyPage = lazyPage(() => import('./cookies-policy-page'));

/** Each policy page answers at both of the spec's paths. */
export const policiesRoutes: readonly FeatureRoute[] = [
  { path: PolicyRoute.PRIVACY, frame: 'public', element: <PrivacyPolicyPage /> },
  { path: PolicyAliasRoute.PRIVACY, frame: 'public', element: <PrivacyPolicyPage /> },
  { path: PolicyRoute.DISCLAIMER, frame: 'public', element: <DisclaimerPage /> },
  { path: PolicyAliasRoute.DISCLAIMER, frame: 'public', element: <DisclaimerPage /> },
  { path: PolicyRoute.COOKIES, frame: 'public', element: <CookiesPolicyPage /> },
  { path: PolicyAliasRoute.COOKIES, frame: 'public', element: <CookiesPolicyPage /> },
];
