import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProductId, Text } from '@finx/domain';
import {
  CourseEnquiriesDocument,
  CourseReportDocument,
  CourseReportOptionsDocument,
  type CourseReportQuery,
  SessionReportDocument,
  type SessionReportQuery,
  VideoReportDocument,
  type VideoReportQuery,
} from '../../graphql/generated/graphql';
import { type GatewayData, mockOperation } from '../../test/mock-operation';
import { renderWithProviders } from '../../test/render-with-providers';
import { CALL_REPORT_EXPORT_MAX_ROWS, everyRow } from './call-report-page';
import { SessionReportPage, VideoReportPage } from './call-report-pages';
import { CourseEnquiriesPage } from './course-enquiries-page';
import { CHOOSE_COURSE_TEXT, CourseReportPage } from './course-report-page';

const exportSheet = vi.fn(async () => 'Video-Report-29-11-2026.xlsx');
vi.mock('../../shared/export-sheet', () => ({ exportSheet }));
afterEach(() => exportSheet.mockClear());

type VideoRow = GatewayData<VideoReportQuery['videoReport']['rows'][number]>;
const video = (productId: number, productName: string): VideoRow => ({
  __typename: 'VideoReportRow',
  id: String(productId),
  productId,
  productName,
  productPrice: 499,
  active: true,
  hasFile: productId % 2 === 0,
  buyers: 3,
  lastBoughtAt: null,
  createdAt: '2026-11-01T10:00:00.000Z',
});
const videoPage = (
  variables: { search: string | null; page: number; limit: number },
  rows: VideoRow[],
  total: number,
) =>
  mockOperation(VideoReportDocument, {
    variables,
    data: { videoReport: { __typename: 'VideoReportPage', rows, totalRecords: total } },
  });

