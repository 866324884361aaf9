import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/EditOutlined';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ClientRoute, parseEntityId } from '@finx/domain';
import { FullScreenLoader } from '../../shared/full-screen-loader';
import type { StaffJobFieldsFragment } from '../../graphql/generated/graphql';
import {
  useJobCandidatesQuery,
  useJobStageCountsQuery,
  useStaffJobQuery,
} from '../../graphql/generated/hooks';
import { formatDate } from '../../shared/format';
import { formatExperience, formatSalary } from './job-format';
import { CandidateCard } from './staff-candidate-card';
import {
  CandidateParam,
  paramOf,
  CERTIFIED_PARAM,
  SORT_LABEL,
  SORT_PARAM,
  STATUS_LABEL,
  STATUS_PARAM,
  useCandidateSearch,
} from './staff-candidate-search';
import { StageCounts } from './staff-stage-counts';
import { JobExtrasActions } from './staff-job-extras';
import { JobPlacements } from './staff-job-placements';
import { JOB_NOT_FOUND_TEXT } from './staff-job-form-page';

export const CANDIDATES_PAGE_SIZE = 10;
export const NO_CANDIDATES_TEXT = 'No candidates match these filters.';

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

interface FiltersProps {
  stages: readonly { stageId: number; name: string }[];
  /** Given (the cross-job list): a job filter first; the stages are then the chosen job's. */
  jobs?: readonly { jobId: number; title: string }[];
}

/** Stage, status, sort and order (and the job, across jobs), all in the URL. */
export function CandidateFilters({ stages, jobs }: FiltersProps) {
  const { current, update } = useCandidateSearch();
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap' }}
      data-testid="staff-candidate-filters"
    >
      {jobs && (
        <TextField
          select
          size="small"
          label="Job"
          value={current.jobId === null ? '' : String(current.jobId)}
          // A stage belongs to one job: changing the job drops the stage filter.
          onChange={(event) =>
            update({ [CandidateParam.JOB]: event.target.value || null, [CandidateParam.STAGE]: null })
          }
          sx={{ minWidth: 220 }}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'staff-candidate-job' } as object } }}
        >
          <MenuItem value="">Every job</MenuItem>
          {jobs.map((job) => (
            <MenuItem key={job.jobId} value={String(job.jobId)}>
              {job.title}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        select
        size="small"
        label="Stage"
        value={current.stageId === null ? '' : String(current.stageId)}
        onChange={(event) => update({ [CandidateParam.STAGE]: event.target.value || null })}
        disabled={stages.length === 0}
        sx={{ minWidth: 200 }}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'staff-candidate-stage' } as object } }}
      >
        <MenuItem value="">Every stage</MenuItem>
        {stages.map((stage) => (
          <MenuItem key={stage.stageId} value={String(stage.stageId)}>
            {stage.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Status"
        value={current.status === null ? '' : paramOf(STATUS_PARAM, current.status)}
        onChange={(event) => update({ [CandidateParam.STATUS]: event.target.value || null })}
        sx={{ minWidth: 160 }}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'staff-candidate-status' } as object } }}
      >
        <MenuItem value="">Every status</MenuItem>
        {Object.entries(STATUS_PARAM).map(([param, status]) => (
          <MenuItem key={param} value={param}>
            {STATUS_LABEL[status]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Certificate"
        value={
          Object.entries(CERTIFIED_PARAM).find(([, entry]) => entry.productId === current.certifiedIn)?.[0] ??
          ''
        }
        onChange={(event) => update({ [CandidateParam.CERTIFIED]: event.target.value || null })}
        sx={{ minWidth: 180 }}
        slotProps={{
          select: { SelectDisplayProps: { 'data-testid': 'staff-candidate-certified' } as object },
        }}
      >
        <MenuItem value="">Any</MenuItem>
        {Object.entries(CERTIFIED_PARAM).map(([param, entry]) => (
          <MenuItem key={param} value={param}>
            {entry.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Sort by"
        value={paramOf(SORT_PARAM, current.sort)}
        onChange={(event) =>
          update({ [CandidateParam.SORT]: event.target.value === 'applied' ? null : event.target.value })
        }
        sx={{ minWidth: 200 }}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'staff-candidate-sort' } as object } }}
      >
        {Object.entries(SORT_PARAM).map(([param, sort]) => (
          <MenuItem key={param} value={param}>
            {SORT_LABEL[sort]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Order"
        value={current.descending ? 'desc' : 'asc'}
        onChange={(event) => update({ [CandidateParam.ORDER]: event.target.value === 'asc' ? 'asc' : null })}
        sx={{ minWidth: 180 }}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'staff-candidate-order' } as object } }}
      >
        <MenuItem value="desc">Highest or newest first</MenuItem>
        <MenuItem value="asc">Lowest or oldest first</MenuItem>
      </TextField>
    </Stack>
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
        <Button
          component={RouterLink}
          to={ClientRoute.editJob(job.jobId)}
          startIcon={<EditIcon />}
          data-testid="staff-job-details-edit"
          sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' } }}
        >
          Edit job
        </Button>
      </Stack>
      <JobExtrasActions job={job} />
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
