import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MaintenanceDocument, SetMaintenanceDocument } from '../../graphql/generated/graphql';
import { adminViewer, viewerMock } from '../../test/fixtures';
import { mockOperation } from '../../test/mock-operation';
import { renderWithProviders } from '../../test/render-with-providers';
import { MaintenanceSwitch } from './maintenance-switch';

const NOW = new Date('2026-11-23T08:00:00.000Z');

const state = (deploymentFlag: boolean) => ({
  __typename: 'Maintenance',
  id: 'Maintenance',
  deploymentFlag,
  notificationFlag: false,
  startDate: deploymentFlag ? NOW.toISOString() : null,
  toDate: deploymentFlag ? new Date(NOW.getTime() + 45 * 60_000).toISOString() : null,
  loginDisabled: false,
  upgradeNotice: null,
});

const switchedOn = mockOperation(SetMaintenanceDocument, {
  variables: {
    input: {
      deploymentFlag: true,
      notificationFlag: false,
      loginDisabled: false,
      startDate: NOW.toISOString(),
      toDate: new Date(NOW.getTime() + 45 * 60_000).toISOString(),
      upgradeNotice: null,
    },
  },
  data: { setMaintenance: state(true) },
});

const render = () =>
  renderWithProviders(<MaintenanceSwitch />, {
    mocks: [
      viewerMock(adminViewer),
      mockOperation(MaintenanceDocument, { data: { maintenance: state(false) } }),
      switchedOn,
    ],
  });

const underMaintenance = () =>
  within(screen.getByTestId('maintenance-switch')).getByRole('switch', { name: /Under maintenance/ });

describe('MaintenanceSwitch: site-wide switches ask first', () => {
  // Only Date is faked: the window is computed from now, and user events still need real timers.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('changes nothing when the staff member backs out of the confirmation', async () => {
    const user = userEvent.setup();
    render();
    await screen.findByTestId('maintenance-switch');
    await user.click(underMaintenance());
    expect(await screen.findByText('Put the site under maintenance?')).toBeInTheDocument();
    await user.click(screen.getByTestId('maintenance-confirm-dismiss'));
    await waitFor(() => expect(screen.queryByTestId('maintenance-confirm')).not.toBeInTheDocument());
    expect(underMaintenance()).not.toBeChecked();
    expect(screen.queryByText('Maintenance settings saved')).not.toBeInTheDocument();
  });

  it('switches maintenance on once confirmed', async () => {
    const user = userEvent.setup();
    render();
    await screen.findByTestId('maintenance-switch');
    await user.click(underMaintenance());
    await user.click(await screen.findByTestId('maintenance-confirm-confirm'));
    expect(await screen.findByText('Maintenance settings saved')).toBeInTheDocument();
    await waitFor(() => expect(underMaintenance()).toBeChecked());
  });
});
