import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EXCEL_LIMIT, messageFor, ReasonCode, RoleId, Text, type UploadResult } from '@finx/domain';
import { adminViewer, viewerMock } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import UploadPaymentPage from './upload-payment-page';
import * as send from './send-upload';

const result: UploadResult = {
  uploadId: 1,
  totalCount: 2,
  successCount: 1,
  failCount: 1,
  duplicateCount: 0,
  failList: [{ rowNumber: 3, fullName: 'Test', emailId: 'nobody@finx.test', errors: ['No learner'] }],
  successfullRecords: [{ rowNumber: 2, fullName: 'Priya', emailId: 'p@finx.test', reference: 'bulk-1' }],
};

describe('UploadPaymentPage (/uploadPayment, 001 §2 screen 8)', () => {
  it("refuses a dropped csv with 'Invalid File Format' and keeps no file", () => {
    renderWithProviders(<UploadPaymentPage />, { route: '/uploadPayment' });
    const csv = new File(['a,b'], 'payments.csv', { type: 'text/csv' });
    fireEvent.drop(screen.getByTestId('upload-drop'), { dataTransfer: { files: [csv] } });
    expect(screen.queryByTestId('upload-file-name')).toBeNull();
    return expect(screen.findByText(messageFor(ReasonCode.UPLOAD_INVALID_FORMAT))).resolves.toBeTruthy();
  });

  it('refuses a file over the Excel limit (001 §9, 20 MB) before sending it; takes one of exactly 20 MB', async () => {
    const user = userEvent.setup();
    const sent = vi.spyOn(send, 'sendUpload').mockResolvedValue({ result, userErrors: [] });
    renderWithProviders(<UploadPaymentPage />, { route: '/uploadPayment' });
    // The size is what the browser reports; the bytes themselves need not be allocated.
    const sized = (name: string, size: number) => {
      const file = new File(['x'], name);
      Object.defineProperty(file, 'size', { value: size });
      return file;
    };
    expect(screen.getByTestId('upload-drop')).toHaveTextContent(`at most ${EXCEL_LIMIT} MB`);
    await user.upload(
      screen.getByTestId('upload-file-input'),
      sized('big.xlsx', EXCEL_LIMIT * 1024 * 1024 + 1),
    );
    expect(await screen.findByText(messageFor(ReasonCode.UPLOAD_TOO_LARGE))).toHaveTextContent(
      `larger than ${EXCEL_LIMIT} MB`,
    );
    expect(screen.queryByTestId('upload-file-name')).toBeNull();
    expect(screen.queryByTestId('upload-submit')).toBeNull();
    await user.upload(screen.getByTestId('upload-file-input'), sized('fits.xlsx', EXCEL_LIMIT * 1024 * 1024));
    expect(screen.getByTestId('upload-file-name')).toHaveTextContent('fits.xlsx');
    expect(sent).not.toHaveBeenCalled();
  });

  it('uploads a picked file, announces a partial result, shows the summary and the failures, clears the file', async () => {
    const user = userEvent.setup();
    vi.spyOn(send, 'sendUpload').mockResolvedValue({ result, userErrors: [] });
    renderWithProviders(<UploadPaymentPage />, { route: '/uploadPayment' });
    await user.upload(screen.getByTestId('upload-file-input'), new File(['x'], 'payments.xlsx'));
    expect(screen.getByTestId('upload-file-name')).toHaveTextContent('payments.xlsx');
    await user.click(screen.getByTestId('upload-submit'));
    expect(await screen.findByText(Text.UPLOAD_PARTIAL)).toBeInTheDocument();
    expect(screen.getByTestId('upload-failed')).toHaveTextContent('Failed: 1');
    expect(screen.getByText('nobody@finx.test')).toBeInTheDocument();
    expect(screen.queryByTestId('upload-file-name')).toBeNull();
  });

  it("shows the job's rows done of total while it runs, then its result (issue 25)", async () => {
    const user = userEvent.setup();
    let finish: (answer: send.UploadAnswer) => void = () => undefined;
    vi.spyOn(send, 'sendUpload').mockImplementation((_file, onProgress) => {
      onProgress({ stage: 'processing', rowsDone: 4_500, rowsTotal: 15_000 });
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    renderWithProviders(<UploadPaymentPage />, { route: '/uploadPayment' });
    await user.upload(screen.getByTestId('upload-file-input'), new File(['x'], 'payments.xlsx'));
    await user.click(screen.getByTestId('upload-submit'));
    expect(await screen.findByTestId('upload-progress-text')).toHaveTextContent(
      'Recording the rows: 4,500 of 15,000',
    );
    finish({ result, userErrors: [] });
    expect(await screen.findByText(Text.UPLOAD_PARTIAL)).toBeInTheDocument();
    expect(screen.queryByTestId('upload-progress')).toBeNull();
  });

  it.each([
    ['an admin', adminViewer, '/admin-dashboard'],
    ['ops', { ...adminViewer, id: 'Viewer:6', roleId: RoleId.OPS, roleName: 'OPS' }, '/ops-dashboard'],
  ])("goes Back to %s's own dashboard (001 §2 screen 8's /dashboard)", async (_who, viewer, dashboard) => {
    renderWithProviders(<UploadPaymentPage />, { route: '/uploadPayment', mocks: [viewerMock(viewer)] });
    // Until the viewer is known Back is disabled, never a way to the home page.
    expect(screen.getByTestId('upload-back')).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', dashboard),
    );
    expect(screen.getByTestId('upload-back')).not.toHaveAttribute('aria-disabled');
  });
});
