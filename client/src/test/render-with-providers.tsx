import type { ReactElement, ReactNode } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { render } from '@testing-library/react';
import { ROUTE_TABLE } from '../app/feature-routes';
import { RouteTableContext } from '../shared/route-table';
import { theme } from '../shared/theme';
import { ToastProvider } from '../shared/toast-provider';
import { createCache } from '../graphql/apollo-client';
import type { GatewayMock } from './mock-operation';

/** Shows where the router ended up, for assertions on redirects. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

type Options = {
  /** The gateway's answers, typed by the generated schema types (`mockOperation`). */
  mocks?: ReadonlyArray<GatewayMock>;
  route?: string;
  /** Extra routes beside the one under test, e.g. redirect targets. */
  routes?: ReactNode;
  /** Path pattern for the element under test; defaults to every path. */
  path?: string;
};

/**
 * The app's real providers (theme, toasts, cache policies, the route table) with mocked GraphQL and an
 * in-memory router.
 */
export function renderWithProviders(
  ui: ReactElement,
  { mocks = [], route = '/', routes, path = '*' }: Options = {},
) {
  return render(
    <ThemeProvider theme={theme}>
      <ToastProvider>
        <MockedProvider mocks={mocks} cache={createCache()}>
          <RouteTableContext.Provider value={ROUTE_TABLE}>
            <MemoryRouter initialEntries={[route]}>
              <LocationProbe />
              <Routes>
                {routes}
                <Route path={path} element={ui} />
              </Routes>
            </MemoryRouter>
          </RouteTableContext.Provider>
        </MockedProvider>
      </ToastProvider>
    </ThemeProvider>,
  );
}
