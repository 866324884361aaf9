import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RoleId, Text } from '@finx/domain';
import { renderWithProviders } from '../../test/render-with-providers';
import { adminViewer, viewerMock } from '../../test/fixtures';
import StaffLayout from '../identity/staff-layout';
import CollegeLayout from '../identity/college-layout';
import { currentEntryOf, SideNav } from '../../shared/side-nav';

const opsViewer = {
  ...adminViewer,
  id: 'Viewer:6',
  name: 'Olga Ops',
  roleId: RoleId.OPS,
  roleName: 'OPS',
  landingRoute: '/ops-dashboard',
};
const collegeViewer = {
  ...adminViewer,
  id: 'Viewer:7',
  name: 'Tara Officer',
  roleId: RoleId.COLLEGE,
  roleName: 'TPO',
  landingRoute: '/collegeDashboard',
};

// What each role's sidebar holds is checked on the derived menu (app/console-menu.test.ts); here it is drawn.
describe('staff and college sidebars (001 §2 screen 11)', () => {
  it('shows an ops user their menu, each entry in its own list item, Coming Soon answered in place', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <StaffLayout>
        <p>page</p>
      </StaffLayout>,
      { mocks: [viewerMock(opsViewer), viewerMock(opsViewer)], route: '/ops-dashboard' },
    );
    const nav = await screen.findByRole('navigation', { name: 'Operations menu' });
    const payments = await within(nav).findByRole('link', { name: 'Payment Report' });
    expect(payments).toHaveAttribute('href', '/my-orders');
    // The entries' icons load with the sidebar, after their labels.
    expect(await within(payments).findByTestId('PaymentsOutlinedIcon')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/ops-dashboard');
    expect(within(nav).queryByText('Programs')).not.toBeInTheDocument();
    for (const link of within(nav).getAllByRole('link')) expect(link.parentElement?.tagName).toBe('LI');
    for (const list of nav.querySelectorAll('ul'))
      for (const child of list.children) expect(child.tagName).toBe('LI');

    const newEvents = within(nav).getByRole('button', { name: 'New events' });
    expect(newEvents).not.toHaveAttribute('href');
    await user.click(newEvents);
    expect(await screen.findByText(Text.COMING_SOON)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/ops-dashboard$/);
  });

  it('shows an admin the learning management entries, each answering Coming Soon', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <StaffLayout>
        <p>page</p>
      </StaffLayout>,
      { mocks: [viewerMock(adminViewer), viewerMock(adminViewer)], route: '/admin-dashboard' },
    );
    const nav = await screen.findByRole('navigation', { name: 'Admin menu' });
    const learning = await within(nav).findByRole('list', { name: 'Learning Management' });
    expect(
      within(learning)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Programs', 'Classroom Training', 'Groups']);
    await user.click(within(learning).getByRole('button', { name: 'Groups' }));
    expect(await screen.findByText(Text.COMING_SOON)).toBeInTheDocument();
  });

  it('gives the college officer their own menu', async () => {
    renderWithProviders(
      <CollegeLayout>
        <p>page</p>
      </CollegeLayout>,
      { mocks: [viewerMock(collegeViewer), viewerMock(collegeViewer)], route: '/collegeDashboard' },
    );
    const nav = await screen.findByRole('navigation', { name: 'College menu' });
    await within(nav).findByRole('link', { name: 'Dashboard' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/collegeDashboard', '/collegeProfile', '/changepassword']);
  });
});

describe('the current side menu entry', () => {
  const sections = [
    {
      id: 'main',
      entries: [
        { label: 'Dashboard', to: '/studentDashboard' },
        { label: 'Jobs', to: '/jobs' },
        { label: 'Applied jobs', to: '/jobs/applied' },
      ],
    },
  ];

  it('is the most specific entry leading to the screen, one at a time', () => {
    expect(currentEntryOf(sections, '/jobs/applied')).toBe('/jobs/applied');
    expect(currentEntryOf(sections, '/jobs/601')).toBe('/jobs');
    expect(currentEntryOf(sections, '/Jobs')).toBe('/jobs');
    expect(currentEntryOf(sections, '/jobsearch')).toBeNull();
  });

  it('marks only that entry as the current page', () => {
    renderWithProviders(<SideNav label="Side menu" sections={sections} />, { route: '/jobs/applied' });
    const nav = screen.getByRole('navigation', { name: 'Side menu' });
    expect(within(nav).getByRole('link', { name: 'Applied jobs' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Jobs' })).not.toHaveAttribute('aria-current');
  });
});
