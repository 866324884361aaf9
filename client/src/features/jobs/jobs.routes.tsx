import { lazy } from 'react';
import { ClientPath } from '@finx/domain';
import type { FeatureRoute } from '../../app/feature-route';

const JobsPage = lazy(() => import('./jobs-page'));
const AppliedJobsPage = lazy(() => import('./applied-jobs-page'));
const JobPage = lazy(() => import('./job-page'));

/** The learner's jobs; the applied list comes before `/jobs/:id` so `applied` is never read as an id. */
export const jobsRoutes: readonly FeatureRoute[] = [
  { path: ClientPath.JOBS, frame: 'learner', element: <JobsPage /> },
  { path: ClientPath.APPLIED_JOBS, frame: 'learner', element: <AppliedJobsPage /> },
  { path: ClientPath.JOB, frame: 'learner', element: <JobPage /> },
];
