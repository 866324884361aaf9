import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ProductId, Text } from '@finx/domain';
import { CfxAssessmentReportDocument } from '../../graphql/generated/graphql';
import { mockOperation } from '../../test/mock-operation';
import { renderWithProviders } from '../../test/render-with-providers';
import CfxReportPage from './cfx-report-page';

const email = 'learner33@finx.demo';
const report = (status: string | null, totalRecords: number) =>
  mockOperation(CfxAssessmentReportDocument, {
    variables: { email, productId: String(ProductId.CFX), status, page: 1, limit: 10 },
    data: {
      cfxAssessmentReport: {
        __typename: 'CfxReportPage',
        totalRecords,
        page: 1,
        limit: 10,
        items:
          totalRecords === 0
            ? []
            : [
                {
                  __typename: 'CfxReportRow',
                  id: 'CfxReportRow:7:1083',
                  studentReportId: 7,
                  emailId: email,
                  learningId: ProductId.FEAT,
                  learningName: 'FEAT',
                  learningProgress: 6,
                  learningCompletionDate: '23-11-2026',
                  learningStatus: 'Completed',
                  learningType: 'Assessment',
                  productId: ProductId.CFX,
                  nodes: [
                    {
                      __typename: 'CfxReportNode',
                      nodeName: 'Assessment test',
                      score: 6,
                      nodeStatus: 'Completed',
                      nodeType: 'Assessment',
                      nodeLastAccessDate: '23-11-2026',
                    },
                  ],
                },
              ],
      },
    },
  });

describe('/CfxAssessmentReport/{id}/{prodid}', () => {
  it('shows the learner’s rows in a table at most 500 px high, their modules in a popup, and filters by status', async () => {
    renderWithProviders(<CfxReportPage mine={false} />, {
      route: `/CfxAssessmentReport/${encodeURIComponent(email)}/${ProductId.CFX}`,
      path: '/CfxAssessmentReport/:id?/:prodid?',
      mocks: [report(null, 1), report('In Progress', 0)],
    });
    const row = await screen.findByTestId('cfx-report-row');
    expect(within(row).getByTestId('cfx-report-score')).toHaveTextContent('6%');
    expect(screen.getByTestId('cfx-report-table')).toHaveStyle({ maxHeight: '500px' });
    expect(screen.getByText('1–1 of 1')).toBeInTheDocument();

    fireEvent.click(within(row).getByTestId('cfx-report-open-nodes'));
    const dialog = await screen.findByTestId('cfx-report-nodes');
    expect(within(dialog).getByTestId('cfx-report-node-date')).toHaveTextContent(/^\d{2}-\d{2}-\d{4}$/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('cfx-report-nodes')).toBeNull());

    fireEvent.mouseDown(within(screen.getByTestId('cfx-report-status')).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: 'In Progress' }));
    expect(await screen.findByText(Text.NO_RECORD_FOUND)).toBeInTheDocument();
  });
});
