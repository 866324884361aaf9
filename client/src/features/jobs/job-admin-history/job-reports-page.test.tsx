import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type ExcelJS from 'exceljs';
import { ReasonCode } from '@finx/domain';
import {
  JobApplicantCountHistoryDocument,
  JobCourseStagesDocument,
  JobRatingReportDocument,
  StaffJobDocument,
  StaffJobFormOptionsDocument,
  UpdateJobRecommendedCourseDocument,
} from '../../../graphql/generated/graphql';
import { type GatewayData, mockOperation } from '../../../test/mock-operation';
import { renderWithProviders } from '../../../test/render-with-providers';
import * as xlsx from '../../../shared/xlsx-download';
import { staffJob } from '../staff-jobs/staff-jobs.fixtures';
import { exportRatingReport, RATING_REPORT_SHEET, type RatingReportRow } from './export-rating-report';
import { RECOMMENDED_COURSE_SAVED_TEXT } from './job-course-stages';
import JobReportsPage from './job-reports-page';

const job = (recommendedProductId: number | null) =>
  mockOperation(StaffJobDocument, {
    variables: { jobId: 601 },
    data: { staffJob: staffJob({ recommendedProductId }) },
  });
const options = mockOperation(StaffJobFormOptionsDocument, {
  data: {
    locations: [],
    courses: {
      __typename: 'ProductPage',
      items: [
        { __typename: 'Product', id: '3022', productId: 3022, productName: 'Credit Risk Essentials' },
        { __typename: 'Product', id: '3023', productId: 3023, productName: 'Retail Banking Basics' },
      ],
    },
  },
  maxUsageCount: 3,
});
const stages = (enrolled: number) =>
  mockOperation(JobCourseStagesDocument, {
    variables: { jobId: 601 },
    data: {
      jobCourseStages: [
        {
          __typename: 'JobCourseStageCount',
          courseStage: 'NOT_ENROLLED',
          label: 'Not enrolled',
          applicants: 4,
        },
        {
          __typename: 'JobCourseStageCount',
          courseStage: 'ENROLLED',
          label: 'Enrolled',
          applicants: enrolled,
        },
        { __typename: 'JobCourseStageCount', courseStage: 'COMPLETED', label: 'Completed', applicants: 1 },
      ],
    },
  });
const days = mockOperation(JobApplicantCountHistoryDocument, {
  variables: { jobId: 601 },
  data: {
    jobApplicantCountHistory: [
      { __typename: 'JobApplicantCountDay', id: 'd1', date: '2030-01-02', applications: 2, cumulative: 2 },
      { __typename: 'JobApplicantCountDay', id: 'd2', date: '2030-01-05', applications: 3, cumulative: 5 },
    ],
  },
});
const ratingRow = (changes: Partial<RatingReportRow>): GatewayData<RatingReportRow> => ({
  __typename: 'JobRatingReportRow',
  id: 'JobRatingReportRow:71',
  applicationId: 71,
  fullName: 'Asha Rao',
  stageName: 'Screening',
  status: 'IN_PROGRESS',
  ratings: 2,
  averageRating: 4.5,
  lastRatedAt: '2030-01-06T05:00:00.000Z',
  ...changes,
});
const ratings = mockOperation(JobRatingReportDocument, {
  variables: { jobId: 601 },
  data: {
    jobRatingReport: [
      ratingRow({}),
      ratingRow({
        id: 'JobRatingReportRow:72',
        applicationId: 72,
        fullName: '=Ravi Kumar',
        ratings: 0,
        averageRating: null,
        lastRatedAt: null,
      }),
    ],
  },
});
const save = (recommendedProductId: number | null, refused: boolean) =>
  mockOperation(UpdateJobRecommendedCourseDocument, {
    variables: { input: { jobId: 601, recommendedProductId } },
    data: {
      updateJobRecommendedCourse: {
        __typename: 'RecommendedCoursePayload',
        ok: !refused,
        recommendedProductId: refused ? null : recommendedProductId,
        userErrors: refused
          ? [
              {
                __typename: 'UserError',
                code: ReasonCode.VALIDATION_FAILED,
                field: 'input.recommendedProductId',
                message: 'Unknown recommended course',
              },
            ]
          : [],
      },
    },
  });

