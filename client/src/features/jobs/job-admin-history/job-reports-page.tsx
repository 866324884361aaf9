import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ClientRoute, parseEntityId, Text } from '@finx/domain';
import type { JobApplicantCountHistoryQuery } from '../../../graphql/generated/graphql';
import {
  useJobApplicantCountHistoryQuery,
  useJobRatingReportQuery,
  useStaffJobQuery,
} from '../../../graphql/generated/hooks';
import { FullScreenLoader } from '../../../shared/full-screen-loader';
import { formatCount, formatDate } from '../../../shared/format';
import { ServerDataGrid } from '../../../shared/server-data-grid';
import { useSnackbar } from '../../../shared/toast';
import { useListQuery } from '../../../shared/use-search-update';
import { JOB_NOT_FOUND_TEXT } from '../staff-jobs/staff-job-form-page';
import type { RatingReportRow } from './export-rating-report';
import { pageOf } from './job-admin-history-lists';
import { JobCourseStages } from './job-course-stages';

type ApplicantDay = NonNullable<JobApplicantCountHistoryQuery['jobApplicantCountHistory']>[number];

/** `?report=`: which of the job's reports the grid shows; the applicants by day unless it names ratings. */
export const ReportParam = { KEY: 'report', RATINGS: 'ratings' } as const;

export const NO_APPLICATIONS_TEXT = 'No applications yet.';
export const NO_RATINGS_TEXT = 'No applicants to rate yet.';

const DAY_COLUMNS: GridColDef<ApplicantDay>[] = [
  { field: 'date', headerName: 'Day', width: 140, valueFormatter: (value: string) => formatDate(value) },
  { field: 'applications', headerName: 'Applications', width: 140, type: 'number' },
  { field: 'cumulative', headerName: 'Total so far', width: 140, type: 'number' },
];

const ratingColumns = (jobId: number): GridColDef<RatingReportRow>[] => [
  {
    field: 'fullName',
    headerName: 'Candidate',
    flex: 1,
    minWidth: 180,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={ClientRoute.candidateDetails(jobId, row.applicationId)}>
        {row.fullName}
      </Link>
    ),
  },
  { field: 'stageName', headerName: 'Stage', width: 150 },
  { field: 'status', headerName: 'Status', width: 120 },
  { field: 'ratings', headerName: 'Ratings', width: 100, type: 'number' },
  {
    field: 'averageRating',
    headerName: 'Average',
    width: 110,
    type: 'number',
    valueFormatter: (value: number | null) => (value === null ? '—' : value.toFixed(1)),
  },
  {
    field: 'lastRatedAt',
    headerName: 'Last rated',
    width: 130,
    valueFormatter: (value: string | null) => formatDate(value),
  },
];

function ApplicantsByDay({ jobId }: { jobId: number }) {
  const [search] = useListQuery();
  const { data, loading } = useJobApplicantCountHistoryQuery({
    variables: { jobId },
    fetchPolicy: 'cache-and-network',
  });
  // Newest day first, as every staff list: the latest applications are what staff look for.
  const days = [...(data?.jobApplicantCountHistory ?? [])].reverse();
  const total = days[0]?.cumulative ?? 0;
  return (
    <Stack spacing={1.5}>
      {data && (
        <Typography color="text.secondary" data-testid="job-applicant-total">
          {formatCount(total)} {total === 1 ? 'application' : 'applications'} over {formatCount(days.length)}{' '}
          {days.length === 1 ? 'day' : 'days'}
        </Typography>
      )}
      <ServerDataGrid<ApplicantDay>
        label="Applicants by day"
        testId="job-applicant-days"
        rows={pageOf(days, search)}
        columns={DAY_COLUMNS}
        total={data ? days.length : null}
        loading={loading}
        localeText={{ noRowsLabel: NO_APPLICATIONS_TEXT }}
      />
    </Stack>
  );
}

function RatingReport({ jobId, jobTitle }: { jobId: number; jobTitle: string }) {
  const [search] = useListQuery();
  const { enqueueSnackbar } = useSnackbar();
  const [exporting, setExporting] = useState(false);
  const { data, loading } = useJobRatingReportQuery({
    variables: { jobId },
    fetchPolicy: 'cache-and-network',
  });
  const rows = data?.jobRatingReport ?? [];
  const exportRows = async () => {
    if (rows.length === 0) {
      enqueueSnackbar(Text.NO_RECORD_FOUND, { variant: 'info' });
      return;
    }
    setExporting(true);
    try {
      const { exportRatingReport } = await import('./export-rating-report');
      await exportRatingReport(jobTitle, rows);
    } finally {
      setExporting(false);
    }
  };
  return (
    <Stack spacing={1.5}>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        onClick={() => void exportRows()}
        disabled={exporting || !data}
        data-testid="job-rating-report-export"
        sx={{ alignSelf: 'flex-start' }}
      >
        Export to Excel
      </Button>
      <ServerDataGrid<RatingReportRow>
        label="Rating report"
        testId="job-rating-report"
        rows={pageOf(rows, search)}
        columns={ratingColumns(jobId)}
        total={data ? rows.length : null}
        loading={loading}
        localeText={{ noRowsLabel: NO_RATINGS_TEXT }}
      />
    </Stack>
  );
}

/**
 * /job-reports/:id (admin or ops, as `001 §7`'s job administration calls): the course the job recommends
 * with its applicants' enrolments, then the applicants by day or the rating report (exportable), the
 * report and its page in the URL.
 */
export default function JobReportsPage() {
  const jobId = parseEntityId(useParams().id ?? null);
  const [search, setQuery] = useListQuery();
  const saved = useStaffJobQuery({
    variables: { jobId: jobId ?? 0 },
    skip: jobId === null,
    fetchPolicy: 'cache-and-network',
  });
  if (saved.loading && !saved.data) return <FullScreenLoader />;
  const job = saved.data?.staffJob ?? null;
  if (!job) return <Alert severity="warning">{JOB_NOT_FOUND_TEXT}</Alert>;
  const report = search.get(ReportParam.KEY) === ReportParam.RATINGS ? ReportParam.RATINGS : 'days';

  return (
    <Stack spacing={3} data-testid="job-reports-page" sx={{ minWidth: 0 }}>
      <Stack spacing={0.5}>
        <Typography variant="h4" component="h1">
          Job reports
        </Typography>
        <Link
          component={RouterLink}
          to={ClientRoute.editJob(job.jobId)}
          data-testid="job-reports-job"
          sx={{ overflowWrap: 'anywhere' }}
        >
          {job.title} · {job.corporateName}
        </Link>
      </Stack>
      <JobCourseStages
        jobId={job.jobId}
        recommendedProductId={job.recommendedProductId}
        onSaved={() => void saved.refetch()}
      />
      <Tabs
        value={report}
        // A new report starts on its first page (useListQuery drops the page on any other change).
        onChange={(_, next: string) =>
          setQuery({ [ReportParam.KEY]: next === 'days' ? null : next, size: null })
        }
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Job reports"
      >
        <Tab value="days" label="Applicants by day" data-testid="job-report-tab-days" />
        <Tab value={ReportParam.RATINGS} label="Rating report" data-testid="job-report-tab-ratings" />
      </Tabs>
      {report === ReportParam.RATINGS ? (
        <RatingReport jobId={job.jobId} jobTitle={job.title} />
      ) : (
        <ApplicantsByDay jobId={job.jobId} />
      )}
    </Stack>
  );
}
