import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messageFor, ReasonCode } from '@finx/domain';
import {
  CalendarEventDetailsDocument,
  EventFilterOptionsDocument,
  EventsDocument,
  EventSuburbsDocument,
  RsvpEventDocument,
  type CalendarEventFieldsFragment,
} from '../../graphql/generated/graphql';
import { mockOperation, type GatewayData } from '../../test/mock-operation';
import { renderWithProviders } from '../../test/render-with-providers';
import { RSVP_DONE_TEXT } from './learner-event-details-dialog';
import { DASHBOARD_EVENT_COUNT, EventsSection } from './learner-events-section';

const event = (
  changes: Partial<CalendarEventFieldsFragment> = {},
): GatewayData<CalendarEventFieldsFragment> => ({
  __typename: 'CalendarEvent',
  id: 'CalendarEvent:502',
  eventId: 502,
  title: 'CFX Campus Drive: Mumbai',
  type: 'CAMPUS_DRIVE',
  typeLabel: 'Campus Drive',
  description: 'Aptitude test and interviews.',
  startsAt: '2030-01-10T04:00:00.000Z',
  endsAt: '2030-01-10T10:00:00.000Z',
  city: 'Mumbai',
  suburb: 'Andheri',
  venue: 'St. Xavier’s Institute',
  joinUrl: null,
  rsvpCount: 0,
  rsvpOn: null,
  isPast: false,
  ...changes,
});

const options = mockOperation(EventFilterOptionsDocument, {
  data: {
    eventFilterOptions: {
      __typename: 'EventFilterOptions',
      types: [{ __typename: 'EventTypeOption', code: 'CAMPUS_DRIVE', label: 'Campus Drive' }],
      cities: ['Mumbai'],
    },
  },
  maxUsageCount: 5,
});
const list = (
  filter: { type: null | 'CAMPUS_DRIVE'; city: null | string },
  items: ReturnType<typeof event>[],
) =>
  mockOperation(EventsDocument, {
    variables: {
      filter: { ...filter, suburb: null, period: null },
      page: 1,
      pageSize: DASHBOARD_EVENT_COUNT,
    },
    data: { events: { __typename: 'EventPage', items, total: items.length } },
    maxUsageCount: 5,
  });

describe('dashboard calendar and events', () => {
  it('reads its filters from the URL and opens an event in a dialog that records the RSVP', async () => {
    const user = userEvent.setup();
    renderWithProviders(<EventsSection />, {
      route: '/studentDashboard?eventType=CAMPUS_DRIVE&eventCity=Mumbai',
      mocks: [
        options,
        list({ type: 'CAMPUS_DRIVE', city: 'Mumbai' }, [event()]),
        mockOperation(EventSuburbsDocument, {
          variables: { city: 'Mumbai' },
          data: { eventSuburbs: ['Andheri', 'Powai'] },
          maxUsageCount: 5,
        }),
        mockOperation(CalendarEventDetailsDocument, {
          variables: { eventId: 502 },
          data: { event: event() },
        }),
        mockOperation(RsvpEventDocument, {
          variables: { eventId: 502 },
          data: {
            rsvpEvent: {
              __typename: 'RsvpPayload',
              event: event({ rsvpCount: 1, rsvpOn: '2029-12-01T10:00:00.000Z' }),
              userErrors: [],
            },
          },
        }),
      ],
    });
    await user.click(await screen.findByText('CFX Campus Drive: Mumbai'));
    expect(screen.getByTestId('location')).toHaveTextContent('event=502');
    const dialog = await screen.findByTestId('event-details');
    await user.click(await within(dialog).findByTestId('event-rsvp'));
    expect(await within(dialog).findByTestId('event-rsvp-state')).toHaveTextContent(
      'You RSVPed on 01/12/2029',
    );
    expect(within(dialog).queryByTestId('event-rsvp')).not.toBeInTheDocument();
    expect(await screen.findByText(RSVP_DONE_TEXT)).toBeInTheDocument();
    expect(screen.getByTestId('view-all-events')).toHaveAttribute(
      'href',
      '/events?eventType=CAMPUS_DRIVE&eventCity=Mumbai',
    );
  });

  it('offers no RSVP for a past event and says why', async () => {
    renderWithProviders(<EventsSection />, {
      route: '/studentDashboard?event=498',
      mocks: [
        options,
        list({ type: null, city: null }, []),
        mockOperation(CalendarEventDetailsDocument, {
          variables: { eventId: 498 },
          data: { event: event({ id: 'CalendarEvent:498', eventId: 498, isPast: true }) },
        }),
      ],
    });
    const dialog = await screen.findByTestId('event-details');
    expect(await within(dialog).findByTestId('event-rsvp-state')).toHaveTextContent(
      messageFor(ReasonCode.EVENT_IS_PAST),
    );
    expect(within(dialog).queryByTestId('event-rsvp')).not.toBeInTheDocument();
    expect(await screen.findByTestId('events-empty')).toBeInTheDocument();
  });
});