describe(
  '/job-reports/:id (001 §7 courseStage, update recommended course, applicant count history, rating report)',
  { timeout: 30_000 },
  () => {
    it('counts the applicants on the recommended course and changes it, showing a refusal on the field', async () => {
      const user = userEvent.setup();
      renderWithProviders(<JobReportsPage />, {
        route: '/job-reports/601',
        path: '/job-reports/:id',
        mocks: [
          job(3022),
          options,
          stages(2),
          days,
          save(3023, true),
          save(3023, false),
          stages(3),
          job(3023),
        ],
      });
      const panel = await screen.findByTestId('job-course-stages');
      expect(await within(panel).findByTestId('course-stage-ENROLLED')).toHaveTextContent('Enrolled2');
      expect(within(panel).getByTestId('course-stage-NOT_ENROLLED')).toHaveTextContent('Not enrolled4');
      await user.click(within(panel).getByTestId('job-recommended-course'));
      await user.click(await screen.findByRole('option', { name: 'Retail Banking Basics' }));
      await user.click(within(panel).getByTestId('job-recommended-course-save'));
      expect(await within(panel).findByText('Unknown recommended course')).toBeInTheDocument();
      await user.click(within(panel).getByTestId('job-recommended-course-save'));
      expect(await screen.findByText(RECOMMENDED_COURSE_SAVED_TEXT)).toBeInTheDocument();
      // The counts are asked for again after the save: they change once that answer is in.
      await waitFor(() =>
        expect(within(panel).getByTestId('course-stage-ENROLLED')).toHaveTextContent('Enrolled3'),
      );
    });

    it('lists the applications by day, newest first, and the rating report in the URL', async () => {
      const user = userEvent.setup();
      renderWithProviders(<JobReportsPage />, {
        route: '/job-reports/601',
        path: '/job-reports/:id',
        mocks: [job(null), options, stages(0), days, ratings],
      });
      expect(await screen.findByTestId('job-applicant-total')).toHaveTextContent(
        '5 applications over 2 days',
      );
      const grid = screen.getByTestId('job-applicant-days');
      const rows = await within(grid).findAllByRole('row');
      // The header row, then 05/01 before 02/01.
      expect(rows[1]).toHaveTextContent('05/01/2030');
      expect(rows[2]).toHaveTextContent('02/01/2030');
      await user.click(screen.getByTestId('job-report-tab-ratings'));
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('?report=ratings'));
      const report = await screen.findByTestId('job-rating-report');
      expect(await within(report).findByRole('link', { name: 'Asha Rao' })).toHaveAttribute(
        'href',
        '/candidate-details/601/71',
      );
      expect(within(report).getByText('4.5')).toBeInTheDocument();
    });

    it('exports the rating report as Candidate Rating Details with a DD-MM-YYYY suffix', async () => {
      let saved: ExcelJS.Workbook | null = null;
      const download = vi.spyOn(xlsx, 'downloadWorkbook').mockImplementation(async (workbook, name) => {
        saved = workbook;
        return name;
      });
      const rows = [
        ratingRow({}),
        ratingRow({ applicationId: 72, fullName: '=Ravi Kumar', averageRating: null }),
      ];
      const name = await exportRatingReport('Relationship Manager - Retail', rows, new Date(2030, 0, 7));
      expect(name).toBe('Candidate-Rating-Details-Relationship-Manager-Retail-07-01-2030.xlsx');
      expect(download).toHaveBeenCalledOnce();
      const sheet = saved!.getWorksheet(RATING_REPORT_SHEET)!;
      expect(sheet.getRow(1).values).toEqual([
        undefined,
        'Application ID',
        'Candidate',
        'Stage',
        'Status',
        'Ratings',
        'Average Rating',
        'Last Rated On',
      ]);
      expect(sheet.getRow(2).getCell(6).value).toBe(4.5);
      // A name that starts like a formula is written as text.
      expect(sheet.getRow(3).getCell(2).value).toBe("'=Ravi Kumar");
      download.mockRestore();
    });
  },
);
