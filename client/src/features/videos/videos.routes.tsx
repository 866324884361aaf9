import { lazy } from 'react';
import { ClientPath } from '@finx/domain';
import type { FeatureRoute } from '../../shared/feature-route';

const VideoListPage = lazy(() => import('./video-list-page'));
const AddVideoPage = lazy(() => import('./video-form-page').then((m) => ({ default: m.AddVideoPage })));
const EditVideoPage = lazy(() => import('./video-form-page').then((m) => ({ default: m.EditVideoPage })));

/** Video products (issue 13 item 2); the route table of `001 §2` gives them to admin and ops. */
export const videosRoutes: readonly FeatureRoute[] = [
  { path: ClientPath.VIDEO_LIST, frame: 'staff', element: <VideoListPage /> },
  { path: ClientPath.ADD_VIDEO, frame: 'staff', element: <AddVideoPage /> },
  { path: ClientPath.EDIT_VIDEO, frame: 'staff', element: <EditVideoPage /> },
];
