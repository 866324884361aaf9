import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StaffStudentsDocument } from '../../graphql/generated/graphql';
import { LIST_NOT_LOADED_TEXT } from '../../shared/staff-list-page';
import { mockOperation } from '../../test/mock-operation';
import { renderWithProviders } from '../../test/render-with-providers';
import DownloadDocumentsPage from './download-documents-page';

const FIRST_PAGE = { search: null, page: 1, limit: 10 };

describe('DownloadDocumentsPage (staff /download-documents)', () => {
  it('finds learners by the search, and says when they could not be loaded until Try again reads them', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DownloadDocumentsPage />, {
      route: '/download-documents',
      mocks: [
        mockOperation(StaffStudentsDocument, { variables: FIRST_PAGE, error: new Error('down') }),
        mockOperation(StaffStudentsDocument, {
          variables: FIRST_PAGE,
          data: {
            staffStudents: {
              __typename: 'StaffStudentPage',
              totalRecords: 1,
              rows: [
                {
                  __typename: 'StaffStudent',
                  id: 'StaffStudent:7',
                  studentId: 7,
                  partyId: 1007,
                  fullName: 'Priya Sharma',
                  email: 'learner@finx.demo',
                  mobile: '9876543210',
                  gender: 'F',
                  source: 'Website',
                  collegeName: null,
                  createdDate: '2025-03-01T10:00:00.000Z',
                  modifiedDate: '2025-03-02T10:00:00.000Z',
                  resumeDocumentId: null,
                },
              ],
            },
          },
        }),
      ],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Download Documents' })).toBeInTheDocument();
    expect(screen.getByTestId('document-id')).toBeInTheDocument();
    const notice = await screen.findByTestId('download-documents-error');
    expect(notice).toHaveTextContent(LIST_NOT_LOADED_TEXT);
    await user.click(within(notice).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('show-documents-7')).toBeInTheDocument();
    expect(screen.queryByTestId('download-documents-error')).not.toBeInTheDocument();

    await user.type(screen.getByTestId('document-learner-search'), 'priya');
    await user.click(screen.getByTestId('document-learner-search-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/download-documents?q=priya'),
    );
  }, 15_000);
});
