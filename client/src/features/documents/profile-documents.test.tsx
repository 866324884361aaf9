import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DOCUMENT_MAX_BYTES, messageFor, ReasonCode } from '@finx/domain';
import {
  DeleteDocumentDocument,
  MyDocumentsDocument,
  type StudentDocumentFieldsFragment,
} from '../../graphql/generated/graphql';
import { mockOperation, type GatewayData } from '../../test/mock-operation';
import { renderWithProviders } from '../../test/render-with-providers';
import { ProfileDocuments } from './profile-documents';

const resume: GatewayData<StudentDocumentFieldsFragment> = {
  __typename: 'StudentDocument',
  id: '3f1f2b7e-8a51-4c1e-9d55-2f0c6a6b9c10',
  documentType: 'RESUME',
  documentTypeLabel: 'Resume',
  fileName: 'My CV.pdf',
  contentType: 'application/pdf',
  sizeBytes: 150_000,
  uploadedOn: '2026-11-20T10:00:00.000Z',
};
const listed = (rows: GatewayData<StudentDocumentFieldsFragment>[]) =>
  mockOperation(MyDocumentsDocument, { data: { myDocuments: rows } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ProfileDocuments', () => {
  it('lists each document with its type, name, size and upload date', async () => {
    renderWithProviders(<ProfileDocuments />, { route: '/my-documents', mocks: [listed([resume])] });
    const row = await screen.findByTestId('document-row');
    expect(within(row).getByText('Resume')).toBeInTheDocument();
    expect(within(row).getByText('My CV.pdf')).toBeInTheDocument();
    expect(row).toHaveTextContent('146 KB · Uploaded 20/11/2026');
  });

  it('refuses a file over the limit before sending it, with the server’s message', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderWithProviders(<ProfileDocuments />, { route: '/my-documents', mocks: [listed([])] });
    const big = new File([new Uint8Array(DOCUMENT_MAX_BYTES + 1)], 'big.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByTestId('document-file'), big);
    expect(await screen.findByTestId('document-upload-error')).toHaveTextContent(
      messageFor(ReasonCode.DOCUMENT_TOO_LARGE),
    );
    expect(screen.getByTestId('document-upload-submit')).toBeDisabled();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal of a file it judged by content', async () => {
    const fetch = vi.fn().mockResolvedValue(
      new Response(
        JSON.stringify({
          document: null,
          userErrors: [
            { code: ReasonCode.DOCUMENT_INVALID_FORMAT, field: 'file', message: 'Invalid File Format' },
          ],
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      ),
    );
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderWithProviders(<ProfileDocuments />, { route: '/my-documents', mocks: [listed([])] });
    await user.upload(screen.getByTestId('document-file'), new File(['MZ'], 'setup.pdf'));
    await user.click(screen.getByTestId('document-upload-submit'));
    expect(await screen.findByTestId('document-upload-error')).toHaveTextContent('Invalid File Format');
    const [path, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(path).toBe('/documents/upload');
    expect(init.headers).toMatchObject({
      'content-type': 'application/octet-stream',
      'x-document-type': 'RESUME',
    });
  });

  it('deletes only after the learner confirms', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProfileDocuments />, {
      route: '/my-documents',
      mocks: [
        listed([resume]),
        mockOperation(DeleteDocumentDocument, {
          variables: { documentId: resume.id },
          data: { deleteDocument: { __typename: 'ActionPayload', ok: true, userErrors: [] } },
        }),
        listed([]),
      ],
    });
    await user.click(await screen.findByTestId('document-delete'));
    const dialog = await screen.findByTestId('document-delete-dialog');
    expect(dialog).toHaveTextContent('Delete My CV.pdf?');
    await user.click(within(dialog).getByTestId('document-delete-dialog-confirm'));
    expect(await screen.findByTestId('documents-empty')).toBeInTheDocument();
  });
});
