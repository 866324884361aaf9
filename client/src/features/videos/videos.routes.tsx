import { lazyPage } from '../../shared/lazy-page';
import { ClientPath } from '@finx/domain';
import { RoleSet, type FeatureRoute } from '../../shared/feature-route';

const VideoListPage = lazyPage(() => import('./video-list-page'));
const AddVideoPage = lazyPage(() => import('./video-form-page').then((m) => ({ default: m.AddVideoPage })));
const EditVideoPage = lazyPage(() => import('./video-form-page').then((m) => ({ default: m.EditVideoPage })));

/** Video products (issue 13 item 2); the route table of `001 §2` gives them to admin and ops. */
export const videosRoutes: readonly FeatureRoute[] = [
  {
    path: ClientPath.VIDEO_LIST,
    frame: 'staff',
    roles: RoleSet.ADMIN_OR_OPS,
    element: <VideoListPage />,
    menu: {
      label: 'Video List',
      icon: () => import('@mui/icons-material/OndemandVideoOutlined'),
      group: 'masters',
      order: 80,
    },
  },
  { path: ClientPath.ADD_VIDEO, frame: 'staff', roles: RoleSet.ADMIN_OR_OPS, element: <AddVideoPage /> },
  {
    path: ClientPath.EDIT_VIDEO,
    frame: 'staff',
    roles: RoleSet.ADMIN_OR_OPS,
    element: <EditVideoPage />,
    withoutId: ClientPath.VIDEO_LIST,
  },
];
