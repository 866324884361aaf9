import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Text } from '@finx/domain';
import {
  DownloadResumesDocument,
  StaffStudentsDocument,
  StudentFilterOptionsDocument,
  type StaffStudentFieldsFragment,
} from '../../graphql/generated/graphql';
import { LIST_NOT_LOADED_TEXT } from '../../shared/staff-list-page';
import { mockOperation, type GatewayData } from '../../test/mock-operation';
import { renderWithProviders } from '../../test/render-with-providers';
import StudentSectionPage from './student-section-page';

const student = (studentId: number, resume: boolean): GatewayData<StaffStudentFieldsFragment> => ({
  __typename: 'StaffStudent',
  id: `StaffStudent:${studentId}`,
  studentId,
  partyId: 1000 + studentId,
  fullName: `Learner ${studentId}`,
  email: `learner${studentId}@finx.demo`,
  mobile: '9876543210',
  gender: 'F',
  source: 'Website',
  collegeName: 'Pune College',
  createdDate: '2025-03-01T10:00:00.000Z',
  modifiedDate: '2025-03-02T10:00:00.000Z',
  resumeDocumentId: resume ? `00000000-0000-4000-8000-00000000000${studentId}` : null,
});

const DEFAULTS = {
  search: null,
  collegeId: null,
  productId: null,
  sort: 'MODIFIED',
  descending: true,
  page: 1,
  limit: 10,
} as const;

const studentsMock = (rows: GatewayData<StaffStudentFieldsFragment>[]) =>
  mockOperation(StaffStudentsDocument, {
    variables: DEFAULTS,
    data: { staffStudents: { __typename: 'StaffStudentPage', rows, totalRecords: rows.length } },
  });

const OPTIONS = mockOperation(StudentFilterOptionsDocument, {
  data: {
    staffColleges: { __typename: 'StaffCollegePage', rows: [] },
    staffProducts: { __typename: 'StaffProductPage', rows: [] },
  },
  maxUsageCount: 5,
});

afterEach(() => vi.restoreAllMocks());

describe('StudentSectionPage (staff /studentSection)', () => {
  it('asks for a candidate first, then zips the selected rows and names those left out', async () => {
    const user = userEvent.setup();
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    renderWithProviders(<StudentSectionPage />, {
      route: '/studentSection',
      mocks: [
        OPTIONS,
        studentsMock([student(1, true), student(2, false)]),
        mockOperation(DownloadResumesDocument, {
          variables: { studentIds: [1, 2] },
          data: {
            downloadResumes: {
              __typename: 'ResumeZipPayload',
              documentId: 'zip-1',
              url: 'https://files.test/resumes.zip',
              included: 1,
              skipped: [{ __typename: 'SkippedStudent', studentId: 2, fullName: 'Learner 2' }],
              userErrors: [],
            },
          },
        }),
      ],
    });
    const grid = screen.getByTestId('student-grid');
    await within(grid).findByText('learner1@finx.demo');
    await user.click(screen.getByTestId('download-resumes'));
    expect(await screen.findByText(Text.PLEASE_SELECT_CANDIDATE)).toBeInTheDocument();

    for (const email of ['learner1@finx.demo', 'learner2@finx.demo']) {
      const row = within(grid).getByText(email).closest<HTMLElement>('[data-rowindex]')!;
      await user.click(within(row).getByRole('checkbox'));
    }
    expect(screen.getByTestId('download-resumes')).toHaveTextContent('Download resumes (2)');
    await user.click(screen.getByTestId('download-resumes'));
    expect(await screen.findByTestId('resume-zip-skipped')).toHaveTextContent('Learner 2 (2)');
    expect(await screen.findByText('1 resume zipped.')).toBeInTheDocument();
    expect(assign).toHaveBeenCalledWith('https://files.test/resumes.zip');
    // Two rows ticked and two gateway answers take most of the 5 s default on a loaded two-core machine.
  }, 15_000);

  it('says when the students could not be loaded and reads them again on Try again', async () => {
    const user = userEvent.setup();
    renderWithProviders(<StudentSectionPage />, {
      route: '/studentSection',
      mocks: [
        OPTIONS,
        mockOperation(StaffStudentsDocument, { variables: DEFAULTS, error: new Error('down') }),
        studentsMock([student(3, true)]),
      ],
    });
    const notice = await screen.findByTestId('student-section-error');
    expect(notice).toHaveTextContent(LIST_NOT_LOADED_TEXT);
    await user.click(within(notice).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByTestId('student-section-error')).not.toBeInTheDocument());
    // The grid is drawn once the list's first answer is in (a skeleton holds its room until then).
    expect(
      await within(screen.getByTestId('student-grid')).findByText('learner3@finx.demo'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('resume-download-3')).toBeInTheDocument();
  });
});
