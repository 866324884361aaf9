import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { learnerViewer, viewerMock } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { HIRING_CAMPAIGN } from './hiring-campaigns';
import HiringLandingPage from './hiring-landing-page';

const hrefQuery = (element: HTMLElement) =>
  new URL(element.getAttribute('href') ?? '', 'https://finx.test').searchParams;

describe('HiringLandingPage', () => {
  it("shows a visitor the campaign's roles, eligibility and steps, and Register carries the campaign", async () => {
    renderWithProviders(<HiringLandingPage campaignKey="kotak" />, {
      mocks: [viewerMock(null)],
      route: '/kotakbank-career-jobs',
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Build a banking career with Kotak Mahindra Bank',
    );
    expect(screen.getAllByTestId('landing-role')).toHaveLength(HIRING_CAMPAIGN.kotak.roles.length);
    expect(screen.getByRole('heading', { level: 3, name: 'Relationship Officer' })).toBeVisible();
    expect(screen.getByTestId('landing-eligibility')).toHaveTextContent('Graduates of any stream');
    expect(within(screen.getByTestId('landing-steps')).getAllByRole('listitem')).toHaveLength(4);

    const register = await screen.findByTestId('landing-hero-register');
    expect(register.getAttribute('href')).toMatch(/^\/register\?/);
    const query = hrefQuery(register);
    expect(query.get('camp')).toBe('kotakbank-career-jobs');
    expect(query.get('cli')).toBe('Kotak Mahindra Bank');
    expect(query.get('source')).toBe('finx-landing');
    expect(screen.getByTestId('landing-hero-login')).toHaveAttribute('href', '/login');
    expect(screen.getByTestId('landing-cta-register')).toHaveAttribute('href', register.getAttribute('href'));
  });

  it('keeps the campaign link a visitor arrived with in the Register link', async () => {
    renderWithProviders(<HiringLandingPage campaignKey="bfsi" />, {
      mocks: [viewerMock(null)],
      route: '/BFSI-Hiring?source=newspaper&loc=Pune',
    });
    const query = hrefQuery(await screen.findByTestId('landing-hero-register'));
    expect(query.get('source')).toBe('newspaper');
    expect(query.get('loc')).toBe('Pune');
    expect(query.get('camp')).toBe('bfsi-hiring');
  });

  it('links the other two campaigns, the CFX roadmap and the courses page', () => {
    renderWithProviders(<HiringLandingPage campaignKey="morningstar" />, {
      mocks: [viewerMock(null)],
      route: '/morningstarindia-jobs-research',
    });
    const others = within(screen.getByTestId('landing-other-campaigns')).getAllByRole('link');
    expect(others.map((link) => link.getAttribute('href'))).toEqual([
      '/kotakbank-career-jobs',
      '/BFSI-Hiring',
    ]);
    const cta = screen.getByTestId('landing-cta');
    expect(within(cta).getByRole('link', { name: 'See the CFX roadmap' })).toHaveAttribute(
      'href',
      '/roadmap',
    );
    expect(within(cta).getByRole('link', { name: 'browse our courses' })).toHaveAttribute(
      'href',
      '/higher-education-courses',
    );
  });

  it('sends a signed-in learner to their dashboard instead of registration', async () => {
    renderWithProviders(<HiringLandingPage campaignKey="morningstar" />, {
      mocks: [viewerMock(learnerViewer)],
      route: '/morningstarindia-jobs-research',
    });
    expect(await screen.findByTestId('landing-hero-dashboard')).toHaveAttribute('href', '/studentDashboard');
    expect(screen.queryByTestId('landing-hero-register')).toBeNull();
  });
});
