import { describe, expect, it } from 'vitest';
import { matchPath } from 'react-router-dom';
import { screen, within } from '@testing-library/react';
import { viewerMock } from '../test/fixtures';
import { renderWithProviders } from '../test/render-with-providers';
import { SCREEN_ROUTES } from './feature-routes';
import { SiteFooter } from '../features/frames/site-footer';

const routed = (path: string) =>
  SCREEN_ROUTES.some((route) => matchPath({ path: route.path, caseSensitive: false }, path) !== null);

describe('SiteFooter', () => {
  it('links the four landing pages and the hire-from-us form, and every in-app link has a screen', () => {
    renderWithProviders(<SiteFooter />, { mocks: [viewerMock(null)] });
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href') ?? '')
      .filter((href) => href.startsWith('/'));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/morningstarindia-jobs-research',
        '/kotakbank-career-jobs',
        '/BFSI-Hiring',
        '/higher-education-courses',
        '/hire-from-us',
      ]),
    );
    expect(hrefs.filter((href) => !routed(href.split('?')[0] ?? href))).toEqual([]);
  });
});
