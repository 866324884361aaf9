import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StaffCandidateExtrasMessage, ReasonCode, Text } from '@finx/domain';
import { CandidatesExportLinkDocument, ReferJobDocument } from '../../../graphql/generated/graphql';
import { mockOperation } from '../../../test/mock-operation';
import { renderWithProviders } from '../../../test/render-with-providers';
import * as documents from '../../documents/document-list';
import { StaffCandidateExtrasJobActions, REFERRED_TEXT } from './staff-candidate-extras-job-actions';
import { staffJob } from '../staff-jobs/staff-jobs.fixtures';

describe('a job’s extras (001 §7 refer by e-mail; 001 §9 the candidates export)', { timeout: 30_000 }, () => {
  it('refers the job by e-mail, showing a refusal on the address, then the toast', async () => {
    const user = userEvent.setup();
    const referral = (email: string, refused: boolean) =>
      mockOperation(ReferJobDocument, {
        variables: { input: { jobId: 601, email } },
        data: {
          referJob: {
            __typename: 'ActionPayload',
            ok: !refused,
            userErrors: refused
              ? [
                  {
                    __typename: 'UserError',
                    code: ReasonCode.JOB_ALREADY_REFERRED,
                    field: 'input.email',
                    message: 'This job was already referred to this address',
                  },
                ]
              : [],
          },
        },
      });
    renderWithProviders(<StaffCandidateExtrasJobActions job={staffJob({ applicantTotal: 2 })} />, {
      mocks: [referral('asha@bank.example', true), referral('ravi@bank.example', false)],
    });
    await user.click(screen.getByTestId('staff-job-refer'));
    const dialog = await screen.findByTestId('refer-dialog');
    await user.type(within(dialog).getByTestId('refer-email'), 'not-an-address');
    await user.click(within(dialog).getByTestId('refer-confirm'));
    expect(await within(dialog).findByText(StaffCandidateExtrasMessage.EMAIL)).toBeInTheDocument();
    await user.clear(within(dialog).getByTestId('refer-email'));
    await user.type(within(dialog).getByTestId('refer-email'), 'asha@bank.example');
    await user.click(within(dialog).getByTestId('refer-confirm'));
    expect(
      await within(dialog).findByText('This job was already referred to this address'),
    ).toBeInTheDocument();
    await user.clear(within(dialog).getByTestId('refer-email'));
    await user.type(within(dialog).getByTestId('refer-email'), 'ravi@bank.example');
    await user.click(within(dialog).getByTestId('refer-confirm'));
    expect(await screen.findByText(REFERRED_TEXT('ravi@bank.example'))).toBeInTheDocument();
  });

  it('opens the export link of a job with applicants, and says No record found for one without', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(documents, 'openDownload').mockImplementation(() => undefined);
    const { unmount } = renderWithProviders(
      <StaffCandidateExtrasJobActions job={staffJob({ applicantTotal: 0 })} />,
    );
    await user.click(screen.getByTestId('staff-job-export'));
    expect(await screen.findByText(Text.NO_RECORD_FOUND)).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
    unmount();

    renderWithProviders(<StaffCandidateExtrasJobActions job={staffJob({ applicantTotal: 3 })} />, {
      mocks: [
        mockOperation(CandidatesExportLinkDocument, {
          variables: { jobId: 601 },
          data: {
            candidatesExportLink: {
              __typename: 'ExportLink',
              url: '/staff/job-export/abc',
              expiresAt: '2030-01-01T00:05:00.000Z',
            },
          },
        }),
      ],
    });
    await user.click(screen.getByTestId('staff-job-export'));
    await vi.waitFor(() => expect(open).toHaveBeenCalledWith('/staff/job-export/abc'));
    open.mockRestore();
  });
});
