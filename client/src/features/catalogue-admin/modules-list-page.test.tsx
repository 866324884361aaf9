import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { StaffModulesDocument, type StaffModuleFieldsFragment } from '../../graphql/generated/graphql';
import { mockOperation, type GatewayData } from '../../test/mock-operation';
import { renderWithProviders } from '../../test/render-with-providers';
import ModulesListPage from './modules-list-page';
import { onAPhone } from '../../test/media-queries';

const module = (moduleId: number, sequence: number): GatewayData<StaffModuleFieldsFragment> => ({
  __typename: 'StaffModule',
  id: `StaffModule:${moduleId}`,
  moduleId,
  productId: 3001,
  productName: 'Accounting for Banks and NBFCs (Ind AS)',
  sequence,
  title: sequence === 1 ? 'Getting started' : 'Core concepts',
  active: true,
  lessonCount: 2,
});

const render = () =>
  renderWithProviders(<ModulesListPage />, {
    route: '/modules-list',
    path: '/modules-list',
    mocks: [
      mockOperation(StaffModulesDocument, {
        variables: {},
        data: { staffModules: [module(11, 1), module(12, 2)] },
      }),
    ],
  });

describe('/modules-list', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('on a laptop keeps the three actions whole and fits the other columns beside them', async () => {
    render();
    await screen.findByTestId('module-status-11');
    const list = screen.getByTestId('modules-list');
    expect(within(list).getByRole('grid').closest('[data-list-form]')).toHaveAttribute(
      'data-list-form',
      'grid',
    );
    // jsdom lays nothing out, so the grid gives each column its least width: what a narrow page shows.
    const widthOf = (name: string) =>
      parseFloat(within(list).getByRole('columnheader', { name: new RegExp(`^${name}`) }).style.width);
    expect(widthOf('Actions')).toBe(310);
    expect(widthOf('Product')).toBeLessThan(320);
    expect(widthOf('Module')).toBeLessThan(320);
  });

  it('on a phone draws each module as a card with its lessons, edit and status buttons', async () => {
    onAPhone();
    render();
    const cards = await screen.findAllByTestId('list-card');
    expect(cards).toHaveLength(2);
    const actions = within(cards[0]!).getByTestId('list-card-actions');
    expect(within(actions).getByTestId('module-lessons-11')).toHaveTextContent('Lessons (2)');
    expect(within(actions).getByTestId('module-edit-11')).toBeVisible();
    expect(within(actions).getByTestId('module-status-11')).toHaveTextContent('Deactivate');
    expect(within(cards[0]!).getByText('Getting started')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: /^Sequence/ })).not.toBeInTheDocument();
  });
});
