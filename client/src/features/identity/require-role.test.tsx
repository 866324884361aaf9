import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { RoleId } from '@finx/domain';
import { renderWithProviders } from '../../test/render-with-providers';
import { adminViewer, learnerViewer, viewerMock } from '../../test/fixtures';
import { RequireRole } from './require-role';
import { rememberRole } from '../../shared/session-route';

const targets = (
  <>
    <Route path="/" element={<p>home</p>} />
    <Route path="/opsAdminLogin" element={<p>staff login</p>} />
    <Route path="/access-denied" element={<p>denied</p>} />
  </>
);

const guardedPage = (
  <RequireRole>
    <p>private page</p>
  </RequireRole>
);

describe('RequireRole (000 §4)', () => {
  beforeEach(() => localStorage.clear());

  it('sends a visitor without a session to the learner login, keeping campaign parameters', async () => {
    renderWithProviders(guardedPage, {
      mocks: [viewerMock(null)],
      route: '/studentDashboard?source=mail&camp=spring&other=x',
      routes: targets,
      path: '/studentDashboard',
    });
    expect(await screen.findByText('home')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/?sessiontimeout=true&source=mail&camp=spring');
    expect(screen.queryByText('private page')).not.toBeInTheDocument();
  });

  it('uses the last known role to pick the login page', async () => {
    rememberRole(RoleId.OPS);
    renderWithProviders(guardedPage, {
      mocks: [viewerMock(null)],
      route: '/courses',
      routes: targets,
      path: '/courses',
    });
    expect(await screen.findByText('staff login')).toBeInTheDocument();
  });

  it('sends a signed-in user with the wrong role to /access-denied', async () => {
    renderWithProviders(guardedPage, {
      mocks: [viewerMock(adminViewer)],
      route: '/studentDashboard',
      routes: targets,
      path: '/studentDashboard',
    });
    expect(await screen.findByText('denied')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/access-denied');
  });

  it('shows the page to the right role and remembers it', async () => {
    renderWithProviders(guardedPage, {
      mocks: [viewerMock(learnerViewer)],
      route: '/studentDashboard',
      routes: targets,
      path: '/studentDashboard',
    });
    expect(await screen.findByText('private page')).toBeInTheDocument();
    expect(localStorage.getItem('finx.lastRoleId')).toBe(String(RoleId.LEARNER));
  });

  it('leaves public routes alone without asking the server', async () => {
    renderWithProviders(guardedPage, { mocks: [], route: '/faq', path: '/faq' });
    expect(await screen.findByText('private page')).toBeInTheDocument();
  });
});
