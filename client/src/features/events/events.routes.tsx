import { lazyPage } from '../../shared/lazy-page';
import { ClientPath } from '@finx/domain';
import type { FeatureRoute } from '../../shared/feature-route';
import { RoleSet } from '../../shared/feature-route';

const EventListPage = lazyPage(() => import('./event-list-page'));
const AddEventPage = lazyPage(() => import('./event-pages').then((m) => ({ default: m.AddEventPage })));
const EditEventPage = lazyPage(() => import('./event-pages').then((m) => ({ default: m.EditEventPage })));

/** Staff events (issue 13 item 4): the list, add, and edit with the RSVP report. */
export const eventsRoutes: readonly FeatureRoute[] = [
  // Its own entry, beside the spec's 'New events', which stays Coming Soon (frames.routes.tsx).
  {
    path: ClientPath.EVENT_LIST,
    frame: 'staff',
    roles: RoleSet.ADMIN_OR_OPS,
    element: <EventListPage />,
    menu: {
      label: 'Events',
      icon: () => import('@mui/icons-material/EventOutlined'),
      group: 'masters',
      order: 100,
    },
  },
  { path: ClientPath.ADD_EVENT, frame: 'staff', roles: RoleSet.ADMIN_OR_OPS, element: <AddEventPage /> },
  {
    path: ClientPath.EDIT_EVENT,
    frame: 'staff',
    roles: RoleSet.ADMIN_OR_OPS,
    element: <EditEventPage />,
    withoutId: ClientPath.EVENT_LIST,
  },
];
