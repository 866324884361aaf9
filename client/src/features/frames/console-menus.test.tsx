import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RoleId, Text, rolesForRoute } from '@finx/domain';
import { renderWithProviders } from '../../test/render-with-providers';
import { adminViewer, viewerMock } from '../../test/fixtures';
import StaffLayout from '../identity/staff-layout';
import CollegeLayout from '../identity/college-layout';
import { COLLEGE_MENU } from './college-menu';
import { sectionsFor } from '../../shared/menu-entry';
import { currentEntryOf, SideNav } from '../../shared/side-nav';
import { STAFF_MENU } from './staff-menu';

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

const labelsOf = (roleId: number, menu = STAFF_MENU) =>
  sectionsFor(menu, roleId).flatMap((section) => section.entries.map((entry) => entry.label));

const COMING_SOON = ['Programs', 'Classroom Training', 'Groups', 'New Announcement', 'New events'];

describe('staff and college sidebars (001 §2 screen 11)', () => {
  it('gives each role only its own entries, grouped, empty groups left out', () => {
    const admin = sectionsFor(STAFF_MENU, RoleId.ADMIN);
    expect(admin.map((section) => section.title)).toEqual([
      undefined,
      'Masters',
      'Security',
      'Reports',
      'Learning Management',
    ]);
    expect(labelsOf(RoleId.ADMIN)).toEqual(expect.arrayContaining([...COMING_SOON, 'Payment Report']));

    const ops = sectionsFor(STAFF_MENU, RoleId.OPS);
    expect(ops.map((section) => section.title)).not.toContain('Learning Management');
    const opsLinks = ops.flatMap((section) =>
      section.entries.flatMap((entry) => ('to' in entry ? [entry.to] : [])),
    );
    expect(opsLinks).toContain('/ops-dashboard');
    expect(opsLinks).toContain('/my-orders');
    // Job administration: the list and the form; a job's details and candidates open from the list.
    expect(opsLinks).toEqual(expect.arrayContaining(['/job-list', '/add-job']));
    expect(labelsOf(RoleId.ADMIN)).toEqual(expect.arrayContaining(['Job List', 'Add Job']));
    // Events: its own entry beside the spec's 'New events', which stays Coming Soon.
    expect(opsLinks).toContain('/event-list');
    expect(opsLinks).not.toContain('/admin-dashboard');

    expect(labelsOf(RoleId.LEARNER)).toEqual([]);
    expect(labelsOf(RoleId.COLLEGE, COLLEGE_MENU)).toEqual([
      'Dashboard',
      'College Profile',
      'Change Password',
    ]);
  });

  it('offers a link only to roles the route table lets in', () => {
    for (const entry of [...STAFF_MENU, ...COLLEGE_MENU]) {
      if (!('to' in entry)) continue;
      const allowed = rolesForRoute(entry.to);
      if (allowed === null) continue; // a public route: any signed-in role may open it
      for (const role of entry.roles) expect(allowed, `${entry.label} → ${entry.to}`).toContain(role);
    }
  });

  it('shows an ops user their menu, each entry in its own list item, Coming Soon answered in place', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <StaffLayout>
        <p>page</p>
      </StaffLayout>,
      { mocks: [viewerMock(opsViewer), viewerMock(opsViewer)], route: '/ops-dashboard' },
    );
    const nav = await screen.findByRole('navigation', { name: 'Operations menu' });
    await within(nav).findByRole('link', { name: 'Payment Report' });
    expect(within(nav).getByRole('link', { name: 'Payment Report' })).toHaveAttribute('href', '/my-orders');
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
