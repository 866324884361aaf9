import { Fragment, lazy, Suspense, useState, type ReactNode } from 'react';
import { Route, RouterProvider, Routes, ScrollRestoration, createBrowserRouter } from 'react-router-dom';
import { ClientPath } from '@finx/domain';
import { RequireRole } from '../features/identity/require-role';
import type { Frame, ScreenRoute } from '../shared/feature-route';
import { FRAME_LAYOUTS } from './frame-layouts';
import { RouteTableContext } from '../shared/route-table';
import { ROUTE_TABLE, SCREEN_ROUTES } from './feature-routes';
import { RouteFallback } from '../shared/boot-shell';
import { RouteErrorScreen } from './error-boundary';
import { ViewerLayout } from './viewer-layout';

// Every layout and screen is its own chunk: the first load carries only the shell and the screen opened.
const AccessDeniedPage = lazy(() => import('./access-denied-page'));
const NotFoundPage = lazy(() => import('./not-found-page'));

/** Private areas: the guard checks the route's roles against the server's viewer. */
const guarded = (element: ReactNode) => <RequireRole>{element}</RequireRole>;

/**
 * One screen's route. A public screen that names its roles (/withdraw-consent) is guarded on its own; a
 * role's frame always is. The screen is keyed by its path, so moving between two routes that draw the same
 * component (/videos and /courses) mounts it afresh: kept, the screen the navigation is drawing and the
 * one still on show shared its queries, and each redrawing of either switched them to the other's options,
 * a `cache-and-network` query going out again each time, for as long as the new screen took to draw.
 */
export const screenRoute = ({ path, frame, roles, element }: ScreenRoute) => (
  <Route
    key={path}
    path={path}
    element={
      <Fragment key={path}>{frame === 'own' || roles !== undefined ? guarded(element) : element}</Fragment>
    }
  />
);

const inFrame = (frame: Frame) => SCREEN_ROUTES.filter((route) => route.frame === frame).map(screenRoute);

/**
 * Routes of `000 §2` and `001 §2`, from the features' route lists. Paths match case-insensitively
 * (React Router's default), as the spec asks for the college and ops/admin screens. The route table
 * (roles, sidebars) reaches `children` too: the shell's parts outside the routes handle errors with it.
 */
export function AppRoutes({ children }: { children?: ReactNode }) {
  return (
    <RouteTableContext.Provider value={ROUTE_TABLE}>
      {children}
      <Suspense fallback={<RouteFallback />}>
        <Routes>
          {inFrame('public')}
          {inFrame('own')}
          {Object.entries(FRAME_LAYOUTS).map(([frame, Layout]) => (
            <Route key={frame} element={guarded(<Layout />)}>
              {inFrame(frame as Frame)}
            </Route>
          ))}

          {/* Inside the signed-in layout of the viewer's role, or the public one for visitors. */}
          <Route element={<ViewerLayout />}>
            <Route path={ClientPath.ACCESS_DENIED} element={<AccessDeniedPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </Suspense>
    </RouteTableContext.Provider>
  );
}

/**
 * The browser's router. A data router, so React Router's own ScrollRestoration applies: a new page
 * opens at the top, and back and forward return to where the reader was (issue 28 item 7). The app's
 * screens stay the descendant `<Routes>` of `AppRoutes` under one catch-all route, whose error element is
 * the app's error screen.
 */
export function AppRouter({ children }: { children?: ReactNode }) {
  const [router] = useState(() =>
    createBrowserRouter([
      {
        path: '*',
        errorElement: <RouteErrorScreen />,
        element: (
          <>
            <ScrollRestoration />
            <AppRoutes>{children}</AppRoutes>
          </>
        ),
      },
    ]),
  );
  return <RouterProvider router={router} />;
}
