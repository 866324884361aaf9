import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  MyApplicationsDocument,
  MyInterviewInvitationsDocument,
  RespondToInterviewDocument,
} from '../../../graphql/generated/graphql';
import { mockOperation } from '../../../test/mock-operation';
import { renderWithProviders } from '../../../test/render-with-providers';
import AppliedJobsPage, { APPLIED_PAGE_SIZE, NO_APPLICATIONS_TEXT } from './applied-jobs-page';
import { RsvpDoneText } from './applied-job-invitation';
import { appliedJob } from './applied.fixtures';
import { jobSummary } from '../search/search.fixtures';
import { invitation } from '../staff-candidates/staff-candidates.fixtures';

const rejected = appliedJob({
  id: 'JobApplication:302',
  applicationId: 302,
  job: jobSummary({ id: 'Job:14', jobId: 14, title: 'KYC Analyst', applicationStatus: 'REJECTED' }),
  status: 'REJECTED',
  currentStage: 'Screening',
  stages: appliedJob().stages.map((stage, index) => ({
    ...stage,
    reachedOn: index < 2 ? stage.reachedOn : null,
  })),
  history: [
    ...appliedJob().history,
    {
      __typename: 'ApplicationHistoryEntry',
      at: '2030-01-08T04:00:00.000Z',
      stageName: 'Screening',
      status: 'REJECTED',
      reason: 'Skills do not match the role',
    },
  ],
  rejectionReason: 'Skills do not match the role',
});

describe('/jobs/applied (001 §7 applied)', () => {
  it('shows each application with its stages reached, its link and a rejection with the reason', async () => {
    renderWithProviders(<AppliedJobsPage />, {
      route: '/jobs/applied',
      mocks: [
        mockOperation(MyApplicationsDocument, {
          variables: { page: 1, pageSize: APPLIED_PAGE_SIZE },
          data: {
            myApplications: { __typename: 'AppliedJobPage', items: [appliedJob(), rejected], total: 2 },
          },
        }),
        mockOperation(MyInterviewInvitationsDocument, { data: { myInterviewInvitations: [] } }),
      ],
    });
    const [interview, notSelected] = await screen.findAllByTestId('application');
    const first = within(interview!);
    expect(first.getByTestId('application-title')).toHaveAttribute('href', '/jobs/11');
    expect(first.getByTestId('application-current-stage')).toHaveTextContent('Interview round 1');
    const reached = first
      .getAllByTestId('application-stage')
      .filter((step) => step.querySelector('[data-reached="true"]') !== null);
    expect(reached).toHaveLength(4);
    expect(first.queryByTestId('application-rejection-reason')).not.toBeInTheDocument();

    const second = within(notSelected!);
    expect(second.getByTestId('application-status')).toHaveTextContent('Not selected');
    expect(second.getByTestId('application-rejection-reason')).toHaveTextContent(
      'Skills do not match the role',
    );
    expect(second.getByTestId('application-history')).toHaveTextContent('Screening · Not selected');
  });

  it('says when there is no application', async () => {
    renderWithProviders(<AppliedJobsPage />, {
      route: '/jobs/applied',
      mocks: [
        mockOperation(MyApplicationsDocument, {
          variables: { page: 1, pageSize: APPLIED_PAGE_SIZE },
          data: { myApplications: { __typename: 'AppliedJobPage', items: [], total: 0 } },
        }),
        mockOperation(MyInterviewInvitationsDocument, { data: { myInterviewInvitations: [] } }),
      ],
    });
    expect(await screen.findByText(NO_APPLICATIONS_TEXT)).toBeInTheDocument();
  });

  it('shows an application’s interview invitation and takes the answer, which may change', async () => {
    const user = userEvent.setup();
    const invited = invitation({ applicationId: 301, jobId: 11 });
    const answered = (response: 'ACCEPTED' | 'DECLINED') =>
      mockOperation(RespondToInterviewDocument, {
        variables: { input: { invitationId: 81, response } },
        data: {
          respondToInterview: {
            __typename: 'InterviewInvitationPayload',
            invitation: { ...invited, response, respondedAt: '2030-01-09T04:00:00.000Z' },
            userErrors: [],
          },
        },
      });
    renderWithProviders(<AppliedJobsPage />, {
      route: '/jobs/applied',
      mocks: [
        mockOperation(MyApplicationsDocument, {
          variables: { page: 1, pageSize: APPLIED_PAGE_SIZE },
          data: {
            myApplications: { __typename: 'AppliedJobPage', items: [appliedJob(), rejected], total: 2 },
          },
        }),
        mockOperation(MyInterviewInvitationsDocument, { data: { myInterviewInvitations: [invited] } }),
        answered('ACCEPTED'),
        answered('DECLINED'),
      ],
    });
    const panel = await screen.findByTestId('application-invitation');
    expect(panel).toHaveTextContent('Interview: Interview round 1');
    expect(panel).toHaveTextContent('Room 4, Demo Bank, Fort, Mumbai');
    // Only the application invited shows it.
    expect(screen.getAllByTestId('application-invitation')).toHaveLength(1);
    await user.click(within(panel).getByTestId('application-invitation-accept'));
    expect(await screen.findByText(RsvpDoneText.ACCEPTED)).toBeInTheDocument();
    expect(await within(panel).findByTestId('application-invitation-response')).toHaveTextContent(
      'You accepted',
    );
    expect(within(panel).getByTestId('application-invitation-accept')).toBeDisabled();
    await user.click(within(panel).getByTestId('application-invitation-decline'));
    expect(await within(panel).findByText('You declined')).toBeInTheDocument();
  });
});