describe('the reports single REST calls serve (issue 30 item 3)', () => {
  it('video report: reads search and page from the URL and exports every page of the filter', async () => {
    const user = userEvent.setup();
    const fifty = Array.from({ length: 50 }, (_, index) => video(100 + index, `KYC ${index}`));
    renderWithProviders(<VideoReportPage />, {
      route: '/video-report?q=kyc&page=2&size=25',
      mocks: [
        videoPage({ search: 'kyc', page: 2, limit: 25 }, [video(7, 'KYC Basics')], 51),
        videoPage({ search: 'kyc', page: 1, limit: 50 }, fifty, 51),
        videoPage({ search: 'kyc', page: 2, limit: 50 }, [video(7, 'KYC Basics')], 51),
      ],
    });
    expect(await screen.findByText('KYC Basics')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Video Report' })).toBeInTheDocument();
    await user.click(screen.getByTestId('video-report-export'));
    await waitFor(() => expect(exportSheet).toHaveBeenCalledTimes(1));
    const [sheet, stem, columns, rows] = exportSheet.mock.calls[0] as unknown as [
      string,
      string,
      { key: string }[],
      Record<string, unknown>[],
    ];
    expect([sheet, stem]).toEqual(['Video Report', 'Video-Report']);
    expect(columns.map((column) => column.key)).toContain('buyers');
    expect(rows).toHaveLength(51);
    expect(rows[50]).toMatchObject({ productName: 'KYC Basics', active: 'Yes', hasFile: 'No', buyers: 3 });
  });

  it('video report: an empty filter says so instead of exporting', async () => {
    const user = userEvent.setup();
    renderWithProviders(<VideoReportPage />, {
      route: '/video-report?q=none',
      mocks: [videoPage({ search: 'none', page: 1, limit: 10 }, [], 0)],
    });
    await waitFor(() => expect(screen.getByTestId('video-report-export')).toBeEnabled());
    await user.click(screen.getByTestId('video-report-export'));
    expect(await screen.findAllByText(Text.NO_RECORD_FOUND)).not.toHaveLength(0);
    expect(exportSheet).not.toHaveBeenCalled();
  });

  it('course report: asks for a course first, then lists its learners from the URL', async () => {
    type CourseRow = GatewayData<CourseReportQuery['courseReport']['rows'][number]>;
    const learner: CourseRow = {
      __typename: 'CourseReportRow',
      id: `${ProductId.CFX}:1001`,
      studentPartyId: 1001,
      studentName: 'Priya Sharma',
      emailId: 'learner@finx.demo',
      source: 'STAFF',
      enrolledAt: '2026-11-02T09:30:00.000Z',
      validUntil: null,
      lessonsDone: 3,
      lessonsTotal: 12,
      progress: 25,
      completedAt: null,
      score: null,
    };
    const options = mockOperation(CourseReportOptionsDocument, {
      data: {
        staffProducts: {
          __typename: 'StaffProductPage',
          rows: [{ __typename: 'StaffProduct', productId: ProductId.CFX, productName: 'CFX' }],
        },
      },
      maxUsageCount: 2,
    });
    const first = renderWithProviders(<CourseReportPage />, { route: '/course-report', mocks: [options] });
    expect(await screen.findByText(CHOOSE_COURSE_TEXT)).toBeInTheDocument();
    expect(screen.getByTestId('course-report-export')).toBeDisabled();
    first.unmount();

    renderWithProviders(<CourseReportPage />, {
      route: `/course-report?productId=${ProductId.CFX}&q=priya`,
      mocks: [
        options,
        mockOperation(CourseReportDocument, {
          variables: { productId: ProductId.CFX, search: 'priya', page: 1, limit: 10 },
          data: { courseReport: { __typename: 'CourseReportPage', rows: [learner], totalRecords: 1 } },
        }),
      ],
    });
    expect(await screen.findByText('learner@finx.demo')).toBeInTheDocument();
    expect(screen.getByText('3 of 12')).toBeInTheDocument();
  });

  it("session report: one account's sign-ins between the URL's days", async () => {
    type SessionRow = GatewayData<SessionReportQuery['sessionReport']['rows'][number]>;
    const session: SessionRow = {
      __typename: 'SessionReportRow',
      id: '1:2026-11-20T08:00:00.000Z',
      userId: 1,
      emailId: 'learner@finx.demo',
      name: 'Priya Sharma',
      roleId: 5,
      loginAt: '2026-11-20T08:00:00.000Z',
      lastSeenAt: '2026-11-20T08:30:00.000Z',
      endedAt: null,
      live: true,
    };
    renderWithProviders(<SessionReportPage />, {
      route: '/session-report?userId=1&from=2026-11-01&to=2026-11-30',
      mocks: [
        mockOperation(SessionReportDocument, {
          variables: { userId: 1, from: '2026-11-01', to: '2026-11-30', page: 1, limit: 20 },
          data: { sessionReport: { __typename: 'SessionReportPage', rows: [session], totalRecords: 1 } },
        }),
      ],
    });
    expect(await screen.findByText('Priya Sharma')).toBeInTheDocument();
    expect(screen.getByTestId('session-report-user')).toHaveValue('1');
  });

  it('course enquiries: one course from the URL, searched, each learner to call back', async () => {
    renderWithProviders(<CourseEnquiriesPage />, {
      route: `/course-enquiries?productId=${ProductId.CFX}&q=priya`,
      mocks: [
        mockOperation(CourseReportOptionsDocument, {
          data: {
            staffProducts: {
              __typename: 'StaffProductPage',
              rows: [{ __typename: 'StaffProduct', productId: ProductId.CFX, productName: 'CFX' }],
            },
          },
        }),
        mockOperation(CourseEnquiriesDocument, {
          variables: { search: 'priya', productId: ProductId.CFX, page: 1, limit: 10 },
          data: {
            courseEnquiries: {
              __typename: 'CourseEnquiryPage',
              totalRecords: 1,
              rows: [
                {
                  __typename: 'CourseEnquiryRow',
                  id: `1001:${ProductId.CFX}:2026-11-20T08:00:00.000Z`,
                  studentId: 1,
                  partyId: 1001,
                  firstName: 'Priya',
                  lastName: 'Sharma',
                  email: 'learner@finx.demo',
                  mobile: '9876543210',
                  productId: ProductId.CFX,
                  productName: 'CFX',
                  enquiredOn: '2026-11-20T08:00:00.000Z',
                },
              ],
            },
          },
        }),
      ],
    });
    expect(await screen.findByText('Priya Sharma')).toBeInTheDocument();
    expect(screen.getByText('9876543210')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Course Enquiries' })).toBeInTheDocument();
  });

  it('an export reads pages until the filter ends, and stops at its most rows', async () => {
    const pageOf = vi.fn(async (page: number, limit: number) => ({
      rows: Array.from({ length: limit }, (_, index) => ({ id: `${page}:${index}` })),
      totalRecords: 1_000_000,
    }));
    const big = await everyRow(pageOf, 100);
    expect(big.rows).toHaveLength(CALL_REPORT_EXPORT_MAX_ROWS);
    expect(big.cut).toBe(true);
    const small = await everyRow(async () => ({ rows: [{ id: 'a' }], totalRecords: 1 }), 100);
    expect(small).toEqual({ rows: [{ id: 'a' }], cut: false });
  });
});
