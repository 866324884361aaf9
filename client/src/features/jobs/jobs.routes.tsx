import { lazy } from 'react';
import { ClientPath } from '@finx/domain';
import type { FeatureRoute } from '../../shared/feature-route';

const JobsPage = lazy(() => import('./search/search-page'));
const AppliedJobsPage = lazy(() => import('./applied/applied-jobs-page'));
const JobPage = lazy(() => import('./apply/apply-page'));
const StaffJobListPage = lazy(() => import('./staff-jobs/staff-job-list-page'));
const StaffJobFormPage = lazy(() => import('./staff-jobs/staff-job-form-page'));
const StaffJobDetailsPage = lazy(() => import('./staff-jobs/staff-job-details-page'));
const StaffCandidatePage = lazy(() => import('./staff-candidates/staff-candidate-page'));
const StaffCandidateListPage = lazy(() => import('./staff-candidates/staff-candidate-list-page'));

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
