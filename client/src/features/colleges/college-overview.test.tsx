import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { CollegeStudentsDocument, MyCollegeDocument } from '../../graphql/generated/graphql';
import { mockOperation } from '../../test/mock-operation';
import { renderWithProviders } from '../../test/render-with-providers';
import { CollegeOverview } from './college-overview';
import { onAPhone } from '../../test/media-queries';

const render = () =>
  renderWithProviders(<CollegeOverview />, {
    route: '/collegeDashboard',
    mocks: [
      mockOperation(MyCollegeDocument, {
        data: {
          myCollege: {
            __typename: 'College',
            id: 'College:1',
            collegeId: 1,
            name: 'Demo College of Commerce',
            city: 'Pune',
            contactName: 'Suresh Iyer',
            contactEmail: 'tpo@finx.demo',
            contactPhone: '9845011223',
            students: 1,
            enrolments: 0,
            placements: 1,
          },
        },
      }),
      mockOperation(CollegeStudentsDocument, {
        data: {
          collegeStudents: [
            {
              __typename: 'CollegeStudent',
              id: 'CollegeStudent:1005',
              partyId: 1005,
              firstName: 'Neha',
              lastName: 'Joshi',
              email: 'jobseeker@finx.demo',
              enrolments: 0,
              placements: 1,
              joinedOn: '2026-11-28T06:00:00.000Z',
            },
          ],
        },
      }),
    ],
  });

describe("the college officer's students", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('on a laptop shows the columns', async () => {
    render();
    const students = await screen.findByTestId('college-students');
    expect(students).toHaveAttribute('data-list-form', 'grid');
    expect(await within(students).findByRole('columnheader', { name: /Placements/ })).toBeInTheDocument();
  });

  it('on a phone draws each student as a card with every figure on it', async () => {
    onAPhone();
    render();
    const [card] = await screen.findAllByTestId('list-card');
    expect(within(card!).getByText('Neha Joshi')).toBeInTheDocument();
    expect(within(card!).getByText('Placements')).toBeInTheDocument();
    expect(within(card!).getByText('Joined')).toBeInTheDocument();
    expect(within(card!).getByText('28/11/2026')).toBeInTheDocument();
    expect(screen.getByTestId('college-students')).toHaveAttribute('data-list-form', 'cards');
  });
});
