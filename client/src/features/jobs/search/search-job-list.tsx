import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import WorkIcon from '@mui/icons-material/WorkOutlined';
import PaymentsIcon from '@mui/icons-material/CurrencyRupee';
import { Link as RouterLink } from 'react-router-dom';
import { ClientRoute } from '@finx/domain';
import type { JobSummaryFieldsFragment } from '../../../graphql/generated/graphql';
import {
  APPLICATION_STATUS_LABEL,
  applicationStatusColor,
  formatExperience,
  formatSalary,
} from '../jobs-format';

/** The fit chip: how much of the job's key skills the learner's profile covers. */
export function FitChip({ percent }: { percent: number }) {
  const color = percent >= 70 ? 'success' : percent >= 40 ? 'warning' : 'default';
  return (
    <Chip size="small" color={color} variant="outlined" label={`${percent}% fit`} data-testid="job-fit" />
  );
}

function Fact({ icon: Icon, text, testId }: { icon: typeof PlaceIcon; text: string; testId: string }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Icon fontSize="small" color="action" aria-hidden />
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ overflowWrap: 'anywhere' }}
        data-testid={testId}
      >
        {text}
      </Typography>
    </Stack>
  );
}

/** The facts every job line shows: where, how much experience, and the CTC. */
export function JobFacts({ job }: { job: JobSummaryFieldsFragment }) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 0.5, sm: 2 }}
      useFlexGap
      sx={{ flexWrap: 'wrap' }}
    >
      <Fact icon={PlaceIcon} text={job.locations.join(', ')} testId="job-locations" />
      <Fact
        icon={WorkIcon}
        text={formatExperience(job.minExperience, job.maxExperience)}
        testId="job-experience"
      />
      <Fact icon={PaymentsIcon} text={formatSalary(job.salaryMin, job.salaryMax)} testId="job-salary" />
    </Stack>
  );
}

export function JobCard({ job }: { job: JobSummaryFieldsFragment }) {
  return (
    <Card variant="outlined" data-testid="job-card" data-job-id={job.jobId}>
      <CardActionArea component={RouterLink} to={ClientRoute.job(job.jobId)} data-testid="job-card-link">
        <CardContent>
          <Stack spacing={1}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography
                component="h2"
                variant="h6"
                sx={{ overflowWrap: 'anywhere' }}
                data-testid="job-title"
              >
                {job.title}
              </Typography>
              <FitChip percent={job.fit.percent} />
              {job.applicationStatus && (
                <Chip
                  size="small"
                  color={applicationStatusColor(job.applicationStatus)}
                  label={APPLICATION_STATUS_LABEL[job.applicationStatus]}
                  data-testid="job-applied"
                />
              )}
            </Stack>
            <Typography sx={{ fontWeight: 500 }} data-testid="job-corporate">
              {job.corporateName}
            </Typography>
            <JobFacts job={job} />
            <Typography variant="caption" color="text.secondary">
              {job.employmentTypeLabel} · {job.jobFunction}
            </Typography>
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** A page of job cards, a skeleton while the first page loads, or the empty text. */
export function JobList({
  jobs,
  loading,
  emptyText,
}: {
  jobs: readonly JobSummaryFieldsFragment[];
  loading: boolean;
  emptyText: string;
}) {
  if (loading && jobs.length === 0) return <Skeleton variant="rounded" height={200} />;
  if (jobs.length === 0) {
    return (
      <Typography color="text.secondary" data-testid="jobs-empty">
        {emptyText}
      </Typography>
    );
  }
  return (
    <Stack spacing={2} data-testid="job-list">
      {jobs.map((job) => (
        <JobCard key={job.id} job={job} />
      ))}
    </Stack>
  );
}
