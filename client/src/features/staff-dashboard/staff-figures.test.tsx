import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { StaffDashboardDocument } from '../../graphql/generated/graphql';
import { mockOperation } from '../../test/mock-operation';
import { renderWithProviders } from '../../test/render-with-providers';
import { StaffFigures } from './staff-figures';

const day = (date: string, signUps: number, revenueRupees: number) => ({
  __typename: 'StaffDashboardDay' as const,
  date,
  signUps,
  orders: revenueRupees > 0 ? 1 : 0,
  revenueRupees,
  enrolments: 1,
  applications: 0,
});

describe('StaffFigures (/admin-dashboard, /ops-dashboard)', () => {
  it('reads the period from the URL and shows its figures', async () => {
    renderWithProviders(<StaffFigures />, {
      route: '/admin-dashboard?from=2026-11-01&to=2026-11-02',
      mocks: [
        mockOperation(StaffDashboardDocument, {
          variables: { from: '2026-11-01', to: '2026-11-02' },
          data: {
            staffDashboard: {
              __typename: 'StaffDashboardResult',
              userErrors: [],
              figures: {
                __typename: 'StaffDashboardFigures',
                id: 'StaffDashboardFigures:2026-11-01:2026-11-02',
                from: '2026-11-01',
                to: '2026-11-02',
                signUps: 7,
                orders: 1,
                revenueRupees: 149999.5,
                enrolments: 2,
                applications: 0,
                openAlerts: 4,
                days: [day('2026-11-01', 3, 0), day('2026-11-02', 4, 149999.5)],
              },
            },
          },
        }),
      ],
    });
    expect(await screen.findByTestId('figure-signUps')).toHaveTextContent('7');
    expect(screen.getByTestId('figure-revenue')).toHaveTextContent('₹1,49,999.50');
    expect(screen.getByTestId('figure-openAlerts')).toHaveTextContent('4');
    // The period's fields stand in their placeholders once the pickers' code has loaded.
    const from = await screen.findByTestId('staff-dashboard-from');
    expect(from.querySelector('input')?.value).toBe('01/11/2026');
  });
});
