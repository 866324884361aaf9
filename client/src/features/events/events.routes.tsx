import { lazy } from 'react';
import { ClientPath } from '@finx/domain';
import type { FeatureRoute } from '../../shared/feature-route';

const EventListPage = lazy(() => import('./event-list-page'));
const AddEventPage = lazy(() => import('./event-pages').then((m) => ({ default: m.AddEventPage })));
const EditEventPage = lazy(() => import('./event-pages').then((m) => ({ default: m.EditEventPage })));

/** Staff events (issue 13 item 4): the list, add, and edit with the RSVP report. */
export const eventsRoutes: readonly FeatureRoute[] = [
  { path: ClientPath.EVENT_LIST, frame: 'staff', element: <EventListPage /> },
  { path: ClientPath.ADD_EVENT, frame: 'staff', element: <AddEventPage /> },
  { path: ClientPath.EDIT_EVENT, frame: 'staff', element: <EditEventPage /> },
];
