import { lazy } from 'react';
import { ClientPath } from '@finx/domain';
import type { FeatureRoute } from '../../shared/feature-route';

const JobsPage = lazy(() => import('./jobs-page'));
const AppliedJobsPage = lazy(() => import('./applied-jobs-page'));
const JobPage = lazy(() => import('./job-page'));
const StaffJobListPage = lazy(() => import('./staff-job-list-page'));
const StaffJobFormPage = lazy(() => import('./staff-job-form-page'));
const StaffJobDetailsPage = lazy(() => import('./staff-job-details-page'));
const StaffCandidatePage = lazy(() => import('./staff-candidate-page'));
const StaffCandidateListPage = lazy(() => import('./staff-candidate-list-page'));

/**
 * The learner's jobs, then job administration in the staff frame. The applied list comes before
 * `/jobs/:id` so `applied` is never read as an id. The roles of each path are the route table's
 * (`rolesForRoute`): admin or ops, but /jobDetails ops only, as `001 §2` has it.
 */
export const jobsRoutes: readonly FeatureRoute[] = [
  { path: ClientPath.JOBS, frame: 'learner', element: <JobsPage /> },
  { path: ClientPath.APPLIED_JOBS, frame: 'learner', element: <AppliedJobsPage /> },
  { path: ClientPath.JOB, frame: 'learner', element: <JobPage /> },
  { path: ClientPath.JOB_LIST, frame: 'staff', element: <StaffJobListPage /> },
  { path: ClientPath.ADD_JOB, frame: 'staff', element: <StaffJobFormPage /> },
  { path: ClientPath.EDIT_JOB, frame: 'staff', element: <StaffJobFormPage /> },
  { path: ClientPath.JOB_DETAILS, frame: 'staff', element: <StaffJobDetailsPage /> },
  { path: ClientPath.CANDIDATE_LIST, frame: 'staff', element: <StaffCandidateListPage /> },
  { path: ClientPath.CANDIDATE_DETAILS, frame: 'staff', element: <StaffCandidatePage /> },
];
