import { lazyPage } from '../../shared/lazy-page';
import { ClientPath } from '@finx/domain';
import { RoleSet, type FeatureRoute } from '../../shared/feature-route';

const WithdrawConsentPage = lazyPage(() => import('./withdraw-consent-page'));
const UnsubscribePage = lazyPage(() => import('./unsubscribe-page'));

/** Withdrawal is the learner's own page (guarded by the route table); unsubscribe works from a mail. */
export const consentRoutes: readonly FeatureRoute[] = [
  { path: ClientPath.UNSUBSCRIBE, frame: 'public', element: <UnsubscribePage /> },
  {
    path: ClientPath.WITHDRAW_CONSENT,
    frame: 'public',
    roles: RoleSet.LEARNER,
    element: <WithdrawConsentPage />,
  },
];
