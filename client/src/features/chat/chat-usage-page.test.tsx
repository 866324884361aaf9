import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RoleId } from '@finx/domain';
import {
  ChatUsageDocument,
  SwitchChatAssistantDocument,
  type ChatUsageQuery,
} from '../../graphql/generated/graphql';
import { adminViewer, viewerMock } from '../../test/fixtures';
import { mockOperation, type GatewayData } from '../../test/mock-operation';
import { renderWithProviders } from '../../test/render-with-providers';
import ChatUsagePage from './chat-usage-page';
import { lastDays } from './chat-period';

type Usage = GatewayData<ChatUsageQuery['chatUsage'][number]>;

const opsViewer = { ...adminViewer, id: 'Viewer:3', roleId: RoleId.OPS, roleName: 'Operations' };
const PERIOD = { from: '2026-11-01', to: '2026-11-30' };

const usage = (changes: Partial<Usage> = {}): Usage => ({
  __typename: 'ChatUsage',
  assistant: 'FINX',
  enabled: true,
  provider: 'BUILT_IN',
  questions: 1250,
  learners: 84,
  unanswered: 37,
  failed: 2,
  topUnanswered: [
    { __typename: 'ChatUnansweredQuestion', question: 'Can I pay in instalments?', count: 9 },
    { __typename: 'ChatUnansweredQuestion', question: 'Is there a hostel?', count: 4 },
  ],
  ...changes,
});
const ciel = usage({
  assistant: 'CIEL',
  provider: 'EXTERNAL',
  questions: 0,
  learners: 0,
  unanswered: 0,
  failed: 0,
  topUnanswered: [],
});

const usageMock = (finx: Usage, period = PERIOD) =>
  mockOperation(ChatUsageDocument, { variables: period, data: { chatUsage: [finx, ciel] } });

const render = (viewer: typeof adminViewer, ...mocks: ReturnType<typeof usageMock>[]) =>
  renderWithProviders(<ChatUsagePage />, {
    route: `/chat-usage?from=${PERIOD.from}&to=${PERIOD.to}`,
    mocks: [viewerMock(viewer), usageMock(usage()), ...mocks],
  });

describe('ChatUsagePage: /chat-usage (issue 27 item 5)', () => {
  beforeEach(() => localStorage.clear());

  it("shows each assistant's switch, provider and the period's figures, never who asked", async () => {
    render(adminViewer);
    const finx = await screen.findByTestId('chat-usage-FINX');
    expect(within(finx).getByRole('heading', { name: 'Finx AI Buddy' })).toBeInTheDocument();
    expect(within(finx).getByRole('switch', { name: 'Switched on' })).toBeChecked();
    expect(within(finx).getByTestId('chat-provider')).toHaveTextContent('Built in');
    expect(within(finx).getByTestId('chat-figure-questions')).toHaveTextContent('1,250');
    expect(within(finx).getByTestId('chat-figure-learners')).toHaveTextContent('84');
    expect(within(finx).getByTestId('chat-figure-unanswered')).toHaveTextContent('37');
    expect(within(finx).getByTestId('chat-figure-failed')).toHaveTextContent('2');
    expect(within(finx).getByTestId('chat-top-unanswered')).toHaveTextContent(
      'Can I pay in instalments? (9)',
    );
    const other = screen.getByTestId('chat-usage-CIEL');
    expect(within(other).getByTestId('chat-provider')).toHaveTextContent('External');
    expect(within(other).getByText('None in this period.')).toBeInTheDocument();
    expect(screen.getByTestId('chat-usage-from').querySelector('input')?.value).toBe('01/11/2026');
    expect(screen.getByTestId('chat-usage-to').querySelector('input')?.value).toBe('30/11/2026');
  });

  it('lets an admin switch an assistant off, after asking', async () => {
    const user = userEvent.setup();
    render(
      adminViewer,
      mockOperation(SwitchChatAssistantDocument, {
        variables: { input: { assistant: 'FINX', enabled: false } },
        data: { switchChatAssistant: { __typename: 'ActionPayload', ok: true, userErrors: [] } },
      }),
      usageMock(usage({ enabled: false })),
    );
    const finx = await screen.findByTestId('chat-usage-FINX');
    await user.click(within(finx).getByRole('switch', { name: 'Switched on' }));
    const dialog = await screen.findByTestId('chat-switch-confirm');
    expect(dialog).toHaveTextContent('Switch Finx AI Buddy off?');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Finx AI Buddy is switched off.')).toBeInTheDocument();
    expect(await within(finx).findByRole('switch', { name: 'Switched off' })).not.toBeChecked();
  });

  it('shows ops the switches without letting them change one', async () => {
    render(opsViewer);
    const finx = await screen.findByTestId('chat-usage-FINX');
    expect(within(finx).getByRole('switch', { name: 'Switched on' })).toBeDisabled();
    expect(within(finx).getByText('Only an admin can switch an assistant on or off.')).toBeInTheDocument();
    expect(within(screen.getByTestId('chat-usage-CIEL')).getByRole('switch')).toBeDisabled();
  });

  it('reads the last 30 days, today included, without a period in the URL', () => {
    // 2026-11-30 20:00 UTC is already 1 December in India.
    expect(lastDays(Date.UTC(2026, 10, 30, 20, 0))).toEqual({ from: '2026-11-02', to: '2026-12-01' });
  });
});
