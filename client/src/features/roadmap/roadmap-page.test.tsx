import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CFX_FACTS, ProductId } from '@finx/domain';
import { learnerViewer, viewerMock } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import RoadmapPage from './roadmap-page';
import { enrollTarget } from './roadmap-route';
import { ROADMAP_STEPS } from '@finx/domain';

describe('roadmap steps and Enroll Now target', () => {
  it('runs FEAT, selection, classroom, internship, certification with the programme figures', () => {
    expect(ROADMAP_STEPS.map((step) => step.key)).toEqual([
      'feat',
      'selection',
      'classroom',
      'internship',
      'certification',
    ]);
    expect(ROADMAP_STEPS[0]?.detail).toContain('60-minute');
    expect(ROADMAP_STEPS[0]?.detail).toContain('₹1,000');
    expect(ROADMAP_STEPS[2]?.title).toContain(`${CFX_FACTS.classroomMonths} months`);
  });

  it('sends a visitor to the login and a signed-in user to the CFX prerequisite table', () => {
    expect(enrollTarget(null)).toBe('/login');
    expect(enrollTarget(learnerViewer)).toBe(`/my-Subcription-list?productId=${ProductId.CFX}`);
  });
});

describe('RoadmapPage', () => {
  it('shows the journey and the fees; Enroll Now takes a visitor to the login', async () => {
    renderWithProviders(<RoadmapPage />, { mocks: [viewerMock(null)], route: '/roadmap' });
    expect(screen.getByTestId('roadmap-step-internship')).toHaveTextContent('3 months of paid internship');
    expect(screen.getByTestId('roadmap-facts')).toHaveTextContent('₹75,000');
    expect(screen.getByTestId('roadmap-facts')).toHaveTextContent('about ₹30,000');
    const enroll = screen.getByTestId('roadmap-enroll');
    await vi.waitFor(() => expect(enroll).toBeEnabled());
    await userEvent.click(enroll);
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/login$/);
  });

  it('takes a signed-in learner to the prerequisite table for CFX', async () => {
    renderWithProviders(<RoadmapPage />, { mocks: [viewerMock(learnerViewer)], route: '/roadmap' });
    const enroll = await screen.findByTestId('roadmap-enroll');
    await vi.waitFor(() => expect(enroll).toBeEnabled());
    await userEvent.click(enroll);
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/my-Subcription-list?productId=${ProductId.CFX}`,
    );
  });
});
