import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REGION_PAGE_MAX } from '@finx/domain';
import { RegionsDocument } from '../../graphql/generated/graphql';
import { mockOperation } from '../../test/mock-operation';
import { renderWithProviders } from '../../test/render-with-providers';
import { RegionSelect } from './region-select';

/** India's 28 states and 8 union territories, as the seed lists them (a page of the server's size). */
const STATES = Array.from({ length: 36 }, (_, index) => ({
  __typename: 'Region',
  id: 100 + index,
  name: `State ${index + 1}`,
}));

const statesOfIndia = mockOperation(RegionsDocument, {
  variables: { kind: 'STATE', parentId: 1, search: null, limit: REGION_PAGE_MAX },
  data: { regions: { __typename: 'RegionPage', items: STATES, totalRecords: STATES.length } },
});

describe('RegionSelect (issue 28 item 11)', () => {
  it('lists every state and union territory of the country, not the first 20', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <RegionSelect
        kind="STATE"
        label="State"
        parentId={1}
        value={null}
        onChange={() => {}}
        testId="profile-state"
      />,
      { mocks: [statesOfIndia] },
    );
    await user.click(screen.getByTestId('profile-state'));
    expect(await screen.findByRole('option', { name: 'State 36' })).toBeInTheDocument();
    expect(screen.getAllByRole('option')).toHaveLength(36);
    expect(screen.queryByText(/type to search/)).not.toBeInTheDocument();
  });
});
