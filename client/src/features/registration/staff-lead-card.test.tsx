import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LearnerLeadDocument, StaffSaveLeadRefDocument } from '../../graphql/generated/graphql';
import { mockOperation } from '../../test/mock-operation';
import { renderWithProviders } from '../../test/render-with-providers';
import { LEAD_SAVED_TEXT, StaffLeadCard } from './staff-lead-card';

const EMPTY = {
  source: '',
  medium: '',
  camp: '',
  term: '',
  client: '',
  college: '',
  location: '',
  reference: '',
};
const noLead = mockOperation(LearnerLeadDocument, {
  variables: { userId: 1 },
  data: { learnerLead: null },
  maxUsageCount: 2,
});

describe('StaffLeadCard (/admin-edit-user-profile)', () => {
  it('records where a learner without an entry link came from', async () => {
    const user = userEvent.setup();
    renderWithProviders(<StaffLeadCard partyId={1001} userId={1} />, {
      mocks: [
        noLead,
        mockOperation(StaffSaveLeadRefDocument, {
          variables: { partyId: 1001, input: { ...EMPTY, source: 'Career fair' } },
          data: { staffSaveLeadRef: { __typename: 'OkPayload', ok: true, userErrors: [] } },
        }),
      ],
    });
    expect(await screen.findByTestId('staff-lead-link')).toHaveTextContent(
      'Registered without an entry link',
    );
    expect(screen.getByTestId('staff-lead-save')).toBeDisabled();
    await user.type(screen.getByTestId('staff-lead-source'), 'Career fair');
    await user.click(screen.getByTestId('staff-lead-save'));
    expect(await screen.findByText(LEAD_SAVED_TEXT)).toBeInTheDocument();
  });
});
