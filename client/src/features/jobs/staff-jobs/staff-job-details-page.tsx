import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/EditOutlined';
import ReportsIcon from '@mui/icons-material/AssessmentOutlined';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ClientRoute, parseEntityId } from '@finx/domain';
import { FullScreenLoader } from '../../../shared/full-screen-loader';
import type { StaffJobFieldsFragment } from '../../../graphql/generated/graphql';
import {
  useJobCandidatesQuery,
  useJobStageCountsQuery,
  useStaffJobQuery,
} from '../../../graphql/generated/hooks';
import { formatDate } from '../../../shared/format';
import { formatExperience, formatSalary } from '../jobs-format';
import { CandidateCard } from '../staff-candidates/staff-candidate-card';
import {
  CANDIDATES_PAGE_SIZE,
  CandidateFilters,
  NO_CANDIDATES_TEXT,
} from '../staff-candidates/staff-candidate-filters';
import { CandidateParam, useCandidateSearch } from '../staff-candidates/staff-candidate-search';
import { StageCounts } from '../staff-candidates/staff-candidate-stage-counts';
import { StaffCandidateExtrasJobActions } from '../staff-candidates/staff-candidate-extras-job-actions';
import { JobPlacements } from '../staff-candidates/staff-candidate-placements';
import { JOB_NOT_FOUND_TEXT } from './staff-job-form-page';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack spacing={0} sx={{ minWidth: 140 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2">{value}</Typography>
    </Stack>
  );
}

function JobSummary({ job }: { job: StaffJobFieldsFragment }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="staff-job-summary">
      <Stack spacing={2}>
        <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 3, rowGap: 1.5 }}>
          <Fact label="Corporate" value={job.corporateName} />
          <Fact label="Function" value={job.jobFunction} />
          <Fact label="Locations" value={job.locations.join(', ')} />
          <Fact label="Experience" value={formatExperience(job.minExperience, job.maxExperience)} />
          <Fact label="Annual CTC" value={formatSalary(job.salaryMin, job.salaryMax)} />
          <Fact label="Employment" value={job.employmentTypeLabel} />
          <Fact label="Openings" value={String(job.openings)} />
          <Fact label="Posted" value={formatDate(job.postedOn)} />
          <Fact label="Closing date" value={formatDate(job.closesOn)} />
          <Fact label="Applicants" value={String(job.applicantTotal)} />
        </Stack>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          {job.keySkills.map((skill) => (
            <Chip key={skill} size="small" label={skill} />
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}

function Candidates({ job }: { job: StaffJobFieldsFragment }) {
  const { current, update } = useCandidateSearch();
  const { data, loading } = useJobCandidatesQuery({
    variables: {
      jobId: job.jobId,
      stageId: current.stageId,
      status: current.status,
      certifiedIn: current.certifiedIn,
      sort: current.sort,
      descending: current.descending,
      page: current.page,
      pageSize: CANDIDATES_PAGE_SIZE,
    },
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.jobCandidates;
  const pages = Math.ceil((page?.total ?? 0) / CANDIDATES_PAGE_SIZE);
  if (loading && !page) return <Skeleton variant="rounded" height={160} />;
  return (
    <Stack spacing={2}>
      <Typography
        variant="body2"
        color="text.secondary"
        aria-live="polite"
        data-testid="staff-candidates-total"
      >
        {page?.total ?? 0} {page?.total === 1 ? 'candidate' : 'candidates'}
      </Typography>
      {page && page.items.length === 0 && (
        <Typography color="text.secondary">{NO_CANDIDATES_TEXT}</Typography>
      )}
      {page?.items.map((candidate) => (
        <CandidateCard key={candidate.id} jobId={job.jobId} candidate={candidate} />
      ))}
      {pages > 1 && (
        <Pagination
          count={pages}
          page={Math.min(current.page, pages)}
          onChange={(_, next) => update({ [CandidateParam.PAGE]: next === 1 ? null : String(next) })}
          siblingCount={0}
          sx={{ alignSelf: 'center' }}
          data-testid="staff-candidates-pagination"
        />
      )}
    </Stack>
  );
}

/**
 * /jobDetails/:id (`001 §2`, ops): the job, its pipeline with the counts per stage, and its candidates,
 * filtered by stage and status and sorted by applied date, FEAT score or Employability Score, all in
 * the URL.
 */
export default function StaffJobDetailsPage() {
  const { id } = useParams();
  const jobId = parseEntityId(id ?? null);
  const { current, update } = useCandidateSearch();
  const saved = useStaffJobQuery({
    variables: { jobId: jobId ?? 0 },
    skip: jobId === null,
    fetchPolicy: 'cache-and-network',
  });
  const counts = useJobStageCountsQuery({
    variables: { jobId: jobId ?? 0 },
    skip: jobId === null,
    fetchPolicy: 'cache-and-network',
  });
  if (saved.loading && !saved.data) return <FullScreenLoader />;
  const job = saved.data?.staffJob ?? null;
  if (!job) return <Alert severity="warning">{JOB_NOT_FOUND_TEXT}</Alert>;

  return (
    <Stack spacing={3} data-testid="staff-job-details" sx={{ minWidth: 0 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography
            variant="h4"
            component="h1"
            data-testid="staff-job-title"
            sx={{ overflowWrap: 'anywhere' }}
          >
            {job.title}
          </Typography>
          <Chip label={job.open ? 'Open' : 'Closed'} color={job.open ? 'success' : 'default'} size="small" />
        </Stack>
        <Stack direction="row" spacing={1} sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' } }}>
          <Button
            component={RouterLink}
            to={ClientRoute.jobReports(job.jobId)}
            startIcon={<ReportsIcon />}
            data-testid="staff-job-details-reports"
          >
            Reports
          </Button>
          <Button
            component={RouterLink}
            to={ClientRoute.editJob(job.jobId)}
            startIcon={<EditIcon />}
            data-testid="staff-job-details-edit"
          >
            Edit job
          </Button>
        </Stack>
      </Stack>
      <StaffCandidateExtrasJobActions job={job} />
      <JobSummary job={job} />
      <Typography variant="h5" component="h2">
        Stages
      </Typography>
      <StageCounts
        stages={counts.data?.jobStageCounts ?? job.stages}
        selected={current.stageId}
        onSelect={(stageId) => update({ [CandidateParam.STAGE]: stageId === null ? null : String(stageId) })}
      />
      <Typography variant="h5" component="h2">
        Candidates
      </Typography>
      <CandidateFilters stages={job.stages} />
      <Candidates job={job} />
      <JobPlacements jobId={job.jobId} />
    </Stack>
  );
}
