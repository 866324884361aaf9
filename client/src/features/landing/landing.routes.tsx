import { lazyPage } from '../../shared/lazy-page';
import { ClientPath } from '@finx/domain';
import type { FeatureRoute } from '../../shared/feature-route';

const HiringLandingPage = lazyPage(() => import('./hiring-landing-page'));
const HigherEducationPage = lazyPage(() => import('./higher-education-page'));

/** The public landing pages (`001 §2`). */
export const landingRoutes: readonly FeatureRoute[] = [
  {
    path: ClientPath.MORNINGSTAR_JOBS,
    frame: 'public',
    element: <HiringLandingPage campaignKey="morningstar" />,
  },
  { path: ClientPath.KOTAK_JOBS, frame: 'public', element: <HiringLandingPage campaignKey="kotak" /> },
  { path: ClientPath.BFSI_HIRING, frame: 'public', element: <HiringLandingPage campaignKey="bfsi" /> },
  { path: ClientPath.HIGHER_EDUCATION, frame: 'public', element: <HigherEducationPage /> },
];
