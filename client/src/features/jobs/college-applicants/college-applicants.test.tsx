import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CollegeApplicationHistoryDocument,
  CollegeCandidatesDocument,
} from '../../../graphql/generated/graphql';
import { mockOperation } from '../../../test/mock-operation';
import { renderWithProviders } from '../../../test/render-with-providers';
import { COLLEGE_PAGE_SIZE, CollegeApplicants, NO_COLLEGE_APPLICANTS_TEXT } from './college-applicants';

const applicant = {
  __typename: 'Candidate',
  id: 'Candidate:7001',
  applicationId: 7001,
  jobId: 601,
  jobTitle: 'Relationship Manager - Retail Banking',
  fullName: 'Neha Jobseeker',
  email: 'jobseeker@finx.demo',
  appliedOn: '2030-01-05T06:00:00.000Z',
  stageName: 'Screening',
  status: 'IN_PROGRESS',
  rejectionReason: null,
} as const;

describe(
  'the college officer’s applicants (collegeCandidates, collegeApplicationHistory)',
  { timeout: 30_000 },
  () => {
    it('lists their students’ applications across jobs and shows one’s history', async () => {
      const user = userEvent.setup();
      renderWithProviders(<CollegeApplicants />, {
        route: '/collegeDashboard',
        mocks: [
          mockOperation(CollegeCandidatesDocument, {
            variables: { jobId: null, page: 1, pageSize: COLLEGE_PAGE_SIZE },
            data: { collegeCandidates: { __typename: 'CandidatePage', items: [applicant], total: 1 } },
          }),
          mockOperation(CollegeApplicationHistoryDocument, {
            variables: { applicationId: 7001 },
            data: {
              collegeApplicationHistory: [
                {
                  __typename: 'StaffHistoryEntry',
                  at: '2030-01-05T06:00:00.000Z',
                  stageName: 'Applied',
                  status: 'IN_PROGRESS',
                  reason: null,
                },
                {
                  __typename: 'StaffHistoryEntry',
                  at: '2030-01-06T06:00:00.000Z',
                  stageName: 'Screening',
                  status: 'IN_PROGRESS',
                  reason: null,
                },
              ],
            },
          }),
        ],
      });
      const card = await screen.findByTestId('college-applicant');
      expect(card).toHaveTextContent('Neha Jobseeker');
      expect(within(card).getByTestId('college-applicant-job')).toHaveTextContent('Relationship Manager');
      expect(card).toHaveTextContent('In progress');
      await user.click(within(card).getByTestId('college-applicant-history'));
      const history = await screen.findByTestId('college-history');
      expect(await within(history).findByText('Screening · In progress')).toBeInTheDocument();
      expect(history).toHaveTextContent('Applied · In progress');
    });

    it('says Placed once for a placed student, on the card and in the history', async () => {
      const user = userEvent.setup();
      const placed = { ...applicant, stageName: 'Placed', status: 'PLACED' } as const;
      renderWithProviders(<CollegeApplicants />, {
        route: '/collegeDashboard',
        mocks: [
          mockOperation(CollegeCandidatesDocument, {
            variables: { jobId: null, page: 1, pageSize: COLLEGE_PAGE_SIZE },
            data: { collegeCandidates: { __typename: 'CandidatePage', items: [placed], total: 1 } },
          }),
          mockOperation(CollegeApplicationHistoryDocument, {
            variables: { applicationId: 7001 },
            data: {
              collegeApplicationHistory: [
                {
                  __typename: 'StaffHistoryEntry',
                  at: '2030-01-09T06:00:00.000Z',
                  stageName: 'Placed',
                  status: 'PLACED',
                  reason: null,
                },
              ],
            },
          }),
        ],
      });
      const card = await screen.findByTestId('college-applicant');
      expect(within(card).getAllByText('Placed')).toHaveLength(1);
      expect(within(card).queryByTestId('college-applicant-stage')).not.toBeInTheDocument();
      await user.click(within(card).getByTestId('college-applicant-history'));
      const history = await screen.findByTestId('college-history');
      expect(await within(history).findByText('Placed')).toBeInTheDocument();
      expect(history).not.toHaveTextContent('Placed · Placed');
    });

    it('says when no student has applied', async () => {
      renderWithProviders(<CollegeApplicants />, {
        mocks: [
          mockOperation(CollegeCandidatesDocument, {
            variables: { jobId: null, page: 1, pageSize: COLLEGE_PAGE_SIZE },
            data: { collegeCandidates: { __typename: 'CandidatePage', items: [], total: 0 } },
          }),
        ],
      });
      expect(await screen.findByText(NO_COLLEGE_APPLICANTS_TEXT)).toBeInTheDocument();
    });
  },
);
